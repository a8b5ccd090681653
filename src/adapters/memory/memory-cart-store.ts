import type { CartStore } from '../../application/ports/cart-store';
import type { StoredCartLine } from '../../domain/cart/cart-line';
import { EMPTY_CART, type StoredCart } from '../../domain/cart/stored-cart';

/** Carts held in this page's memory: one tab, so no other place ever changes them. */
export class MemoryCartStore implements CartStore {
  private readonly byOwner = new Map<string, readonly StoredCartLine[]>();

  async read(owner: string): Promise<StoredCart> {
    const lines = this.byOwner.get(owner);
    return lines ? { lines: structuredClone(lines), dropped: false } : EMPTY_CART;
  }

  async save(owner: string, lines: readonly StoredCartLine[]): Promise<void> {
    // A copy: a caller changing its list later does not change what was saved.
    this.byOwner.set(owner, structuredClone(lines));
  }

  async watch(): Promise<() => void> {
    return () => {};
  }
}
