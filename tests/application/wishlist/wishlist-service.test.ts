import { describe, expect, it, vi } from 'vitest';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import { WISHLIST_STORE, type WishlistStore } from '../../../src/application/ports/wishlist-store';
import { WISHLIST, type Wishlist } from '../../../src/application/wishlist/wishlist';
import { MemoryWishlistStore } from '../../../src/adapters/memory/memory-wishlist-store';
import { MAX_WISHLIST_ITEMS } from '../../../src/domain/wishlist/wishlist';
import { aProduct, inEverySize } from '../../support/products';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = inEverySize(4, { id: 1, price: 499, originalPrice: 999 });
const JEANS = inEverySize(99, { id: 2, price: 1299 });
const SOLD_OUT = aProduct({ id: 3, stock: 0 });

function setup(store?: WishlistStore) {
  const test = createTestContainer({ products: [TEE, JEANS, SOLD_OUT] });
  if (store) test.container.rebind<WishlistStore>(WISHLIST_STORE).toConstantValue(store);
  test.session.logIn(ASHA);
  return { ...test, service: test.container.get<Wishlist>(WISHLIST) };
}

const ids = async (store: WishlistStore) => (await store.read(ASHA.phone)).items.map((item) => item.productId);

/** A store whose saves are refused, as a full or unavailable browser storage refuses them. */
function refusingStore(initial: number[] = []): WishlistStore {
  return {
    read: async () => ({ items: initial.map((productId) => ({ productId })), dropped: false }),
    save: async () => {
      throw new StorageWriteError('The wishlist could not be saved: browser storage is full or unavailable.');
    },
    watch: async () => () => {},
  };
}

describe('WishlistService: saving and removing', () => {
  it('saves products newest first, once each, and reads them back', async () => {
    const { service, wishlist } = setup();
    expect(await service.save(1, '/')).toEqual({ kind: 'added' });
    expect(await service.save(2, '/')).toEqual({ kind: 'added' });
    expect(await service.save(1, '/')).toEqual({ kind: 'already-saved' });
    expect(await ids(wishlist)).toEqual([2, 1]);
    expect(await service.read()).toEqual({ kind: 'ok', productIds: [2, 1], dropped: false });
  });

  it('saves a product out of stock (to buy later), but not one that does not exist', async () => {
    const { service, wishlist } = setup();
    expect(await service.save(3, '/')).toEqual({ kind: 'added' });
    expect(await service.save(99, '/')).toEqual({ kind: 'not-found' });
    expect(await ids(wishlist)).toEqual([3]);
  });

  it(`refuses a product more than ${MAX_WISHLIST_ITEMS}, naming the maximum`, async () => {
    const { service, wishlist } = setup();
    await wishlist.save(ASHA.phone, Array.from({ length: MAX_WISHLIST_ITEMS }, (_, index) => ({ productId: index + 10 })));
    expect(await service.save(1, '/')).toEqual({ kind: 'full', maximum: MAX_WISHLIST_ITEMS });
    expect(await ids(wishlist)).not.toContain(1);
  });

  it('sends a visitor to log in (the session gate keeps the path to come back to) and stores nothing', async () => {
    const { service, session, returnPath, wishlist } = setup();
    session.logOut();
    expect(await service.save(1, '/categories/tshirts?sort=priceLow')).toEqual({ kind: 'login-required' });
    expect(returnPath.take()).toBe('/categories/tshirts?sort=priceLow');
    expect(await service.remove(1)).toEqual({ kind: 'login-required' });
    expect(await service.read()).toEqual({ kind: 'login-required' });
    expect(await wishlist.read(ASHA.phone)).toEqual({ items: [], dropped: false });
  });

  it('removes a product, one deleted from the catalogue since too', async () => {
    const { service, wishlist, products } = setup();
    await service.save(1, '/');
    await service.save(2, '/');
    await products.remove(2);
    expect(await service.remove(2)).toEqual({ kind: 'removed' });
    expect(await service.remove(7)).toEqual({ kind: 'removed' });
    expect(await ids(wishlist)).toEqual([1]);
  });

  it("answers 'not-saved' when the store refuses the write, never success", async () => {
    const { service, logger } = setup(refusingStore([1]));
    expect(await service.save(2, '/')).toEqual({ kind: 'not-saved' });
    expect(await service.remove(1)).toEqual({ kind: 'not-saved' });
    expect(logger.warnings).toEqual(['The wishlist could not be changed.', 'The wishlist could not be changed.']);
  });

  it("answers 'not-saved' when the list cannot be read: nothing is written over it", async () => {
    const save = vi.fn();
    const { service } = setup({ read: () => Promise.reject(new Error('offline')), save, watch: async () => () => {} });
    expect(await service.save(1, '/')).toEqual({ kind: 'not-saved' });
    expect(await service.remove(1)).toEqual({ kind: 'not-saved' });
    expect(await service.read()).toEqual({ kind: 'unavailable' });
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps both of two saves made at once (each reads and writes under the lock)', async () => {
    const { service, wishlist } = setup();
    await Promise.all([service.save(1, '/'), service.save(2, '/'), service.save(3, '/')]);
    expect((await ids(wishlist)).sort()).toEqual([1, 2, 3]);
  });
});

