import type { Logger } from '../../application/ports/logger';
import type { WishlistStore } from '../../application/ports/wishlist-store';
import { EMPTY_WISHLIST, readStoredWishlist, type StoredWishlist } from '../../domain/wishlist/stored-wishlist';
import type { WishlistItem } from '../../domain/wishlist/wishlist';
import { OwnerKeyedMap, type OwnerMapKind, type StorageEvents } from './owner-keyed-map';

export const WISHLISTS_KEY = 'wishlists';

const WISHLISTS: OwnerMapKind<StoredWishlist> = {
  key: WISHLISTS_KEY,
  read: readStoredWishlist,
  empty: EMPTY_WISHLIST,
  lost: { items: [], dropped: true },
  words: { map: 'The stored wishlists', each: 'wishlist', entry: 'the stored wishlist', saved: 'The wishlist' },
};

/**
 * Every shopper's wishlist in one map under `wishlists` in localStorage, keyed by phone (as the
 * carts are): a tampered map reads as every wishlist empty and dropped, one shopper's list in a
 * corrupted shape as its readable items (see OwnerKeyedMap). Other tabs' saves are watched.
 */
export class LocalWishlistStore extends OwnerKeyedMap<StoredWishlist, readonly WishlistItem[]> implements WishlistStore {
  constructor(storage: Storage, logger: Logger, events?: StorageEvents) {
    super(storage, logger, WISHLISTS, events);
  }
}
