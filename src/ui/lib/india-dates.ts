// Dates as India sees them, whatever the browser's own time zone, for the shopper's pages and the
// back office alike: an order placed at 11 pm in Bengaluru was placed that day, also for a shopper
// (or an admin) abroad.
const INDIA = 'Asia/Kolkata';
const DATE = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
// A calendar day ('YYYY-MM-DD') is read at UTC midnight and written in UTC: the same day everywhere.
const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** '25 Nov 2026', India time. */
export const indiaDay = (ms: number): string => DATE.format(ms);

/** '25 Nov 2026, 10:00 am', India time. */
export const indiaDateTime = (ms: number): string => DATE_TIME.format(ms);

/** A calendar day ('2026-11-28') as 'Sat, 28 Nov 2026'; text that is no day is shown as it is. */
export function calendarDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at)) return day;
  // From the parts: en-IN's own pattern puts a comma after the month ('Sat, 28 Nov, 2026').
  const parts = Object.fromEntries(DAY.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}
