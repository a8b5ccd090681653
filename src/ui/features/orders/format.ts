import { formatRupees } from '../../../domain/money';
import { toRupees, type Paise } from '../../../domain/orders/paise';

// The orders' dates as India sees them, whatever the browser's own time zone: an order placed at
// 11 pm in Bengaluru was placed that day, also for a shopper abroad.
const INDIA = 'Asia/Kolkata';
const DATE = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
// A calendar day ('YYYY-MM-DD') is read at UTC midnight and written in UTC: the same day everywhere.
const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** A rupee amount held in paise, in the one formatter: ₹1,299 or ₹49.50. */
export const rupees = (paise: Paise): string => formatRupees(toRupees(paise));

/** '25 Nov 2026', India time. */
export const formatDate = (ms: number): string => DATE.format(ms);

/** '25 Nov 2026, 10:00 am', India time. */
export const formatDateTime = (ms: number): string => DATE_TIME.format(ms);

/** A calendar day ('2026-11-28') as 'Sat, 28 Nov 2026'. */
export function formatDay(day: string): string {
  const parts = Object.fromEntries(DAY.formatToParts(Date.parse(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** '1 item', '3 items'. */
export const itemCount = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;
