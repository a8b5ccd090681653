import { inject, injectable } from 'inversify';
import type { Order } from '../../domain/orders/order';
import { isOrderNumber } from '../../domain/orders/order-number';
import { orderReturnability, type LineReturnability } from '../../domain/returns/return-policy';
import { checkReturnAsk, requestedKeys, type ReturnRequest } from '../../domain/returns/return-request';
import { CLOCK, type Clock } from '../ports/clock';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../ports/exclusive-lock';
import { LOGGER, type Logger } from '../ports/logger';
import { ORDER_BOOK, type OrderBook } from '../ports/order-book';
import { RETURN_REQUESTS, type ReturnMoveAnswer, type ReturnRequests } from '../ports/return-requests';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { LOGIN_REQUIRED, NOT_SAVED, readOrUnavailable, UNAVAILABLE, type LoginRequired, type NotSaved, type Unavailable } from '../outcomes';

/** The cross-tab lock every return request runs under (the local backend's Web Lock). */
export const RETURNS_LOCK = 'returns';

/** The order or the returns could not be read: nothing is known (never taken for "no order"). */

export type ReturnLookupOutcome =
  /** The order, returnable until `until`: each line with why it cannot go back, if it cannot; the returns asked for already. */
  | { readonly kind: 'found'; readonly order: Order; readonly until: number; readonly lines: readonly LineReturnability[]; readonly requests: readonly ReturnRequest[] }
  /** The order is the shopper's, but nothing of it can be returned now (not delivered, past the window, nothing returnable): why. */
  | { readonly kind: 'not-returnable'; readonly order: Order; readonly reason: string; readonly requests: readonly ReturnRequest[] }
  /** No order of theirs by that number and email (another shopper's included: never said to exist). */
  | { readonly kind: 'not-found' }
  | LoginRequired
  | Unavailable;

export type ReturnRequestOutcome =
  | { readonly kind: 'requested'; readonly request: ReturnRequest }
  | { readonly kind: 'refused'; readonly reason: string }
  /** The form's choice is not one a return takes (no item, no reason, a comment too long): its message. */
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'not-found' }
  | LoginRequired
  /** The store refused the write or could not be reached: nothing was requested. */
  | NotSaved;

export type ReturnCancelOutcome = ReturnMoveAnswer | LoginRequired | NotSaved;

export type ReturnsListOutcome = { readonly kind: 'ok'; readonly requests: readonly ReturnRequest[] } | LoginRequired | Unavailable;


/** The same address, however typed: emails are compared trimmed and case-insensitively. */
const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Returns against the logged-in shopper's own orders: an order found by its number and the email
 * it was sent with, what of it may go back under the return policy, and a return asked for.
 */
@injectable()
export class ReturnsService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(ORDER_BOOK) private readonly book: OrderBook,
    @inject(RETURN_REQUESTS) private readonly returns: ReturnRequests,
    @inject(EXCLUSIVE_LOCK) private readonly lock: ExclusiveLock,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The shopper's order numbered `orderNumber` and sent to `email`, and what of it may be returned now. */
  async find(orderNumber: string, email: string): Promise<ReturnLookupOutcome> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    if (!isOrderNumber(orderNumber)) return { kind: 'not-found' };
    let order: Order | undefined;
    let requests: readonly ReturnRequest[];
    try {
      order = await this.book.find(owner, orderNumber);
      if (!order || !sameEmail(order.address.email, email)) return { kind: 'not-found' };
      requests = await this.returns.listFor(owner, orderNumber);
    } catch (error) {
      this.logger.warn('The order to return could not be read.', error);
      return UNAVAILABLE;
    }
    const open = orderReturnability(order, this.clock.now(), requestedKeys(requests));
    if (open.kind === 'refused') return { kind: 'not-returnable', order, reason: open.reason, requests };
    return { kind: 'found', order, until: open.until, lines: open.lines, requests };
  }

  /** Asks to return the chosen lines of the shopper's order; the store decides against the order as it holds it. */
  async request(orderNumber: string, choice: { readonly lines: unknown; readonly reason: unknown; readonly comment?: unknown }): Promise<ReturnRequestOutcome> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    if (!isOrderNumber(orderNumber)) return { kind: 'not-found' };
    const checked = checkReturnAsk(choice);
    if (checked.kind === 'invalid') return checked;
    try {
      return await this.lock.run(RETURNS_LOCK, () => this.returns.request(owner, orderNumber, checked.ask, this.clock.now()));
    } catch (error) {
      this.logger.warn('The return could not be requested.', error);
      return NOT_SAVED;
    }
  }

  /** Calls off the shopper's return `returnId`, while the return's life lets them (before pickup). */
  async cancel(returnId: string): Promise<ReturnCancelOutcome> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    try {
      return await this.lock.run(RETURNS_LOCK, () => this.returns.cancel(owner, returnId, this.clock.now()));
    } catch (error) {
      this.logger.warn('The return could not be cancelled.', error);
      return NOT_SAVED;
    }
  }

  /** The returns asked for the shopper's order (the order page's). */
  async listFor(orderNumber: string): Promise<ReturnsListOutcome> {
    const owner = this.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    if (!isOrderNumber(orderNumber)) return { kind: 'ok', requests: [] };
    return readOrUnavailable(this.logger, 'The returns could not be read.', async () => ({ kind: 'ok', requests: await this.returns.listFor(owner, orderNumber) }) as const);
  }

  private owner(): string | undefined {
    return this.session.currentUser()?.phone;
  }
}
