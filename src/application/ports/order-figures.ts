import type { OrderActivity, OrderFigures } from '../../domain/admin/dashboard-figures';
import type { DeliveryPage, DeliveryQuery } from '../../domain/admin/deliveries';

/** What the Dashboard shows of the orders: bounded whatever their number (30 days, a few events). */
export interface DashboardOrderFigures extends OrderFigures {
  /** Shoppers who logged in or ordered in the last 30 days, each once (countActiveUsers). */
  readonly activeUsers: number;
  /** The orders' newest events, newest first (orderActivity), at most the limit asked. */
  readonly recentOrders: readonly OrderActivity[];
}

/**
 * The back office's questions about every order, answered where the orders are: a browser's
 * backend computes them from its book with the domain's functions (orderFigures, countActiveUsers,
 * orderActivity, deliveryPage); a database's answers them in SQL, so that the admin's screen never reads every
 * order. For the admin only: the caller has checked (AdminAuthority), and a server-backed port
 * checks again (its database refuses anyone else). Methods reject when the orders cannot be read.
 */
export interface OrderFigureQueries {
  /**
   * The Dashboard's figures at `at` (India days, as orderFigures), with the newest
   * `activityLimit` order events. A server-backed port uses its own clock instead of `at`.
   */
  dashboard(at: number, activityLimit: number): Promise<DashboardOrderFigures>;
  /** The orders' newest `limit` events alone (orderActivity): Recent Activity needs no logins. */
  recentOrders(limit: number): Promise<readonly OrderActivity[]>;
  /**
   * The Delivery section's page (deliveryPage): the orders on their way, overdue first then
   * soonest due, overdue as of India's day at `at` (a server-backed port: its own clock's day).
   */
  deliveries(at: number, query: DeliveryQuery): Promise<DeliveryPage>;
}

export const ORDER_FIGURES = Symbol('OrderFigureQueries');
