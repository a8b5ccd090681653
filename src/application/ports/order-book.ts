import type { Order } from '../../domain/orders/order';
import type { LineProblem, OrderRequest } from '../../domain/orders/order-request';
import type { OrderStatus } from '../../domain/orders/order-status';

export type PlaceResult =
  /**
   * `replayed`: the order placed earlier with the same key (a double click, a retry), not a second
   * one. `cartTaken`: what was bought left the cart in the same step (a book that keeps the cart
   * beside the orders, as a database does); otherwise the caller takes it out.
   */
  | { readonly kind: 'placed'; readonly order: Order; readonly replayed: boolean; readonly cartTaken: boolean }
  /** Nothing was placed: these lines cannot be bought as confirmed. */
  | { readonly kind: 'refused'; readonly problems: readonly LineProblem[] }
  /** Nothing was placed: the request is not one the checkout makes (its reason). */
  | { readonly kind: 'invalid'; readonly reason: string };

export type CancelResult =
  | { readonly kind: 'cancelled'; readonly order: Order }
  /** The order cannot be cancelled by its shopper now (shipped, past the window, already cancelled). */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-found' };

export type AdvanceResult =
  | { readonly kind: 'moved'; readonly order: Order }
  /** The status machine does not let the admin make this move from where the order is. */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-found' };

/**
 * Every shopper's orders, by the phone number that identifies their account (a server-backed book
 * keys them by its session instead). Orders come to exist only through `place`, which is atomic: it
 * re-reads the catalogue's prices and stock, and either takes the stock and keeps the order, or
 * changes nothing. Methods reject (StorageWriteError for a refused write) when the book cannot be
 * reached; nothing has then changed.
 */
export interface OrderBook {
  /** Places `request` for `owner` at `at` (a server-backed book uses its own clock). */
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
   * The back office's view: every shopper's orders, newest first. For the admin only: the caller
   * has checked (AdminAuthority), and a server-backed book checks again (its database refuses
   * anyone else).
   */
  listAll(): Promise<readonly Order[]>;
  /**
   * The admin moves any shopper's order on to `to` at `at` (Shipped, In Transit, Delivered), as the
   * status machine lets the admin: its history records the move, and a cash order delivered is paid.
   */
  advance(orderNumber: string, to: OrderStatus, at: number): Promise<AdvanceResult>;
}

export const ORDER_BOOK = Symbol('OrderBook');
