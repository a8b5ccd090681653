/**
 * How many promotion codes one shopper may try in an hour: each Apply at checkout and each order
 * placed with a code is one try. Without a limit a shopper could try codes by the thousand until one
 * applies. The database keeps the same figures: PROMOTION_CHECKS_PER_HOUR is `checks_per_hour` in
 * note_promotion_check (supabase/migrations/20261202100100_promotion_checks_without_oracle.sql).
 */
export const PROMOTION_CHECKS_PER_HOUR = 10;
export const PROMOTION_CHECK_WINDOW_MS = 60 * 60 * 1000;

export const TOO_MANY_CODES = 'Too many codes tried. Please try again later.';

/** The tries (epoch ms) that still count at `at`: those of the last hour (and any dated later, should the clock go back). */
export function recentChecks(tries: readonly number[], at: number): number[] {
  return tries.filter((tried) => tried > at - PROMOTION_CHECK_WINDOW_MS);
}

/**
 * The tries kept after one more at `at`, or undefined when the shopper has used up the hour's tries
 * (nothing then recorded: a refused try does not lengthen the wait, nor grow what is stored).
 */
export function withCheck(tries: readonly number[], at: number): number[] | undefined {
  const recent = recentChecks(tries, at);
  return recent.length >= PROMOTION_CHECKS_PER_HOUR ? undefined : [...recent, at];
}
