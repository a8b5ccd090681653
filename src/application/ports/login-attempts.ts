import type { LoginAttempts } from '../../domain/accounts/login-attempts';

// The record is the domain's (its throttle reads and makes it); the port only keeps it.
export type { LoginAttempts };

/** Failed logins by name (the domain's nameKey), kept across reloads. */
export interface LoginAttemptStore {
  read(nameKey: string): Promise<LoginAttempts | undefined>;
  write(nameKey: string, attempts: LoginAttempts): Promise<void>;
  clear(nameKey: string): Promise<void>;
}

export const LOGIN_ATTEMPT_STORE = Symbol('LoginAttemptStore');
