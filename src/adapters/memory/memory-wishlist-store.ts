import type { WishlistStore } from '../../application/ports/wishlist-store';
import { EMPTY_WISHLIST, type StoredWishlist } from '../../domain/wishlist/stored-wishlist';
import type { WishlistItem } from '../../domain/wishlist/wishlist';

/** Wishlists held in this page's memory: one tab, so no other place ever changes them. */
export class MemoryWishlistStore implements WishlistStore {
  private readonly byOwner = new Map<string, readonly WishlistItem[]>();

  async read(owner: string): Promise<StoredWishlist> {
    const items = this.byOwner.get(owner);
    return items ? { items: structuredClone(items), dropped: false } : EMPTY_WISHLIST;
  }

  async save(owner: string, items: readonly WishlistItem[]): Promise<void> {
    // A copy: a caller changing its list later does not change what was saved.
    this.byOwner.set(owner, structuredClone(items));
  }

  async watch(): Promise<() => void> {
    return () => {};
  }
}
