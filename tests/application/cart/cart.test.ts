import { describe, expect, it, vi } from 'vitest';
import { CartEditor } from '../../../src/application/cart/cart-editor';
import { CartReader } from '../../../src/application/cart/cart-reader';
import { CART_STORE, type CartStore } from '../../../src/application/ports/cart-store';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import type { StoredCartLine } from '../../../src/domain/cart/cart-line';
import { inEverySize } from '../../support/products';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = inEverySize(4, { id: 1, price: 499 });
const JEANS = inEverySize(99, { id: 2, price: 1299 });

function setup(store?: CartStore) {
  const test = createTestContainer({ products: [TEE, JEANS] });
  if (store) test.container.rebind<CartStore>(CART_STORE).toConstantValue(store);
  test.session.logIn(ASHA);
  const reader = test.container.get(CartReader);
  const editor = test.container.get(CartEditor);
  // One object for the tests' calls: the reader's and the editor's methods.
  const service = { read: () => reader.read(), subscribe: (listener: () => void) => reader.subscribe(listener), add: editor.add.bind(editor), setQuantity: editor.setQuantity.bind(editor), changeSize: editor.changeSize.bind(editor), remove: editor.remove.bind(editor) };
  return { ...test, service };
}

const line = (productId: number, size: StoredCartLine['size'], quantity: number, priceWhenAdded = productId === 1 ? 499 : 1299): StoredCartLine => ({
  productId,
  size,
  quantity,
  priceWhenAdded,
});

describe('CartEditor: adding', () => {
  it('adds at the stored price, merges the same product and size, and answers the count', async () => {
    const { service, cart } = setup();
    expect(await service.add(1, { size: 'M' }, 1)).toEqual({ kind: 'added', count: 1 });
    expect(await service.add(1, { size: 'M' }, 2)).toEqual({ kind: 'added', count: 3 });
    expect(await service.add(2, { size: 'L' }, 1)).toEqual({ kind: 'added', count: 4 });
    expect((await cart.read(ASHA.phone)).lines).toEqual([line(1, 'M', 3), line(2, 'L', 1)]);
  });

  it('refuses, naming why, and keeps the cart as it was', async () => {
    const { service, cart } = setup();
    await service.add(1, { size: 'M' }, 3);
    expect(await service.add(1, { size: 'M' }, 2)).toEqual({ kind: 'more-than-left', left: 4, inCart: 3 });
    expect(await service.add(2, { size: 'M' }, 11)).toEqual({ kind: 'over-maximum', maximum: 10, inCart: 0 });
    expect(await service.add(99, { size: 'M' }, 1)).toEqual({ kind: 'not-found' });
    for (const quantity of [0, -1, 1e9, Number.NaN, 2.5]) expect((await service.add(2, { size: 'M' }, quantity)).kind).toMatch(/invalid-quantity|over-maximum/);
    expect((await cart.read(ASHA.phone)).lines).toEqual([line(1, 'M', 3)]);
  });

  it('refuses a product out of stock', async () => {
    const { service, products } = setup();
    await products.save(inEverySize(0, TEE));
    expect(await service.add(1, { size: 'M' }, 1)).toEqual({ kind: 'out-of-stock' });
  });

  it("answers 'login-required' to a visitor and stores nothing", async () => {
    const { service, session, cart } = setup();
    session.logOut();
    expect(await service.add(1, { size: 'M' }, 1)).toEqual({ kind: 'login-required' });
    expect(await service.read()).toEqual({ kind: 'login-required' });
    expect((await cart.read(ASHA.phone)).lines).toEqual([]);
  });

  it("answers 'not-saved' when the store refuses, never 'added'", async () => {
    const failing: CartStore = {
      read: async () => ({ lines: [], dropped: false }),
      save: async () => {
        throw new StorageWriteError('The cart could not be saved: browser storage is full or unavailable.');
      },
      watch: async () => () => {},
    };
    const { service, logger } = setup(failing);
    expect(await service.add(1, { size: 'M' }, 1)).toEqual({ kind: 'not-saved' });
    expect(logger.warnings).toEqual(['The cart could not be changed.']);
  });

  it("answers 'not-saved' when the cart cannot be read: nothing is written over it", async () => {
    const save = vi.fn();
    const { service } = setup({ read: () => Promise.reject(new Error('offline')), save, watch: async () => () => {} });
    expect(await service.add(1, { size: 'M' }, 1)).toEqual({ kind: 'not-saved' });
    expect(save).not.toHaveBeenCalled();
  });

  it('counts both of two adds made at once', async () => {
    const { service, cart } = setup();
    await Promise.all([service.add(1, { size: 'M' }, 1), service.add(1, { size: 'M' }, 1), service.add(2, { size: 'S' }, 1)]);
    expect((await cart.read(ASHA.phone)).lines).toEqual([line(1, 'M', 2), line(2, 'S', 1)]);
  });
});

