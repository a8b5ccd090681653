const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A delivery day ('2026-11-30') as the checkout and the product page say it: 'Mon, 30 Nov'. */
export function deliveryDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return DAY.format(new Date(Date.UTC(year!, month! - 1, day!)));
}
