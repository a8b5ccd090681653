import type { Logger } from '../../application/ports/logger';
import type { WishlistStore } from '../../application/ports/wishlist-store';
import { EMPTY_WISHLIST, readStoredWishlist, type StoredWishlist } from '../../domain/wishlist/stored-wishlist';
import type { WishlistItem } from '../../domain/wishlist/wishlist';
import { readItem, writeItem } from './guarded-storage';
import type { StorageEvents } from './local-cart-store';

export const WISHLISTS_KEY = 'wishlists';

/**
 * Every shopper's wishlist in one map under `wishlists` in localStorage, keyed by phone (as the
 * carts are). A map that is not JSON or not an object reads as every wishlist empty, dropped; one
 * shopper's list in a corrupted shape reads as its readable items, `dropped` said, with a warning. A
 * save writes that shopper's items and keeps every other list as it was stored.
 */
export class LocalWishlistStore implements WishlistStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
    private readonly events?: StorageEvents,
  ) {}

  async read(owner: string): Promise<StoredWishlist> {
    const map = this.load();
    if (!map || !Object.hasOwn(map.lists, owner)) return map?.unreadable ? { items: [], dropped: true } : EMPTY_WISHLIST;
    const list = readStoredWishlist(map.lists[owner]);
    if (list.dropped) this.logger.warn(`Part of the stored wishlist of ${owner} is unreadable; it was left out.`);
    return list;
  }

  async save(owner: string, items: readonly WishlistItem[]): Promise<void> {
    const lists = this.load()?.lists ?? {};
    writeItem(this.storage, WISHLISTS_KEY, JSON.stringify({ ...lists, [owner]: items }), 'The wishlist');
  }

  async watch(_owner: string, listener: () => void): Promise<() => void> {
    const events = this.events;
    if (!events) return () => {};
    // The storage event fires in every other tab of this origin, never in the tab that wrote.
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLISTS_KEY || event.key === null) listener();
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  /** The stored map; `unreadable` when what was stored was no map at all. */
  private load(): { lists: Record<string, unknown>; unreadable: boolean } | undefined {
    const raw = readItem(this.storage, WISHLISTS_KEY, this.logger);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { lists: parsed as Record<string, unknown>, unreadable: false };
    } catch {
      // Said below.
    }
    this.logger.warn(`The stored wishlists under "${WISHLISTS_KEY}" are unreadable; every wishlist reads as empty.`);
    return { lists: {}, unreadable: true };
  }
}
