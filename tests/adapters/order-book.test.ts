import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { LocalOrderBook, ORDERS_KEY } from '../../src/adapters/local/local-order-book';
import { CARTS_KEY, LocalCartStore } from '../../src/adapters/local/local-cart-store';
import { MemoryCartStore } from '../../src/adapters/memory/memory-cart-store';
import { MemoryExclusiveLock } from '../../src/adapters/memory/memory-exclusive-lock';
import { CART_LOCK } from '../../src/application/ports/cart-store';
import type { ExclusiveLock } from '../../src/application/ports/exclusive-lock';
import type { StoredCartLine } from '../../src/domain/cart/cart-line';
import { LocalProductRepository, PRODUCT_STORAGE_KEY } from '../../src/adapters/local/local-product-repository';
import { MemoryOrderBook } from '../../src/adapters/memory/memory-order-book';
import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { MemoryStoreSettings } from '../../src/adapters/memory/memory-store-settings';
import type { Product } from '../../src/domain/catalogue/product';
import type { SharedItem } from '../../src/adapters/local/local-login-attempt-store';
import { MapStorage } from '../support/map-storage';
import { identityRules } from '../support/identity-rules';
import { RecordingLogger } from '../support/recording-logger';
import { ASHA, CONTRACT_CATALOGUE, JEANS, RAVI, TEE, orderBookContract, requestFor } from './order-book.contract';

const stockIn = (products: readonly Product[], id: number) => products.find((product) => product.id === id)?.stock;

orderBookContract('MemoryOrderBook', async (catalogue) => {
  const products = new MemoryProductRepository(catalogue);
  const carts = new MemoryCartStore();
  const settings = new MemoryStoreSettings(identityRules);
  const book = new MemoryOrderBook({ catalogue: products, carts, lock: new MemoryExclusiveLock(), identity: () => settings.readIdentity() });
  return { book, carts, stockOf: async (id) => stockIn(await products.current(), id), saveIdentity: (identity) => settings.saveIdentity(identity) };
});

/**
 * One tab's local book over `storage`. `lock` stands for the Web Locks every tab shares (an
 * in-process lock: one per test, shared by the tabs it makes).
 */
function localBook(storage: Storage = localStorage, logger = new RecordingLogger(), shared?: SharedItem, lock: ExclusiveLock = new MemoryExclusiveLock()) {
  const products = new LocalProductRepository(storage, () => [...CONTRACT_CATALOGUE], logger);
  const carts = new LocalCartStore(storage, logger);
  return { book: new LocalOrderBook(storage, logger, { catalogue: products, carts, lock, shared }), products, carts, logger };
}

/** IndexedDB's one value, as every tab reads it: the last committed write. */
class MemorySharedItem implements SharedItem {
  value: string | undefined;
  refuse = false;
  async get() {
    return this.value;
  }
  async set(value: string) {
    if (this.refuse) throw new DOMException('The transaction was aborted.', 'AbortError');
    this.value = value;
  }
}

function copyStorage(from: Storage, to: Storage): void {
  for (let i = 0; i < from.length; i++) to.setItem(from.key(i)!, from.getItem(from.key(i)!)!);
}

orderBookContract('LocalOrderBook', async (catalogue) => {
  localStorage.clear();
  const logger = new RecordingLogger();
  const products = new LocalProductRepository(localStorage, () => [...catalogue], logger);
  const carts = new LocalCartStore(localStorage, logger);
  const settings = new MemoryStoreSettings(identityRules);
  const book = new LocalOrderBook(localStorage, logger, { catalogue: products, carts, lock: new MemoryExclusiveLock(), identity: () => settings.readIdentity() });
  return { book, carts, stockOf: async (id) => stockIn(await products.current(), id), saveIdentity: (identity) => settings.saveIdentity(identity) };
});

