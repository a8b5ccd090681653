import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/orders/order';
import { isOrderNumber } from '../../domain/orders/order-number';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/order-status';
import { ADMIN_ONLY, AdminAuthority, type AdminOnly } from '../admin/admin-authority';
import { CLOCK, type Clock } from '../ports/clock';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../ports/exclusive-lock';
import { LOGGER, type Logger } from '../ports/logger';
import { ORDER_BOOK, type OrderBook } from '../ports/order-book';
import { ORDERS_LOCK } from './checkout-service';

export type DeskList = { readonly kind: 'ok'; readonly orders: readonly Order[] } | AdminOnly | { readonly kind: 'unavailable' };
export type DeskAdvance =
  | { readonly kind: 'moved'; readonly order: Order }
  /** The status machine does not allow it (the order moved on meanwhile, or the move is not the admin's). */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-found' }
  | AdminOnly
  /** The book refused the write or could not be reached: the order is as it was. */
  | { readonly kind: 'not-saved' };

/**
 * The back office's orders: every shopper's, listed for the admin, each moved on through its
 * statuses (Shipped, In Transit, Delivered). Admin only (AdminAuthority); the move runs under the
 * orders' cross-tab lock, as placing and cancelling do, so that no tab reads the book in between.
 */
@injectable()
export class OrderDesk {
  constructor(
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(ORDER_BOOK) private readonly book: OrderBook,
    @inject(EXCLUSIVE_LOCK) private readonly lock: ExclusiveLock,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(): Promise<DeskList> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    try {
      return { kind: 'ok', orders: await this.book.listAll() };
    } catch (error) {
      this.logger.warn('The orders could not be read.', error);
      return { kind: 'unavailable' };
    }
  }

  async advance(orderNumber: string, to: OrderStatus): Promise<DeskAdvance> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    if (!isOrderNumber(orderNumber)) return { kind: 'not-found' };
    if (!ORDER_STATUSES.includes(to)) return { kind: 'refused', reason: `${String(to)} is not an order status.` };
    try {
      return await this.lock.run(ORDERS_LOCK, () => this.book.advance(orderNumber, to, this.clock.now()));
    } catch (error) {
      this.logger.warn('The order could not be moved on.', error);
      return { kind: 'not-saved' };
    }
  }
}
