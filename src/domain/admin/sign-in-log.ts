/**
 * The admin's sign-ins, for the Access Logs: when, from which browser, from which address (when
 * the backend can see it), and whether that session was ended.
 */
export interface AdminSignIn {
  readonly id: string;
  /** Epoch ms. */
  readonly time: number;
  readonly userAgent: string;
  /** Undefined where the backend cannot see it (a browser does not know its own address). */
  readonly ip?: string;
  /** Epoch ms; undefined while the session lasts. */
  readonly endedAt?: number;
}

export const SIGN_IN_LOG_CAPACITY = 100;

/** How many the Access Logs list. */
export const SIGN_INS_SHOWN = 20;

/**
 * A new sign-in on a newest-first log kept by one browser: that browser has one session at a time,
 * so the sign-ins still open before it are ended by it.
 */
export function withSignIn(entries: readonly AdminSignIn[], signIn: AdminSignIn, capacity = SIGN_IN_LOG_CAPACITY): AdminSignIn[] {
  const ended = entries.map((entry) => (entry.endedAt === undefined ? { ...entry, endedAt: signIn.time } : entry));
  return [signIn, ...ended].slice(0, Math.max(0, capacity));
}

/** The log with the sign-in `id` ended at `time` (an ended one keeps its first end). */
export function withSignInEnded(entries: readonly AdminSignIn[], id: string, time: number): AdminSignIn[] {
  return entries.map((entry) => (entry.id === id && entry.endedAt === undefined ? { ...entry, endedAt: time } : entry));
}
