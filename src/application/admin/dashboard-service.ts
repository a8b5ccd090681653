import { inject, injectable } from 'inversify';
import { RECENT_ACTIVITY_SHOWN, type AdminActivity } from '../../domain/admin/activity';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../ports/admin-activity-log';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { USER_ACCOUNTS, type UserAccounts } from '../ports/user-accounts';
import { ADMIN_ONLY, AdminAuthority, type AdminOnly } from './admin-authority';

export interface DashboardFigures {
  readonly totalProducts: number;
  /** In rupees. */
  readonly revenueToday: number;
  readonly activeUsers: number;
  readonly pendingDeliveries: number;
}

export type DashboardFiguresOutcome = { readonly kind: 'ok'; readonly figures: DashboardFigures } | AdminOnly;
export type RecentActivityOutcome = { readonly kind: 'ok'; readonly activity: AdminActivity[] } | AdminOnly;

/**
 * The dashboard's cards, for the admin only (AdminAuthority). The accounts' adapters load at their
 * first call (they are deferred).
 */
@injectable()
export class DashboardService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(ADMIN_ACTIVITY_LOG) private readonly activity: AdminActivityLog,
    @inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
  ) {}

  async figures(): Promise<DashboardFiguresOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    // A page of none: the store answers the count alone; the registered accounts are the active users.
    const [{ total }, activeUsers] = await Promise.all([
      this.products.productTable({ search: '', page: { offset: 0, limit: 0 } }),
      this.accounts.count(),
    ]);
    // Orders do not exist yet: no revenue, no deliveries (the figures come from orders when they do).
    return { kind: 'ok', figures: { totalProducts: total, revenueToday: 0, activeUsers, pendingDeliveries: 0 } };
  }

  async recentActivity(limit = RECENT_ACTIVITY_SHOWN): Promise<RecentActivityOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    return { kind: 'ok', activity: await this.activity.recent(limit) };
  }
}
