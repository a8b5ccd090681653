import type { Order, Shipment } from '../../domain/orders/order';
import type { OrderPage, OrderQuery } from '../../domain/orders/order-query';
import type { LineProblem, OrderRequest } from '../../domain/orders/order-request';
import type { OrderStatus } from '../../domain/orders/order-status';

export type PlaceResult =
  /** `replayed`: the order placed earlier with the same key (a double click, a retry), not a second one. */
  | { readonly kind: 'placed'; readonly order: Order; readonly replayed: boolean }
  /** Nothing was placed: these lines cannot be bought as confirmed. */
  | { readonly kind: 'refused'; readonly problems: readonly LineProblem[] }
  /** Nothing was placed: the request is not one the checkout makes (its reason). */
  | { readonly kind: 'not-accepted'; readonly reason: string };

export type { OrderPage, OrderQuery } from '../../domain/orders/order-query';

export type CancelResult =
  | { readonly kind: 'cancelled'; readonly order: Order }
  /** The order cannot be cancelled now (shipped, past the shopper's window, already cancelled). */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-found' };

export type AdvanceResult =
  | { readonly kind: 'moved'; readonly order: Order }
  /** The status machine does not let the admin make this move from where the order is (or a shipment is missing). */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-found' };

export type PaymentResult =
  | { readonly kind: 'settled'; readonly order: Order }
  /** The payment is not in a state this settles (a cash order confirmed, a refund not owed), or the reference is malformed. */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-found' };

/**
 * Every shopper's orders, by the phone number that identifies their account (a server-backed book
 * keys them by its session instead). Orders come to exist only through `place`, which is one step of
 * the book's own: it re-reads the catalogue's prices and stock, and either takes the stock, keeps
 * the order and (bought from the cart) takes what was bought out of the shopper's cart, or changes
 * nothing. Each write is serialized by the book itself (a browser's book under its cross-tab lock, a
 * database's in a transaction): callers hold no lock. Methods reject (StorageWriteError for a
 * refused write) when the book cannot be reached; nothing has then changed.
 */
export interface OrderBook {
  /**
   * Places `request` for `owner` at `at` (a server-backed book uses its own clock). With
   * `request.fromCart`, the same step takes each line bought out of the shopper's cart (a line
   * bought in part keeps the rest; lines not bought stay); a replayed order changes no cart.
   */
  place(owner: string, request: OrderRequest, at: number): Promise<PlaceResult>;
  /** The shopper's orders, newest first. */
  list(owner: string): Promise<readonly Order[]>;
  /** The shopper's order with this number; undefined when they have none (another shopper's included). */
  find(owner: string, orderNumber: string): Promise<Order | undefined>;
  /**
   * Cancels the shopper's order at `at` with their reason, if the cancellation policy allows it:
   * its stock is put back and its payment marked (a UPI payment for refund), in one step.
   */
  cancel(owner: string, orderNumber: string, reason: string, at: number): Promise<CancelResult>;
  /**
   * The admin moves any shopper's order on to `to` at `at` (Shipped, In Transit, Delivered), as the
   * status machine lets the admin: its history records the move, and a cash order delivered is paid.
   * To 'Shipped' it needs a valid `shipment` (shipmentProblem), kept on the order.
   */
  advance(orderNumber: string, to: OrderStatus, at: number, shipment?: Shipment): Promise<AdvanceResult>;
  /**
   * The admin's search of every order (matchesOrderQuery), newest first, one page and the count:
   * the back office never reads every order at once. For the admin only: the caller has checked
   * (AdminAuthority), and a server-backed book checks again (its database refuses anyone else).
   */
  searchAll(query: OrderQuery): Promise<OrderPage>;
  /**
   * The admin cancels any shopper's order at `at` for `reason` (checked already), while it is
   * Processing (cancelByDesk): its stock back, its payment as paymentStateAfterCancel, in one step.
   */
  cancelByAdmin(orderNumber: string, reason: string, at: number): Promise<CancelResult>;
  /** The admin confirms a UPI payment received, with its 12-digit reference: 'pending' → 'paid' (confirmUpi). */
  confirmPayment(orderNumber: string, upiReference: string, at: number): Promise<PaymentResult>;
  /** The admin marks a refund owed as paid back: 'refund-due' → 'refunded' (refund). */
  markRefunded(orderNumber: string, at: number): Promise<PaymentResult>;
  /**
   * Cancels (by 'system') every UPI order still 'pending' and 'Processing' placed `holdMinutes` or
   * more before `at` (expiredHold), its stock back; answers how many. Anyone's read may call it. A
   * server-backed book does nothing and answers 0: its server releases them on a schedule of its own.
   */
  releaseExpiredHolds(at: number, holdMinutes: number): Promise<number>;
}

export const ORDER_BOOK = Symbol('OrderBook');
