import { formatRupees } from '../../../domain/money';
import type { Actor } from '../../../domain/orders/order-status';
import { toRupees, type Paise } from '../../../domain/orders/paise';

// The back office's order dates in India time, whatever the admin's browser is set to: the shop's
// day is India's, as on the shopper's pages (ui/features/orders/format.ts, which admin may not import).
const INDIA = 'Asia/Kolkata';
const DATE = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
// A calendar day ('YYYY-MM-DD') is read at UTC midnight and written in UTC: the same day everywhere.
const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** ₹1,299 from paise. */
export const rupees = (paise: Paise): string => formatRupees(toRupees(paise));

/** '25 Nov 2026', India time. */
export const indiaDay = (ms: number): string => DATE.format(ms);

/** '25 Nov 2026, 10:00 am', India time. */
export const indiaDateTime = (ms: number): string => DATE_TIME.format(ms);

/** A calendar day ('2026-11-28') as 'Sat, 28 Nov 2026'. */
export function calendarDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : DAY.format(at);
}

/** Who changed an order, in words. */
export const ACTOR_NAMES: Readonly<Record<Actor, string>> = { shopper: 'Shopper', admin: 'Admin', system: 'System' };
