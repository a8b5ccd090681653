import type { StoredWishlist } from '../../domain/wishlist/stored-wishlist';
import type { WishlistItem } from '../../domain/wishlist/wishlist';

/**
 * Each shopper's wishlist, by the phone number that identifies their account (a server-backed store
 * keys it by its session instead). Saved whole, as the cart is: one write stores all of it or nothing.
 */
export interface WishlistStore {
  /**
   * The shopper's wishlist: its readable items in order, and whether something unreadable was left
   * out. Rejects when the store cannot be reached: nothing is then known (never an empty list, which
   * would be saved over what is there).
   */
  read(owner: string): Promise<StoredWishlist>;
  /** Replaces the shopper's items. Throws StorageWriteError when refused; the stored list is then unchanged. */
  save(owner: string, items: readonly WishlistItem[]): Promise<void>;
  /**
   * Calls `listener` when the shopper's wishlist changes somewhere else than this store object
   * (another tab); answers how to stop. A store that cannot tell never calls it.
   */
  watch(owner: string, listener: () => void): Promise<() => void>;
}

export const WISHLIST_STORE = Symbol('WishlistStore');
