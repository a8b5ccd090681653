import { formatRupees } from '../../../domain/money';
import { toRupees, type Paise } from '../../../domain/orders/paise';

/** An amount in paise as the store writes rupees: ₹1,299, ₹1,23,456, ₹49.50. */
export const rupees = (paise: Paise): string => formatRupees(toRupees(paise));

const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A delivery day ('2026-11-30') as the checkout says it: 'Mon, 30 Nov'. */
export function deliveryDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return DAY.format(new Date(Date.UTC(year!, month! - 1, day!)));
}
