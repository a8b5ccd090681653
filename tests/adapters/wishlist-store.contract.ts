import { describe, expect, it } from 'vitest';
import type { WishlistStore } from '../../src/application/ports/wishlist-store';
import type { WishlistItem } from '../../src/domain/wishlist/wishlist';

export const ASHA = '9876543210';
export const RAVI = '9123456780';
export const NOBODY = '9000000000';

const items = (...ids: number[]): WishlistItem[] => ids.map((productId) => ({ productId }));

/**
 * What every WishlistStore must do; `create()` gives a store with no wishlists (a database's, once
 * emptied: hence the promise) whose owners ASHA, RAVI and NOBODY are three shoppers.
 */
export function wishlistStoreContract(name: string, create: () => WishlistStore | Promise<WishlistStore>) {
  describe(`${name} — WishlistStore contract`, () => {
    it('reads an empty list, nothing dropped, for a shopper who never saved one', async () => {
      expect(await (await create()).read(ASHA)).toEqual({ items: [], dropped: false });
    });

    it("keeps each shopper's own items, in their order", async () => {
      const store = await create();
      await store.save(ASHA, items(7, 1, 12));
      await store.save(RAVI, items(1));
      expect(await store.read(ASHA)).toEqual({ items: items(7, 1, 12), dropped: false });
      expect(await store.read(RAVI)).toEqual({ items: items(1), dropped: false });
      expect(await store.read(NOBODY)).toEqual({ items: [], dropped: false });
    });

    it('replaces the items saved before, down to none', async () => {
      const store = await create();
      await store.save(ASHA, items(7, 1));
      await store.save(ASHA, items(3));
      expect((await store.read(ASHA)).items).toEqual(items(3));
      await store.save(ASHA, []);
      expect(await store.read(ASHA)).toEqual({ items: [], dropped: false });
    });

    it('keeps 100 items, the most a wishlist holds', async () => {
      const store = await create();
      const hundred = items(...Array.from({ length: 100 }, (_, index) => index + 1));
      await store.save(ASHA, hundred);
      expect(await store.read(ASHA)).toEqual({ items: hundred, dropped: false });
    });

    it('keeps what was saved, not the list the caller changes afterwards', async () => {
      const store = await create();
      const list = items(1);
      await store.save(ASHA, list);
      list.push({ productId: 2 });
      expect((await store.read(ASHA)).items).toEqual(items(1));
    });

    it('answers a way to stop watching', async () => {
      const stop = await (await create()).watch(ASHA, () => {});
      expect(typeof stop).toBe('function');
      stop();
    });
  });
}
