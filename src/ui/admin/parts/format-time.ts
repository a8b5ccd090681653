// The admin's dates and times, in the store's locale. Intl is fine here: the admin area is a chunk
// of its own, and the storefront's first load never runs this.
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** '5 Jan 2024, 3:42 pm'. */
export function formatDateTime(ms: number): string {
  return DATE_TIME.format(ms);
}