describe('WishlistService: reading', () => {
  it('removes what could not be read from storage once, says it, and keeps the rest', async () => {
    const store = new MemoryWishlistStore();
    await store.save(ASHA.phone, [{ productId: 2 }]);
    const read = vi.spyOn(store, 'read').mockResolvedValueOnce({ items: [{ productId: 2 }], dropped: true });
    const save = vi.spyOn(store, 'save');
    const { service } = setup(store);
    expect(await service.read()).toEqual({ kind: 'ok', productIds: [2], dropped: true });
    expect(save).toHaveBeenCalledWith(ASHA.phone, [{ productId: 2 }]);
    expect(await service.read()).toEqual({ kind: 'ok', productIds: [2], dropped: false });
    read.mockRestore();
  });

  it('shows each saved product as the catalogue has it now: price, stock, or gone', async () => {
    const { service, products } = setup();
    await products.save({ ...TEE, price: 399 });
    const entries = await service.entries([1, 3, 42]);
    expect(entries.map((entry) => entry.kind)).toEqual(['in-stock', 'out-of-stock', 'gone']);
    expect(entries[0]).toMatchObject({ productId: 1, product: { price: 399, originalPrice: 999 } });
    expect(entries[2]).toEqual({ kind: 'gone', productId: 42 });
  });

  it('follows another tab through the store, and a visitor follows nothing', async () => {
    const store = new MemoryWishlistStore();
    const watch = vi.spyOn(store, 'watch');
    const { service, session } = setup(store);
    const stop = await service.watch(() => {});
    expect(watch).toHaveBeenCalledWith(ASHA.phone, expect.any(Function));
    stop();
    session.logOut();
    await service.watch(() => {});
    expect(watch).toHaveBeenCalledTimes(1);
  });
});

describe('WishlistService: Move to Cart', () => {
  it('puts one in the chosen size into the cart and takes the product off the wishlist', async () => {
    const { service, wishlist, cart } = setup();
    await service.save(2, '/');
    await service.save(1, '/');
    expect(await service.moveToCart(1, { size: 'L' })).toEqual({ kind: 'moved', count: 1 });
    expect((await cart.read(ASHA.phone)).lines).toEqual([{ productId: 1, size: 'L', quantity: 1, priceWhenAdded: 499 }]);
    expect(await ids(wishlist)).toEqual([2]);
  });

  it("refuses as the cart does (out of stock, gone, more than is left) and keeps the product on the wishlist", async () => {
    const { service, wishlist, cart, products } = setup();
    await service.save(3, '/');
    await service.save(1, '/');
    expect(await service.moveToCart(3, { size: 'M' })).toEqual({ kind: 'out-of-stock' });
    await cart.save(ASHA.phone, [{ productId: 1, size: 'M', quantity: 4, priceWhenAdded: 499 }]);
    expect(await service.moveToCart(1, { size: 'M' })).toEqual({ kind: 'more-than-left', left: 4, inCart: 4 });
    await products.remove(1);
    expect(await service.moveToCart(1, { size: 'S' })).toEqual({ kind: 'not-found' });
    expect(await ids(wishlist)).toEqual([1, 3]);
  });

  it('says the product is in the cart but still saved when the wishlist cannot be written', async () => {
    const { service, cart } = setup(refusingStore([1]));
    expect(await service.moveToCart(1, { size: 'S' })).toEqual({ kind: 'added-not-removed', count: 1 });
    expect((await cart.read(ASHA.phone)).lines).toHaveLength(1);
  });

  it('needs a login', async () => {
    const { service, session, cart } = setup();
    session.logOut();
    expect(await service.moveToCart(1, { size: 'S' })).toEqual({ kind: 'login-required' });
    expect((await cart.read(ASHA.phone)).lines).toEqual([]);
  });
});
