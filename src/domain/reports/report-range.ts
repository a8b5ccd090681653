import { indiaDate } from '../orders/india-time';

/** A report's period: India calendar days, both included ('YYYY-MM-DD'). */
export interface ReportRange {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** What is wrong with a range as the admin chose it, in the words the screen shows; undefined when it is fine. */
export function reportRangeProblem(range: ReportRange): string | undefined {
  if (!isCalendarDay(range.from)) return 'Choose the first day of the range.';
  if (!isCalendarDay(range.to)) return 'Choose the last day of the range.';
  if (range.from > range.to) return 'The first day must not be after the last day.';
  return undefined;
}

/** This month so far, India time: the 1st to today (the Reports section's range at first). */
export function thisMonth(now: number): ReportRange {
  const today = indiaDate(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The range as instants: from midnight India time of its first day to midnight after its last (exclusive). */
export function rangeBounds(range: ReportRange): { readonly start: number; readonly end: number } {
  return { start: Date.parse(`${range.from}T00:00:00+05:30`), end: Date.parse(`${range.to}T00:00:00+05:30`) + DAY_MS };
}

/**
 * A test of whether an order placed at an instant falls in `range` (by its India day, as its
 * invoice is dated): two comparisons an order, not a date formatted for each of 100,000.
 */
export function placedInRange(range: ReportRange): (placedAt: number) => boolean {
  const { start, end } = rangeBounds(range);
  return (placedAt) => placedAt >= start && placedAt < end;
}

/** The export's file name: 'fashion-zone-orders-2026-11-01-to-2026-11-26.csv'. */
export function reportFileName(range: ReportRange): string {
  return `fashion-zone-orders-${range.from}-to-${range.to}.csv`;
}
