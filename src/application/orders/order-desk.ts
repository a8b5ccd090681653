import { inject, injectable } from 'inversify';
import { checkCancelReason } from '../../domain/orders/cancellation';
import type { Order, Shipment } from '../../domain/orders/order';
import { shipmentProblem, upiReferenceProblem } from '../../domain/orders/order-desk';
import { isOrderNumber } from '../../domain/orders/order-number';
import type { OrderPage, OrderQuery } from '../../domain/orders/order-query';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/order-status';
import { AdminAuthority } from '../admin/admin-authority';
import { ADMIN_ONLY, type AdminOnly } from '../outcomes';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { ORDER_BOOK, type OrderBook } from '../ports/order-book';
import { STORE_SETTINGS, type StoreSettings } from '../ports/store-settings';
import { releaseExpiredHolds } from './expired-holds';
import { NOT_SAVED, UNAVAILABLE, type NotSaved, type Unavailable } from '../outcomes';

/** The book refused the write or could not be reached: the order is as it was. */
type NotFound = { readonly kind: 'not-found' };
type Refused = { readonly kind: 'refused'; readonly reason: string };
/** What the admin typed breaks a rule of its field (checked before anything is read). */
type Invalid = { readonly kind: 'invalid'; readonly message: string };

export type DeskSearch = { readonly kind: 'ok'; readonly page: OrderPage } | AdminOnly | Unavailable;
export type DeskAdvance =
  | { readonly kind: 'moved'; readonly order: Order }
  /** The status machine does not allow it (the order moved on meanwhile, or the move is not the admin's). */
  | Refused
  | Invalid
  | NotFound
  | AdminOnly
  | NotSaved;
export type DeskShipMany = { readonly kind: 'ok'; readonly results: ReadonlyMap<string, DeskAdvance> } | AdminOnly;
export type DeskCancel = { readonly kind: 'cancelled'; readonly order: Order } | Refused | Invalid | NotFound | AdminOnly | NotSaved;
export type DeskPayment = { readonly kind: 'settled'; readonly order: Order } | Refused | Invalid | NotFound | AdminOnly | NotSaved;

/**
 * The back office's orders: every shopper's, searched a page at a time for the admin (never read
 * whole: the figures and reports ask their own ports), moved on through their statuses (shipped
 * with a courier and tracking number), cancelled before they ship, their UPI payments confirmed and
 * their refunds marked paid. Admin only (AdminAuthority). Each call first
 * cancels the UPI orders whose hold ran out (the hold: the store's setting), so that no read shows
 * stock held for a payment that never came. Each write is one step of the book's own, which keeps
 * other tabs and sessions from changing the order in between.
 */
@injectable()
export class OrderDesk {
  constructor(
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(ORDER_BOOK) private readonly book: OrderBook,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(STORE_SETTINGS) private readonly settings: StoreSettings,
  ) {}

  /** One page of the orders the query finds, newest first, and their count. */
  async search(query: OrderQuery): Promise<DeskSearch> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    try {
      await this.releaseHolds();
      return { kind: 'ok', page: await this.book.searchAll(query) };
    } catch (error) {
      this.logger.warn('The orders could not be read.', error);
      return UNAVAILABLE;
    }
  }

  /** Moves the order on to `to`; to Shipped with the courier and tracking number. */
  async advance(orderNumber: string, to: OrderStatus, shipment?: Shipment): Promise<DeskAdvance> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    return this.advanceAsAdmin(orderNumber, to, shipment);
  }

  /** Marks each order Shipped with its own shipment, each on its own: one refused leaves the others shipped. */
  async shipMany(orderNumbers: readonly string[], shipmentsByNumber: ReadonlyMap<string, Shipment>): Promise<DeskShipMany> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const results = new Map<string, DeskAdvance>();
    for (const number of new Set(orderNumbers)) {
      const shipment = shipmentsByNumber.get(number);
      results.set(number, await this.advanceAsAdmin(number, 'Shipped', shipment));
    }
    return { kind: 'ok', results };
  }

  /** Cancels an order that has not shipped, for the admin's reason: its stock goes back. */
  async cancel(orderNumber: string, reason: string): Promise<DeskCancel> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    if (!isOrderNumber(orderNumber)) return { kind: 'not-found' };
    const checked = checkCancelReason(reason);
    if (checked.kind === 'invalid') return { kind: 'invalid', message: checked.message };
    return this.write('The order could not be cancelled.', () => this.book.cancelByAdmin(orderNumber, checked.reason, this.clock.now()));
  }

  /** Confirms a UPI payment received, with its 12-digit reference number. */
  async confirmPayment(orderNumber: string, upiReference: string): Promise<DeskPayment> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    if (!isOrderNumber(orderNumber)) return { kind: 'not-found' };
    const problem = upiReferenceProblem(upiReference);
    if (problem) return { kind: 'invalid', message: problem };
    return this.write('The payment could not be confirmed.', () => this.book.confirmPayment(orderNumber, upiReference.trim(), this.clock.now()));
  }

  /** Marks the refund an order is owed as paid back. */
  async markRefunded(orderNumber: string): Promise<DeskPayment> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    if (!isOrderNumber(orderNumber)) return { kind: 'not-found' };
    return this.write('The refund could not be marked.', () => this.book.markRefunded(orderNumber, this.clock.now()));
  }

  private advanceAsAdmin(orderNumber: string, to: OrderStatus, shipment: Shipment | undefined): Promise<DeskAdvance> {
    if (!isOrderNumber(orderNumber)) return Promise.resolve({ kind: 'not-found' });
    if (!ORDER_STATUSES.includes(to)) return Promise.resolve({ kind: 'refused', reason: `${String(to)} is not an order status.` });
    if (to === 'Shipped') {
      const problem = shipmentProblem(shipment);
      if (problem) return Promise.resolve({ kind: 'invalid', message: problem });
    }
    return this.write('The order could not be moved on.', () => this.book.advance(orderNumber, to, this.clock.now(), shipment));
  }

  /** The expired holds released, then `change`; a failure is `not-saved`, said in the log. */
  private async write<T>(failure: string, change: () => Promise<T>): Promise<T | NotSaved> {
    try {
      await this.releaseHolds();
      return await change();
    } catch (error) {
      this.logger.warn(failure, error);
      return NOT_SAVED;
    }
  }

  private releaseHolds(): Promise<void> {
    return releaseExpiredHolds(this.book, this.settings, this.clock, this.logger);
  }
}
