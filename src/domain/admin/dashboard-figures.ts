import type { Product } from '../catalogue/product';
import { LOW_STOCK_THRESHOLD } from '../catalogue/stock';
import type { AdminActivity } from './activity';
import { indiaDate } from '../orders/india-time';
import type { Order } from '../orders/order';
import type { Actor, OrderStatus } from '../orders/order-status';
import type { Paise } from '../orders/paise';

/**
 * The dashboard's figures, from the orders themselves (and the catalogue's stock). "Today" and a
 * day of the chart are India calendar days, as the invoices are dated. Money in paise. Active Users
 * joins the orders with the shoppers' logins, so it is counted apart: ./active-users.ts.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** How many days the Sales Analytics chart shows, today the last. */
export const SALES_SERIES_DAYS = 30;

export interface SalesDay {
  /** 'YYYY-MM-DD', India time. */
  readonly date: string;
  /** What the day's orders not cancelled cost, delivery included. */
  readonly revenue: Paise;
  /** The day's orders not cancelled (a cancelled one brought nothing in). */
  readonly orders: number;
}

export interface OrderFigures {
  /** What today's orders (India time) not cancelled cost. */
  readonly revenueToday: Paise;
  readonly ordersToday: number;
  /** Orders neither Delivered nor Cancelled: still the shop's to deliver. */
  readonly pendingDeliveries: number;
  /** The last SALES_SERIES_DAYS India days, oldest first, today last. */
  readonly series: readonly SalesDay[];
}

/** Midnight India time at the start of the India day of `ms`. */
function startOfIndiaDay(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** The figures of `orders` at `now`: one pass over them, whatever their number. */
export function orderFigures(orders: readonly Order[], now: number): OrderFigures {
  const today = startOfIndiaDay(now);
  const seriesStart = today - (SALES_SERIES_DAYS - 1) * DAY_MS;
  const revenue = new Array<number>(SALES_SERIES_DAYS).fill(0);
  const counts = new Array<number>(SALES_SERIES_DAYS).fill(0);
  let pendingDeliveries = 0;

  for (const order of orders) {
    if (order.status !== 'Delivered' && order.status !== 'Cancelled') pendingDeliveries += 1;
    if (order.status === 'Cancelled' || order.placedAt < seriesStart) continue;
    const day = Math.floor((order.placedAt - seriesStart) / DAY_MS);
    if (day >= SALES_SERIES_DAYS) continue; // placed after today (a clock ahead of ours)
    revenue[day]! += order.totals.total;
    counts[day]! += 1;
  }

  const series = revenue.map((amount, day) => ({ date: indiaDate(seriesStart + day * DAY_MS), revenue: amount, orders: counts[day]! }));
  const last = series[SALES_SERIES_DAYS - 1]!;
  return { revenueToday: last.revenue, ordersToday: last.orders, pendingDeliveries, series };
}

/**
 * The variants (a size in a colour) with a known stock at or under the spec's threshold (20), out of
 * stock included: what to restock is a size, not a product whose other sizes are full.
 */
export function lowStockCount(products: readonly Pick<Product, 'variants'>[]): number {
  let count = 0;
  for (const { variants } of products) {
    for (const { stock } of variants) if (Number.isFinite(stock) && stock <= LOW_STOCK_THRESHOLD) count += 1;
  }
  return count;
}

/** One line of Recent Activity: an order placed or moved on, or the admin's change to a product. */
export type DashboardActivity =
  | { readonly kind: 'order'; readonly at: number; readonly orderNumber: string; readonly status: OrderStatus; readonly by: Actor; readonly placed: boolean }
  | ({ readonly kind: 'product' } & AdminActivity);

const ACTORS: Readonly<Record<Actor, string>> = { shopper: 'by the shopper', admin: 'by the admin', system: 'by the shop (payment not received in time)' };

/** 'Order FZ00000012 placed'; 'Order FZ00000012 Shipped by the admin'. */
export function describeOrderActivity(entry: Extract<DashboardActivity, { kind: 'order' }>): string {
  return entry.placed ? `Order ${entry.orderNumber} placed` : `Order ${entry.orderNumber} ${entry.status} ${ACTORS[entry.by]}`;
}

/** One line of Recent Activity about an order: its placing or a move of its status. */
export type OrderActivity = Extract<DashboardActivity, { kind: 'order' }>;

/**
 * The newest `limit` of `entries`, newest first; of entries at the same instant, the one offered
 * first. Keeps the newest `limit` as it goes, so 100,000 orders are read once and never sorted whole.
 */
export function newestActivity(entries: Iterable<DashboardActivity>, limit: number): DashboardActivity[] {
  if (limit <= 0) return [];
  const kept: DashboardActivity[] = [];
  for (const entry of entries) {
    if (kept.length === limit && entry.at <= kept[limit - 1]!.at) continue;
    let index = kept.length;
    while (index > 0 && kept[index - 1]!.at < entry.at) index -= 1;
    kept.splice(index, 0, entry);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

function* orderEvents(orders: readonly Order[]): Generator<OrderActivity> {
  for (const order of orders) {
    for (const [index, change] of order.history.entries()) {
      yield { kind: 'order', at: change.at, orderNumber: order.number, status: change.status, by: change.by, placed: index === 0 };
    }
  }
}

/** The newest `limit` events of `orders`: each order's placing and status changes (its history). */
export function orderActivity(orders: readonly Order[], limit: number): OrderActivity[] {
  return newestActivity(orderEvents(orders), limit) as OrderActivity[];
}

/**
 * Recent Activity: the newest `limit` events, newest first, of the orders' newest events (those of
 * orderActivity, all a backend need answer: the newest `limit` of all are among them) and the
 * admin's product changes (the AdminActivityLog); an order's event first at the same instant.
 */
export function mergedActivity(orderEntries: readonly OrderActivity[], productChanges: readonly AdminActivity[], limit: number): DashboardActivity[] {
  return newestActivity([...orderEntries, ...productChanges.map((change) => ({ kind: 'product' as const, ...change }))], limit);
}

/** Recent Activity over every order (mergedActivity of their orderActivity). */
export function recentActivity(orders: readonly Order[], productChanges: readonly AdminActivity[], limit: number): DashboardActivity[] {
  return mergedActivity(orderActivity(orders, limit), productChanges, limit);
}
