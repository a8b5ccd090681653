import type { CartStore } from '../../application/ports/cart-store';
import type { Logger } from '../../application/ports/logger';
import type { StoredCartLine } from '../../domain/cart/cart-line';
import { EMPTY_CART, readStoredCart, type StoredCart } from '../../domain/cart/stored-cart';
import { OwnerKeyedMap, type OwnerMapKind, type StorageEvents } from './owner-keyed-map';

export const CARTS_KEY = 'carts';

const CARTS: OwnerMapKind<StoredCart> = {
  key: CARTS_KEY,
  read: readStoredCart,
  empty: EMPTY_CART,
  lost: { lines: [], dropped: true },
  words: { map: 'The stored carts', each: 'cart', entry: 'the stored cart', saved: 'The cart' },
};

/**
 * Every shopper's cart in one map under `carts` in localStorage, keyed by phone (as the `users`
 * map is): a tampered map reads as every cart empty and dropped, one shopper's cart in an older or
 * corrupted shape as its readable lines (see OwnerKeyedMap). Other tabs' saves are watched.
 */
export class LocalCartStore extends OwnerKeyedMap<StoredCart, readonly StoredCartLine[]> implements CartStore {
  constructor(storage: Storage, logger: Logger, events?: StorageEvents) {
    super(storage, logger, CARTS, events);
  }
}
