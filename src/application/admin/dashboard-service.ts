import { inject, injectable } from 'inversify';
import { RECENT_ACTIVITY_SHOWN } from '../../domain/admin/activity';
import { lowStockCount, orderFigures, recentActivity, type DashboardActivity, type SalesDay } from '../../domain/admin/dashboard-figures';
import type { Order } from '../../domain/orders/order';
import type { Paise } from '../../domain/orders/paise';
import { OrderDesk } from '../orders/order-desk';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../ports/admin-activity-log';
import { CLOCK, type Clock } from '../ports/clock';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { ADMIN_ONLY, AdminAuthority, type AdminOnly } from './admin-authority';

export interface DashboardFigures {
  readonly totalProducts: number;
  readonly revenueToday: Paise;
  readonly ordersToday: number;
  /** Shoppers who ordered in the last 30 days (see OrderFigures.activeUsers for why not logins). */
  readonly activeUsers: number;
  readonly pendingDeliveries: number;
  /** Revenue and orders a day over the last 30 days, today last. */
  readonly series: readonly SalesDay[];
}

/** The orders could not be read (the backend out of reach): nothing to show, nothing changed. */
export type Unavailable = { readonly kind: 'unavailable' };

export type DashboardFiguresOutcome = { readonly kind: 'ok'; readonly figures: DashboardFigures } | AdminOnly | Unavailable;
export type RecentActivityOutcome = { readonly kind: 'ok'; readonly activity: DashboardActivity[] } | AdminOnly | Unavailable;
export type LowStockOutcome = { readonly kind: 'ok'; readonly lowStock: number } | AdminOnly;
export type DashboardOutcome =
  | { readonly kind: 'ok'; readonly figures: DashboardFigures; readonly activity: DashboardActivity[]; readonly lowStock: number }
  | AdminOnly
  | Unavailable;

/**
 * The dashboard's cards, for the admin only (AdminAuthority): figures from every order (through
 * OrderDesk.list, which asks the authority itself and releases expired UPI holds first), the
 * catalogue's count and stock, and the admin's product changes.
 */
@injectable()
export class DashboardService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(ADMIN_ACTIVITY_LOG) private readonly activity: AdminActivityLog,
    @inject(OrderDesk) private readonly desk: OrderDesk,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
  ) {}

  /** Everything the Dashboard shows, reading the orders once. */
  async overview(limit = RECENT_ACTIVITY_SHOWN): Promise<DashboardOutcome> {
    const orders = await this.desk.list();
    if (orders.kind !== 'ok') return orders;
    const [figures, activity, lowStock] = await Promise.all([this.figuresOf(orders.orders), this.activityOf(orders.orders, limit), this.lowStockNow()]);
    return { kind: 'ok', figures, activity, lowStock };
  }

  /** The cards' figures alone: the catalogue is counted, never read whole. */
  async figures(): Promise<DashboardFiguresOutcome> {
    const orders = await this.desk.list();
    if (orders.kind !== 'ok') return orders;
    return { kind: 'ok', figures: await this.figuresOf(orders.orders) };
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

  private async figuresOf(orders: readonly Order[]): Promise<DashboardFigures> {
    // A page of none: the store answers the count alone.
    const { total } = await this.products.productTable({ search: '', page: { offset: 0, limit: 0 } });
    const { revenueToday, ordersToday, activeUsers, pendingDeliveries, series } = orderFigures(orders, this.clock.now());
    return { totalProducts: total, revenueToday, ordersToday, activeUsers, pendingDeliveries, series };
  }

  private async activityOf(orders: readonly Order[], limit: number): Promise<DashboardActivity[]> {
    return recentActivity(orders, await this.activity.recent(limit), limit);
  }

  private async lowStockNow(): Promise<number> {
    const { items } = await this.products.catalogue({ order: 'catalogue' });
    return lowStockCount(items);
  }
}
