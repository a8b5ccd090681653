/** Failed logins for one name, as the throttle counts them. */
export interface LoginAttempts {
  readonly failures: number;
  /** Epoch ms before which no further try is taken; absent when none is waited for. */
  readonly blockedUntil?: number;
}
