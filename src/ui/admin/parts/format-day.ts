// A calendar day ('YYYY-MM-DD', already an India day) as the admin reads it: '26 Nov'. The day is
// formatted as UTC so that the browser's own time zone never moves it.
const SHORT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '26 Nov'. */
export function formatShortDay(day: string): string {
  return SHORT.format(Date.parse(`${day}T00:00:00Z`));
}

/** '26 Nov 2026'. */
export function formatDay(day: string): string {
  return LONG.format(Date.parse(`${day}T00:00:00Z`));
}
