import type { LoginAttempts } from './login-attempts';

/** Failures allowed before the first wait. */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_SECONDS = 30;
/** Doubling stops here, so that a forgotten password never locks a shopper out for days. */
export const MAX_WAIT_SECONDS = 60 * 60;

/**
 * Where the tries of names that have no account are counted: one shared record, so that made-up
 * names neither grow the store nor push a real name's record out of it. No name's key (nameKey:
 * trimmed, at least three characters) can begin with a space.
 */
export const UNKNOWN_NAMES_KEY = ' unknown names';

/**
 * The attempts as the throttle takes them at `now`: a lock ending later than the policy could ever
 * have set (a tampered or corrupted record, 8.64e15) ends at most MAX_WAIT_SECONDS from now.
 */
export function asReadAt(attempts: LoginAttempts | undefined, now: number): LoginAttempts | undefined {
  if (attempts?.blockedUntil === undefined || attempts.blockedUntil <= now + MAX_WAIT_SECONDS * 1000) return attempts;
  return { failures: attempts.failures, blockedUntil: now + MAX_WAIT_SECONDS * 1000 };
}

/**
 * What a record that cannot be read counts as (fail closed): the longest lock the policy sets,
 * from `now`, never "no failures".
 */
export function lockedOut(now: number): LoginAttempts {
  return { failures: FREE_FAILURES, blockedUntil: now + MAX_WAIT_SECONDS * 1000 };
}

/** Seconds to wait before the next try; 0 means it may be taken now. Never more than MAX_WAIT_SECONDS. */
export function waitBefore(attempts: LoginAttempts | undefined, now: number): number {
  const read = asReadAt(attempts, now);
  if (read?.blockedUntil === undefined || now >= read.blockedUntil) return 0;
  return Math.ceil((read.blockedUntil - now) / 1000);
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
