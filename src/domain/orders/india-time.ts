/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India at `ms`, as 'YYYY-MM-DD'. */
export function indiaDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) in India at `ms`. */
export function indiaHour(ms: number): number {
  return new Date(ms + IST_OFFSET_MS).getUTCHours();
}

/** The weekday in India at `ms`: 0 Sunday … 6 Saturday. */
export function indiaWeekday(ms: number): number {
  return new Date(ms + IST_OFFSET_MS).getUTCDay();
}

/** The India day `days` calendar days after the one at `ms`, as 'YYYY-MM-DD'. */
export function indiaDateAfter(ms: number, days: number): string {
  return indiaDate(ms + days * DAY_MS);
}

/**
 * The India day `businessDays` working days after the one at `ms`. Couriers work Monday to
 * Saturday: Sundays are not counted, and a delivery never falls on one.
 */
export function indiaBusinessDaysAfter(ms: number, businessDays: number): string {
  let days = 0;
  let counted = 0;
  while (counted < businessDays || indiaWeekday(ms + days * DAY_MS) === 0) {
    days += 1;
    if (indiaWeekday(ms + days * DAY_MS) !== 0) counted += 1;
  }
  return indiaDateAfter(ms, days);
}
