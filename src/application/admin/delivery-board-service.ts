import { inject, injectable } from 'inversify';
import type { DeliveryPage, DeliveryQuery } from '../../domain/admin/deliveries';
import { ADMIN_ONLY, UNAVAILABLE, type AdminOnly, type Unavailable } from '../outcomes';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { ORDER_FIGURES, type OrderFigureQueries } from '../ports/order-figures';
import { AdminAuthority } from './admin-authority';

export type DeliveryBoardOutcome = { readonly kind: 'ok'; readonly page: DeliveryPage } | AdminOnly | Unavailable;

/**
 * The Delivery section's question, for the admin only (AdminAuthority): one page of the orders on
 * their way and its counts, asked of the backend (ORDER_FIGURES: worked out where the orders are,
 * never read here whole). No expired UPI hold is released first, as OrderDesk's reads do: a hold
 * concerns an order still Processing, never one on its way.
 */
@injectable()
export class DeliveryBoardService {
  constructor(
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(ORDER_FIGURES) private readonly figures: OrderFigureQueries,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async page(query: DeliveryQuery): Promise<DeliveryBoardOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    try {
      return { kind: 'ok', page: await this.figures.deliveries(this.clock.now(), query) };
    } catch (error) {
      this.logger.warn('The deliveries could not be read.', error);
      return UNAVAILABLE;
    }
  }
}