/** Storage that refuses writes of one key, as a full quota refuses the larger value. */
class RefusingStorage extends MapStorage {
  private refused: string | undefined;
  refuseKey(key: string): void {
    this.refused = key;
  }
  override setItem(key: string, value: string): void {
    if (key === this.refused) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

const teeLine = { productId: TEE.id, size: 'M', quantity: 1, unitPrice: 49_900 } as const;
const jeansLine = { productId: JEANS.id, size: 'M', quantity: 1, unitPrice: 249_900 } as const;

describe('LocalOrderBook', () => {
  it('sells the last unit once across two tabs: each reads the stock as stored, not its own cached catalogue', async () => {
    localStorage.clear();
    const tabA = localBook();
    const tabB = localBook();
    // Both tabs have read the catalogue (the jeans' last unit) before either buys.
    expect(stockIn(await tabA.products.current(), JEANS.id)).toBe(1);
    expect(stockIn(await tabB.products.current(), JEANS.id)).toBe(1);
    expect(await tabA.book.place(ASHA, requestFor([jeansLine]), Date.now())).toMatchObject({ kind: 'placed' });
    expect(await tabB.book.place(RAVI, requestFor([jeansLine]), Date.now())).toMatchObject({ kind: 'refused', problems: [{ kind: 'short', left: 0 }] });
  });

  it("waits for a tab's localStorage to catch up with another tab's sale (IndexedDB's revision) before selling the last unit", async () => {
    const shared = new MemorySharedItem();
    const storageA = new MapStorage();
    const storageB = new MapStorage();
    const tabA = localBook(storageA, new RecordingLogger(), shared);
    const tabB = localBook(storageB, new RecordingLogger(), shared);
    expect(stockIn(await tabA.products.current(), JEANS.id)).toBe(1);
    expect(stockIn(await tabB.products.current(), JEANS.id)).toBe(1);
    expect(await tabA.book.place(ASHA, requestFor([jeansLine]), Date.now())).toMatchObject({ kind: 'placed' });
    // Tab B's copy of localStorage hears of tab A's writes 50 ms later.
    setTimeout(() => copyStorage(storageA, storageB), 50);
    expect(await tabB.book.place(RAVI, requestFor([jeansLine]), Date.now())).toMatchObject({ kind: 'refused', problems: [{ kind: 'short', left: 0 }] });
    expect(JSON.parse(shared.value!).sequence).toBe(1);
  });

  it('without the shared copy, a stale tab would sell the last unit again: what IndexedDB is there for', async () => {
    const storageA = new MapStorage();
    const storageB = new MapStorage();
    const tabA = localBook(storageA);
    const tabB = localBook(storageB);
    await tabA.products.current();
    await tabB.products.current();
    await tabA.book.place(ASHA, requestFor([jeansLine]), Date.now());
    expect(await tabB.book.place(RAVI, requestFor([jeansLine]), Date.now())).toMatchObject({ kind: 'placed' });
  });

  it('refuses, and puts the stock and the record back, when IndexedDB refuses the write', async () => {
    const shared = new MemorySharedItem();
    const storage = new MapStorage();
    const { book, products } = localBook(storage, new RecordingLogger(), shared);
    await products.current();
    shared.refuse = true;
    await expect(book.place(ASHA, requestFor([teeLine]), Date.now())).rejects.toBeInstanceOf(StorageWriteError);
    expect(storage.getItem(ORDERS_KEY)).toBeNull();
    expect(stockIn(await products.current(), TEE.id)).toBe(5);
  });

  it('sells the last unit once when two tabs place at the same moment: the book takes its own lock, no caller holds one', async () => {
    localStorage.clear();
    const lock = new MemoryExclusiveLock();
    const tabA = localBook(localStorage, new RecordingLogger(), undefined, lock);
    const tabB = localBook(localStorage, new RecordingLogger(), undefined, lock);
    const results = await Promise.all([tabA.book.place(ASHA, requestFor([jeansLine]), Date.now()), tabB.book.place(RAVI, requestFor([jeansLine]), Date.now())]);
    expect(results.map((result) => result.kind).sort()).toEqual(['placed', 'refused']);
    expect(stockIn(await tabA.products.current(), JEANS.id)).toBe(0);
    expect(JSON.parse(localStorage.getItem(ORDERS_KEY)!).sequence).toBe(1);
  });

  it("waits for a cart edit that holds the cart's lock, then takes what was bought out of the cart as the edit left it", async () => {
    const lock = new MemoryExclusiveLock();
    const { book, carts } = localBook(new MapStorage(), new RecordingLogger(), undefined, lock);
    const tees: StoredCartLine = { productId: TEE.id, size: 'M', quantity: 2, priceWhenAdded: TEE.price };
    const jeans: StoredCartLine = { productId: JEANS.id, size: 'M', quantity: 1, priceWhenAdded: JEANS.price };
    await carts.save(ASHA, [tees]);
    let placing: ReturnType<typeof book.place> | undefined;
    await lock.run(CART_LOCK, async () => {
      placing = book.place(ASHA, requestFor([teeLine], { fromCart: true }), Date.now());
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(await book.list(ASHA)).toEqual([]);
      // Another tab's edit, read and written under the cart's lock meanwhile.
      await carts.save(ASHA, [...(await carts.read(ASHA)).lines, jeans]);
    });
    expect(await placing).toMatchObject({ kind: 'placed', replayed: false });
    expect((await carts.read(ASHA)).lines).toEqual([{ ...tees, quantity: 1 }, jeans]);
  });

  it('puts the cart back, with the stock, when the order cannot be saved (storage full): nothing changed', async () => {
    const storage = new RefusingStorage();
    const { book, products, carts } = localBook(storage);
    const cart: StoredCartLine[] = [{ productId: TEE.id, size: 'M', quantity: 2, priceWhenAdded: TEE.price }];
    await carts.save(ASHA, cart);
    await products.current();
    storage.refuseKey(ORDERS_KEY);
    await expect(book.place(ASHA, requestFor([teeLine], { fromCart: true }), Date.now())).rejects.toBeInstanceOf(StorageWriteError);
    expect((await carts.read(ASHA)).lines).toEqual(cart);
    expect(stockIn(await products.current(), TEE.id)).toBe(5);
    expect(storage.getItem(ORDERS_KEY)).toBeNull();
  });

  it('places nothing, and puts the stock back, when the cart cannot be written', async () => {
    const storage = new RefusingStorage();
    const { book, products, carts } = localBook(storage);
    const cart: StoredCartLine[] = [{ productId: TEE.id, size: 'M', quantity: 2, priceWhenAdded: TEE.price }];
    await carts.save(ASHA, cart);
    await products.current();
    storage.refuseKey(CARTS_KEY);
    await expect(book.place(ASHA, requestFor([teeLine], { fromCart: true }), Date.now())).rejects.toBeInstanceOf(StorageWriteError);
    expect((await carts.read(ASHA)).lines).toEqual(cart);
    expect(stockIn(await products.current(), TEE.id)).toBe(5);
    expect(storage.getItem(ORDERS_KEY)).toBeNull();
  });

  it('keeps an order it cannot read as it is stored, out of the list, and still places new ones beside it', async () => {
    localStorage.clear();
    const { book } = localBook();
    await book.place(ASHA, requestFor([teeLine]), Date.now());
    const record = JSON.parse(localStorage.getItem(ORDERS_KEY)!);
    record.byOwner[ASHA].unshift({ number: 'tampered', total: -1 });
    localStorage.setItem(ORDERS_KEY, JSON.stringify(record));
    expect(await book.list(ASHA)).toHaveLength(1);
    await book.place(ASHA, requestFor([teeLine]), Date.now());
    const after = JSON.parse(localStorage.getItem(ORDERS_KEY)!);
    expect(after.byOwner[ASHA][0]).toEqual({ number: 'tampered', total: -1 });
    expect(after.sequence).toBe(2);
    expect(await book.list(ASHA)).toHaveLength(2);
  });

  it.each([
    ['not JSON', '{"seq'],
    ['a list', '[]'],
    ['a negative sequence', '{"sequence":-1,"invoices":{},"byOwner":{}}'],
    ['lists that are not lists', '{"sequence":1,"invoices":{},"byOwner":{"9876543210":7}}'],
  ])('refuses every call on an unreadable record (%s), writing nothing and taking no stock', async (_what, raw) => {
    localStorage.clear();
    localStorage.setItem(ORDERS_KEY, raw);
    const { book, products, logger } = localBook();
    await expect(book.place(ASHA, requestFor([teeLine]), Date.now())).rejects.toThrow('Your orders could not be read');
    await expect(book.list(ASHA)).rejects.toThrow();
    expect(localStorage.getItem(ORDERS_KEY)).toBe(raw);
    expect(stockIn(await products.current(), TEE.id)).toBe(5);
    expect(logger.warnings[0]).toContain('unreadable');
  });

  it('puts the stock back when the order cannot be saved (storage full), and says so', async () => {
    const storage = new RefusingStorage();
    const { book, products } = localBook(storage);
    expect(stockIn(await products.current(), TEE.id)).toBe(5);
    storage.refuseKey(ORDERS_KEY);
    await expect(book.place(ASHA, requestFor([teeLine]), Date.now())).rejects.toBeInstanceOf(StorageWriteError);
    expect(stockIn(await products.current(), TEE.id)).toBe(5);
    expect(JSON.parse(storage.getItem(PRODUCT_STORAGE_KEY)!).state.products[0].stock).toBe(5);
    expect(storage.getItem(ORDERS_KEY)).toBeNull();
  });
});

// What the browser backends' figures and reports read (WholeOrderBook): the application's port has no such read.
describe.each([
  ['MemoryOrderBook', () => new MemoryOrderBook({ catalogue: new MemoryProductRepository(CONTRACT_CATALOGUE), carts: new MemoryCartStore(), lock: new MemoryExclusiveLock() })],
  ['LocalOrderBook', () => (localStorage.clear(), localBook().book)],
])('%s read whole', (_name, create) => {
  it("answers every shopper's orders, newest first, each with the phone it was placed for", async () => {
    const book = create();
    const ashas = await book.place(ASHA, requestFor([teeLine]), Date.now());
    const ravis = await book.place(RAVI, requestFor([teeLine]), Date.now() + 1);
    if (ashas.kind !== 'placed' || ravis.kind !== 'placed') throw new Error('not placed');
    // The owner is the account, not the delivery address's mobile (the same address for both here).
    expect(await book.everyOrder()).toEqual([
      { ...ravis.order, owner: RAVI },
      { ...ashas.order, owner: ASHA },
    ]);
  });
});
