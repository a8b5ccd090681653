import { inject, injectable } from 'inversify';
import { checkCancelReason } from '../../domain/orders/cancellation';
import type { Order } from '../../domain/orders/order';
import { isOrderNumber } from '../../domain/orders/order-number';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { ORDER_BOOK, type OrderBook } from '../ports/order-book';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { STORE_SETTINGS, type StoreSettings } from '../ports/store-settings';
import { releaseExpiredHolds } from './expired-holds';
import { LOGIN_REQUIRED, NOT_SAVED, readOrUnavailable, type LoginRequired, type NotSaved, type Unavailable } from '../outcomes';

/** The book could not be reached: nothing is known (never taken for no orders). */

export type OrdersList = { readonly kind: 'ok'; readonly orders: readonly Order[] } | LoginRequired | Unavailable;
export type OrderLookup = { readonly kind: 'ok'; readonly order: Order } | { readonly kind: 'not-found' } | LoginRequired | Unavailable;
export type CancelOutcome =
  | { readonly kind: 'cancelled'; readonly order: Order }
  /** Not allowed now (shipped, past the window, already cancelled), in the policy's words. */
  | { readonly kind: 'refused'; readonly reason: string }
  /** The reason given is not one the form takes. */
  | { readonly kind: 'invalid-reason'; readonly message: string }
  | { readonly kind: 'not-found' }
  | LoginRequired
  /** The book refused the write or could not be reached: the order is as it was. */
  | NotSaved;


/**
 * The logged-in shopper's orders: listed newest first, each looked up by its number, cancelled while
 * the policy allows. Each read first cancels the UPI orders whose payment hold ran out (anyone's:
 * the next read does it, whoever reads), so that an order never shows as waiting for a payment the
 * shop stopped waiting for.
 */
@injectable()
export class OrdersService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(ORDER_BOOK) private readonly book: OrderBook,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(STORE_SETTINGS) private readonly settings: StoreSettings,
  ) {}

  async list(): Promise<OrdersList> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    return readOrUnavailable(this.logger, 'The orders could not be read.', async () => {
      await this.releaseHolds();
      return { kind: 'ok', orders: await this.book.list(owner) } as const;
    });
  }

  async find(orderNumber: string): Promise<OrderLookup> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    if (!isOrderNumber(orderNumber)) return { kind: 'not-found' };
    return readOrUnavailable(this.logger, 'The order could not be read.', async (): Promise<OrderLookup> => {
      await this.releaseHolds();
      const order = await this.book.find(owner, orderNumber);
      return order ? { kind: 'ok', order } : { kind: 'not-found' };
    });
  }

  /** Cancels the order with the shopper's reason; the book checks the policy against its own record. */
  async cancel(orderNumber: string, reason: string): Promise<CancelOutcome> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    if (!isOrderNumber(orderNumber)) return { kind: 'not-found' };
    const checked = checkCancelReason(reason);
    if (checked.kind === 'invalid') return { kind: 'invalid-reason', message: checked.message };
    try {
      return await this.book.cancel(owner, orderNumber, checked.reason, this.clock.now());
    } catch (error) {
      this.logger.warn('The order could not be cancelled.', error);
      return NOT_SAVED;
    }
  }

  /** One step of the book's, as every write to it; a failure is said in the log and the read goes on. */
  private releaseHolds(): Promise<void> {
    return releaseExpiredHolds(this.book, this.settings, this.clock, this.logger);
  }

  private owner(): string | undefined {
    return this.session.currentUser()?.phone;
  }
}
