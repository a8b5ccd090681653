import { inject, injectable } from 'inversify';
import { RECENT_ACTIVITY_SHOWN, type AdminActivity } from '../../domain/admin/activity';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../ports/admin-activity-log';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { USER_ACCOUNTS, type UserAccounts } from '../ports/user-accounts';

export interface DashboardFigures {
  readonly totalProducts: number;
  /** In rupees. */
  readonly revenueToday: number;
  readonly activeUsers: number;
  readonly pendingDeliveries: number;
}

/**
 * The dashboard's cards. The accounts' adapters load at their first call (they are deferred).
 */
@injectable()
export class DashboardService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(ADMIN_ACTIVITY_LOG) private readonly activity: AdminActivityLog,
    @inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
  ) {}

  async figures(): Promise<DashboardFigures> {
    // A page of none: the store answers the count alone.
    const [{ total }, activeUsers] = await Promise.all([
      this.products.productTable({ search: '', page: { offset: 0, limit: 0 } }),
      this.activeUsers(),
    ]);
    // Orders do not exist yet: no revenue, no deliveries (the figures come from orders when they do).
    return { totalProducts: total, revenueToday: 0, activeUsers, pendingDeliveries: 0 };
  }

  /** The registered accounts. */
  activeUsers(): Promise<number> {
    return this.accounts.count();
  }

  recentActivity(limit = RECENT_ACTIVITY_SHOWN): Promise<AdminActivity[]> {
    return this.activity.recent(limit);
  }
}
