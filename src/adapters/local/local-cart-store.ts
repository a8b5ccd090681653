import type { CartStore } from '../../application/ports/cart-store';
import type { Logger } from '../../application/ports/logger';
import type { StoredCartLine } from '../../domain/cart/cart-line';
import { EMPTY_CART, readStoredCart, type StoredCart } from '../../domain/cart/stored-cart';
import { readItem, writeItem } from './guarded-storage';

export const CARTS_KEY = 'carts';

/** Where the browser says another tab wrote to storage. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Every shopper's cart in one map under `carts` in localStorage, keyed by phone (as the `users`
 * map is). A map that is not JSON or not an object reads as every cart empty; one shopper's cart in
 * an older or corrupted shape reads as its readable lines, `dropped` said, each with a warning. A
 * save writes that shopper's lines and keeps every other cart as it was stored.
 */
export class LocalCartStore implements CartStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
    private readonly events?: StorageEvents,
  ) {}

  async read(owner: string): Promise<StoredCart> {
    const map = this.load();
    if (!map || !Object.hasOwn(map.carts, owner)) return map?.unreadable ? { lines: [], dropped: true } : EMPTY_CART;
    const cart = readStoredCart(map.carts[owner]);
    if (cart.dropped) this.logger.warn(`Part of the stored cart of ${owner} is unreadable; it was left out.`);
    return cart;
  }

  async save(owner: string, lines: readonly StoredCartLine[]): Promise<void> {
    const carts = this.load()?.carts ?? {};
    writeItem(this.storage, CARTS_KEY, JSON.stringify({ ...carts, [owner]: lines }), 'The cart');
  }

  async watch(_owner: string, listener: () => void): Promise<() => void> {
    const events = this.events;
    if (!events) return () => {};
    // The storage event fires in every other tab of this origin, never in the tab that wrote.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CARTS_KEY || event.key === null) listener();
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  /** The stored map; `unreadable` when what was stored was no map at all (then every cart reads as dropped once). */
  private load(): { carts: Record<string, unknown>; unreadable: boolean } | undefined {
    const raw = readItem(this.storage, CARTS_KEY, this.logger);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { carts: parsed as Record<string, unknown>, unreadable: false };
    } catch {
      // Said below.
    }
    this.logger.warn(`The stored carts under "${CARTS_KEY}" are unreadable; every cart reads as empty.`);
    return { carts: {}, unreadable: true };
  }
}
