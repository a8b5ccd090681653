/** The Deals of the Day countdown starts at 10:00:00. */
export const DEALS_COUNTDOWN_MS = 10 * 60 * 60 * 1000;

/** What is left of a countdown of `durationMs` started at `startedAt`, at `now`; never below 0. */
export function countdownRemaining(startedAt: number, now: number, durationMs = DEALS_COUNTDOWN_MS): number {
  return Math.max(0, Math.min(durationMs, startedAt + durationMs - now));
}

/** HH:MM:SS, rounding partial seconds up so that 10:00:00 shows at the start and 00:00:00 only at the end. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