describe('CartEditor: changing a line', () => {
  it('sets a quantity, changes a size (merging), and removes', async () => {
    const { service, cart } = setup();
    await cart.save(ASHA.phone, [line(1, 'M', 1), line(1, 'L', 2), line(2, 'S', 1)]);
    expect(await service.setQuantity({ productId: 2, size: 'S' }, 4)).toEqual({ kind: 'changed', count: 7 });
    expect(await service.changeSize({ productId: 1, size: 'M' }, 'L')).toEqual({ kind: 'changed', count: 7 });
    expect((await cart.read(ASHA.phone)).lines).toEqual([line(1, 'L', 3), line(2, 'S', 4)]);
    expect(await service.remove({ productId: 1, size: 'L' })).toEqual({ kind: 'changed', count: 4 });
    expect((await cart.read(ASHA.phone)).lines).toEqual([line(2, 'S', 4)]);
  });

  it('refuses more than is left now, and a line that is not there', async () => {
    const { service, cart } = setup();
    await cart.save(ASHA.phone, [line(1, 'M', 1)]);
    expect(await service.setQuantity({ productId: 1, size: 'M' }, 5)).toEqual({ kind: 'more-than-left', left: 4 });
    expect(await service.setQuantity({ productId: 1, size: 'S' }, 1)).toEqual({ kind: 'not-in-cart' });
    expect(await service.setQuantity({ productId: 1, size: 'M' }, 0)).toEqual({ kind: 'invalid-quantity' });
  });

  it('removes the line of a product deleted since it was added', async () => {
    const { service, cart } = setup();
    await cart.save(ASHA.phone, [line(77, 'M', 1), line(1, 'M', 1)]);
    expect(await service.setQuantity({ productId: 77, size: 'M' }, 2)).toEqual({ kind: 'not-found' });
    expect(await service.remove({ productId: 77, size: 'M' })).toEqual({ kind: 'changed', count: 1 });
  });

  it('tells its subscribers after each change, not after a refusal', async () => {
    const { service } = setup();
    const listener = vi.fn();
    const stop = service.subscribe(listener);
    await service.add(1, { size: 'M' }, 1);
    await service.add(1, { size: 'M' }, 9);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await service.add(1, { size: 'M' }, 1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('CartReader: reading', () => {
  it('reads the lines; what was unreadable is said once and removed from storage', async () => {
    let stored: unknown = [line(1, 'M', 1), { id: 3 }];
    const store: CartStore = {
      read: async () => (Array.isArray(stored) && stored.length === 2 ? { lines: [line(1, 'M', 1)], dropped: true } : { lines: stored as StoredCartLine[], dropped: false }),
      save: async (_owner, lines) => void (stored = lines),
      watch: async () => () => {},
    };
    const { service } = setup(store);
    expect(await service.read()).toEqual({ kind: 'ok', lines: [line(1, 'M', 1)], dropped: true });
    expect(stored).toEqual([line(1, 'M', 1)]);
    expect(await service.read()).toEqual({ kind: 'ok', lines: [line(1, 'M', 1)], dropped: false });
  });

  it("answers 'unavailable', not an empty cart, when the store cannot be reached", async () => {
    const { service } = setup({ read: () => Promise.reject(new Error('offline')), save: vi.fn(), watch: async () => () => {} });
    expect(await service.read()).toEqual({ kind: 'unavailable' });
  });
});
