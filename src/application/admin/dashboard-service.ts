import { inject, injectable } from 'inversify';
import { RECENT_ACTIVITY_SHOWN } from '../../domain/admin/activity';
import { lowStockCount, mergedActivity, type DashboardActivity, type SalesDay } from '../../domain/admin/dashboard-figures';
import type { Paise } from '../../domain/orders/paise';
import { releaseExpiredHolds } from '../orders/expired-holds';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../ports/admin-activity-log';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { ORDER_BOOK, type OrderBook } from '../ports/order-book';
import { ORDER_FIGURES, type DashboardOrderFigures, type OrderFigureQueries } from '../ports/order-figures';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { STORE_SETTINGS, type StoreSettings } from '../ports/store-settings';
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

export type DashboardFiguresOutcome = { readonly kind: 'ok'; readonly figures: DashboardFigures } | AdminOnly | Unavailable;
export type RecentActivityOutcome = { readonly kind: 'ok'; readonly activity: DashboardActivity[] } | AdminOnly | Unavailable;
export type LowStockOutcome = { readonly kind: 'ok'; readonly lowStock: number } | AdminOnly;
export type DashboardOutcome =
  | { readonly kind: 'ok'; readonly figures: DashboardFigures; readonly activity: DashboardActivity[]; readonly lowStock: number }
  | AdminOnly
  | Unavailable;

/**
 * The dashboard's cards, for the admin only (AdminAuthority): the orders' figures and their newest
 * events asked of the backend (ORDER_FIGURES: counted where the orders are, never read here whole),
 * the catalogue's count and stock, and the admin's product changes.
 */
@injectable()
export class DashboardService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(ADMIN_ACTIVITY_LOG) private readonly activity: AdminActivityLog,
    @inject(ORDER_FIGURES) private readonly orderFigures: OrderFigureQueries,
    @inject(ORDER_BOOK) private readonly book: OrderBook,
    @inject(STORE_SETTINGS) private readonly settings: StoreSettings,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Everything the Dashboard shows, asking the orders' figures once. */
  async overview(limit = RECENT_ACTIVITY_SHOWN): Promise<DashboardOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const orders = await this.orderFiguresNow(limit);
    if (orders === undefined) return UNAVAILABLE;
    const [figures, activity, lowStock] = await Promise.all([this.figuresOf(orders), this.activityOf(orders.recentOrders, limit), this.lowStockNow()]);
    return { kind: 'ok', figures, activity, lowStock };
  }

  /** The cards' figures alone: the catalogue is counted, never read whole. */
  async figures(): Promise<DashboardFiguresOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const orders = await this.orderFiguresNow(0);
    return orders === undefined ? UNAVAILABLE : { kind: 'ok', figures: await this.figuresOf(orders) };
  }

  /** Recent Activity alone: it needs no shoppers' logins, so it shows when they cannot be read. */
  async recentActivity(limit = RECENT_ACTIVITY_SHOWN): Promise<RecentActivityOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    await this.releaseHolds();
    try {
      return { kind: 'ok', activity: await this.activityOf(await this.orderFigures.recentOrders(limit), limit) };
    } catch (error) {
      this.logger.warn("The orders' recent activity could not be read.", error);
      return UNAVAILABLE;
    }
  }

  /**
   * How many variants (a size in a colour) have 20 or fewer left. The product ports have no stock
   * query, so this reads the catalogue whole (in pages, on Supabase): the one dashboard figure that does.
   */
  async lowStock(): Promise<LowStockOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    return { kind: 'ok', lowStock: await this.lowStockNow() };
  }

  // Undefined when the orders or the shoppers' logins (Active Users) cannot be read: a figure
  // without them would be a smaller number shown as the true one, so none is shown.
  private async orderFiguresNow(limit: number): Promise<DashboardOrderFigures | undefined> {
    await this.releaseHolds();
    try {
      return await this.orderFigures.dashboard(this.clock.now(), limit);
    } catch (error) {
      this.logger.warn("The orders or the shoppers' logins could not be read: the dashboard's figures are not shown.", error);
      return undefined;
    }
  }

  // As OrderDesk's reads: a browser's book releases the UPI holds that ran out before a read, so that
  // Pending Deliveries does not count a payment that never came (a server's book does it on a schedule).
  private releaseHolds(): Promise<void> {
    return releaseExpiredHolds(this.book, this.settings, this.clock, this.logger);
  }

  private async figuresOf(orders: DashboardOrderFigures): Promise<DashboardFigures> {
    // A page of none: the store answers the count alone.
    const { total } = await this.products.productTable({ search: '', page: { offset: 0, limit: 0 } });
    const { revenueToday, ordersToday, pendingDeliveries, activeUsers, series } = orders;
    return { totalProducts: total, revenueToday, ordersToday, activeUsers, pendingDeliveries, series };
  }

  private async activityOf(orders: DashboardOrderFigures['recentOrders'], limit: number): Promise<DashboardActivity[]> {
    return mergedActivity(orders, await this.activity.recent(limit), limit);
  }

  private async lowStockNow(): Promise<number> {
    const { items } = await this.products.catalogue({ order: 'catalogue' });
    return lowStockCount(items);
  }
}
