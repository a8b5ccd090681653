import { describe, expect, it } from 'vitest';
import type { CartStore } from '../../src/application/ports/cart-store';
import type { StoredCartLine } from '../../src/domain/cart/cart-line';

export const ASHA = '9876543210';
export const RAVI = '9123456780';
export const NOBODY = '9000000000';

const TEE_M: StoredCartLine = { productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 };
const TEE_L: StoredCartLine = { productId: 1, size: 'L', quantity: 1, priceWhenAdded: 499 };
const JEANS: StoredCartLine = { productId: 2, size: 'XL', quantity: 10, priceWhenAdded: 1299.5 };

/**
 * What every CartStore must do; `create()` gives a store with no carts (a database's, once emptied:
 * hence the promise) whose owners ASHA, RAVI and NOBODY are three shoppers.
 */
export function cartStoreContract(name: string, create: () => CartStore | Promise<CartStore>) {
  describe(`${name} — CartStore contract`, () => {
    it('reads an empty cart, nothing dropped, for a shopper who never saved one', async () => {
      expect(await (await create()).read(ASHA)).toEqual({ lines: [], dropped: false });
    });

    it("keeps each shopper's own lines, in their order, with their prices", async () => {
      const store = await create();
      await store.save(ASHA, [TEE_M, JEANS, TEE_L]);
      await store.save(RAVI, [TEE_L]);
      expect(await store.read(ASHA)).toEqual({ lines: [TEE_M, JEANS, TEE_L], dropped: false });
      expect(await store.read(RAVI)).toEqual({ lines: [TEE_L], dropped: false });
      expect(await store.read(NOBODY)).toEqual({ lines: [], dropped: false });
    });

    it('replaces the lines saved before, down to none', async () => {
      const store = await create();
      await store.save(ASHA, [TEE_M, JEANS]);
      await store.save(ASHA, [{ ...TEE_M, quantity: 5 }]);
      expect((await store.read(ASHA)).lines).toEqual([{ ...TEE_M, quantity: 5 }]);
      await store.save(ASHA, []);
      expect(await store.read(ASHA)).toEqual({ lines: [], dropped: false });
    });

    it('keeps what was saved, not the list the caller changes afterwards', async () => {
      const store = await create();
      const lines = [TEE_M];
      await store.save(ASHA, lines);
      lines.push(JEANS);
      expect((await store.read(ASHA)).lines).toEqual([TEE_M]);
    });

    it('answers a way to stop watching', async () => {
      const stop = await (await create()).watch(ASHA, () => {});
      expect(typeof stop).toBe('function');
      stop();
    });
  });
}
