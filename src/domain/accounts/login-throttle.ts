import type { LoginAttempts } from './login-attempts';

/** Failures allowed before the first wait. */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_SECONDS = 30;
/** Doubling stops here, so that a forgotten password never locks a shopper out for days. */
export const MAX_WAIT_SECONDS = 60 * 60;

/** Seconds to wait before the next try; 0 means it may be taken now. */
export function waitBefore(attempts: LoginAttempts | undefined, now: number): number {
  if (attempts?.blockedUntil === undefined || now >= attempts.blockedUntil) return 0;
  return Math.ceil((attempts.blockedUntil - now) / 1000);
}

/**
 * The attempts after one more failure at `now`: the fifth failure makes the next try wait 30 s,
 * and each further failure doubles the wait (30, 60, 120 … up to an hour).
 */
export function afterFailure(attempts: LoginAttempts | undefined, now: number): LoginAttempts {
  const failures = (attempts?.failures ?? 0) + 1;
  if (failures < FREE_FAILURES) return { failures };
  return { failures, blockedUntil: now + waitAfter(failures) * 1000 };
}

function waitAfter(failures: number): number {
  // Capped before raising 2 to a large power, so that a huge stored count cannot overflow.
  const doublings = Math.min(failures - FREE_FAILURES, 20);
  return Math.min(FIRST_WAIT_SECONDS * 2 ** doublings, MAX_WAIT_SECONDS);
}
