import { inject, injectable } from 'inversify';
import { RECENT_ACTIVITY_SHOWN } from '../../domain/admin/activity';
import { activeSince, countActiveUsers } from '../../domain/admin/active-users';
import { lowStockCount, orderFigures, recentActivity, type DashboardActivity, type SalesDay } from '../../domain/admin/dashboard-figures';
import type { Order, OwnedOrder } from '../../domain/orders/order';
import type { Paise } from '../../domain/orders/paise';
import { OrderDesk } from '../orders/order-desk';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../ports/admin-activity-log';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { SHOPPER_SIGN_IN_LOG, type ShopperSignInLog } from '../ports/shopper-sign-in-log';
import { AdminAuthority } from './admin-authority';
import { ADMIN_ONLY, type AdminOnly } from '../outcomes';
import { UNAVAILABLE, type Unavailable } from '../outcomes';

export interface DashboardFigures {
  readonly totalProducts: number;
  readonly revenueToday: Paise;
  readonly ordersToday: number;
  /** Shoppers who logged in or ordered in the last 30 days, each once (countActiveUsers). */
  readonly activeUsers: number;
  readonly pendingDeliveries: number;
  /** Revenue and orders a day over the last 30 days, today last. */
  readonly series: readonly SalesDay[];
}

/**
 * The orders, or for the figures the shoppers' logins, could not be read (the backend out of
 * reach): nothing to show, nothing changed.
 */


export type DashboardFiguresOutcome = { readonly kind: 'ok'; readonly figures: DashboardFigures } | AdminOnly | Unavailable;
export type RecentActivityOutcome = { readonly kind: 'ok'; readonly activity: DashboardActivity[] } | AdminOnly | Unavailable;
export type LowStockOutcome = { readonly kind: 'ok'; readonly lowStock: number } | AdminOnly;
export type DashboardOutcome =
  | { readonly kind: 'ok'; readonly figures: DashboardFigures; readonly activity: DashboardActivity[]; readonly lowStock: number }
  | AdminOnly
  | Unavailable;

/**
 * The dashboard's cards, for the admin only (AdminAuthority): figures from every order (through
 * OrderDesk.list, which asks the authority itself and releases expired UPI holds first) and the
 * shoppers' logins (Active Users), the catalogue's count and stock, and the admin's product changes.
 */
@injectable()
export class DashboardService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(ADMIN_ACTIVITY_LOG) private readonly activity: AdminActivityLog,
    @inject(OrderDesk) private readonly desk: OrderDesk,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(SHOPPER_SIGN_IN_LOG) private readonly shopperSignIns: ShopperSignInLog,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Everything the Dashboard shows, reading the orders once. */
  async overview(limit = RECENT_ACTIVITY_SHOWN): Promise<DashboardOutcome> {
    const orders = await this.desk.list();
    if (orders.kind !== 'ok') return orders;
    const [figures, activity, lowStock] = await Promise.all([this.figuresOf(orders.orders), this.activityOf(orders.orders, limit), this.lowStockNow()]);
    if (figures === undefined) return UNAVAILABLE;
    return { kind: 'ok', figures, activity, lowStock };
  }

  /** The cards' figures alone: the catalogue is counted, never read whole. */
  async figures(): Promise<DashboardFiguresOutcome> {
    const orders = await this.desk.list();
    if (orders.kind !== 'ok') return orders;
    const figures = await this.figuresOf(orders.orders);
    return figures === undefined ? UNAVAILABLE : { kind: 'ok', figures };
  }

  async recentActivity(limit = RECENT_ACTIVITY_SHOWN): Promise<RecentActivityOutcome> {
    const orders = await this.desk.list();
    if (orders.kind !== 'ok') return orders;
    return { kind: 'ok', activity: await this.activityOf(orders.orders, limit) };
  }

  /**
   * How many products have 20 or fewer left. The product ports have no stock query, so this reads
   * the catalogue whole (in pages, on Supabase): the one dashboard figure that does.
   */
  async lowStock(): Promise<LowStockOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    return { kind: 'ok', lowStock: await this.lowStockNow() };
  }

  /** Undefined when the shoppers' logins cannot be read. */
  private async figuresOf(orders: readonly OwnedOrder[]): Promise<DashboardFigures | undefined> {
    const now = this.clock.now();
    // A page of none: the store answers the count alone.
    const [{ total }, signedIn] = await Promise.all([
      this.products.productTable({ search: '', page: { offset: 0, limit: 0 } }),
      this.signedInSince(activeSince(now)),
    ]);
    if (signedIn === undefined) return undefined;
    const { revenueToday, ordersToday, pendingDeliveries, series } = orderFigures(orders, now);
    return { totalProducts: total, revenueToday, ordersToday, activeUsers: countActiveUsers(orders, signedIn, now), pendingDeliveries, series };
  }

  // Active Users without the logins would be a smaller number shown as the true one: the figures
  // are then unavailable as a whole, as when the orders cannot be read.
  private async signedInSince(since: number): Promise<readonly string[] | undefined> {
    try {
      return await this.shopperSignIns.signedInSince(since);
    } catch (error) {
      this.logger.warn("The shoppers' logins could not be read: the dashboard's figures are not shown.", error);
      return undefined;
    }
  }

  private async activityOf(orders: readonly Order[], limit: number): Promise<DashboardActivity[]> {
    return recentActivity(orders, await this.activity.recent(limit), limit);
  }

  private async lowStockNow(): Promise<number> {
    const { items } = await this.products.catalogue({ order: 'catalogue' });
    return lowStockCount(items);
  }
}
