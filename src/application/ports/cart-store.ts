import type { StoredCartLine } from '../../domain/cart/cart-line';
import type { StoredCart } from '../../domain/cart/stored-cart';

/**
 * Each shopper's cart, by the phone number that identifies their account (a server-backed store
 * keys it by its session instead). Asynchronous, as a server-backed store is.
 */
export interface CartStore {
  /**
   * The shopper's cart: its readable lines, and whether something unreadable was left out (an older
   * or corrupted shape). Rejects when the store cannot be reached: nothing is then known.
   */
  read(owner: string): Promise<StoredCart>;
  /** Replaces the shopper's lines. Throws StorageWriteError when refused; the stored cart is then unchanged. */
  save(owner: string, lines: readonly StoredCartLine[]): Promise<void>;
  /**
   * Calls `listener` when the shopper's cart changes somewhere else than this store object (another
   * tab); answers how to stop. A store that cannot tell never calls it. (A promise, as every method
   * is, so that the adapter's code may load at its first call.)
   */
  watch(owner: string, listener: () => void): Promise<() => void>;
}

export const CART_STORE = Symbol('CartStore');

/**
 * The name of the cross-tab lock every read-change-write of a shopper's cart runs under: the cart's
 * use cases', and a browser order book's taking what was bought out of the cart as it places.
 */
export const CART_LOCK = 'cart';
