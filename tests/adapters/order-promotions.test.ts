import { describe, expect, it } from 'vitest';
import { LocalOrderBook, ORDERS_KEY } from '../../src/adapters/local/local-order-book';
import { LocalProductRepository } from '../../src/adapters/local/local-product-repository';
import { LocalPromotionBook, PROMOTION_USES_KEY } from '../../src/adapters/local/local-promotion-book';
import { LocalCartStore } from '../../src/adapters/local/local-cart-store';
import { MemoryCartStore } from '../../src/adapters/memory/memory-cart-store';
import { MemoryExclusiveLock } from '../../src/adapters/memory/memory-exclusive-lock';
import { MemoryOrderBook } from '../../src/adapters/memory/memory-order-book';
import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { MemoryPromotionBook } from '../../src/adapters/memory/memory-promotion-book';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { orderTotals } from '../../src/domain/orders/order-totals';
import { MapStorage } from '../support/map-storage';
import { RecordingLogger } from '../support/recording-logger';
import { ASHA, CONTRACT_CATALOGUE, TEE, requestFor } from './order-book.contract';
import { orderPromotionsContract } from './order-promotions.contract';
import { FESTIVE } from './promotion-book.contract';

orderPromotionsContract('MemoryOrderBook + MemoryPromotionBook', async (catalogue) => {
  const products = new MemoryProductRepository(catalogue);
  const promotions = new MemoryPromotionBook();
  const book = new MemoryOrderBook({ catalogue: products, carts: new MemoryCartStore(), lock: new MemoryExclusiveLock(), promotions });
  return { book, promotions, stockOf: async (id) => (await products.current()).find((p) => p.id === id)?.stock };
});

orderPromotionsContract('LocalOrderBook + LocalPromotionBook', async (catalogue) => {
  localStorage.clear();
  const logger = new RecordingLogger();
  const products = new LocalProductRepository(localStorage, () => [...catalogue], logger);
  const promotions = new LocalPromotionBook(localStorage, logger);
  const book = new LocalOrderBook(localStorage, logger, { catalogue: products, carts: new LocalCartStore(localStorage, logger), lock: new MemoryExclusiveLock(), promotions });
  return { book, promotions, stockOf: async (id) => (await products.current()).find((p) => p.id === id)?.stock };
});

/** Storage that refuses writes of one key, as a full quota refuses the larger value. */
class RefusingStorage extends MapStorage {
  refused: string | undefined;
  override setItem(key: string, value: string): void {
    if (key === this.refused) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

describe('LocalOrderBook with a promotion code', () => {
  const line = { productId: TEE.id, size: 'M', quantity: 2, unitPrice: 49_900 } as const;
  const request = () => ({ ...requestFor([line], { total: orderTotals([line], 'standard', 9_980).total }), promotionCode: 'FESTIVE10' });

  function books(storage: RefusingStorage) {
    const logger = new RecordingLogger();
    const products = new LocalProductRepository(storage, () => [...CONTRACT_CATALOGUE], logger);
    const promotions = new LocalPromotionBook(storage, logger);
    const carts = new LocalCartStore(storage, logger);
    return { products, promotions, book: new LocalOrderBook(storage, logger, { catalogue: products, carts, lock: new MemoryExclusiveLock(), promotions }) };
  }

  it('takes the use back, with the stock, when the order cannot be saved: nothing changed', async () => {
    const storage = new RefusingStorage();
    const { products, promotions, book } = books(storage);
    await promotions.save(FESTIVE, true);
    await products.current();
    storage.refused = ORDERS_KEY;
    await expect(book.place(ASHA, request(), Date.now())).rejects.toBeInstanceOf(StorageWriteError);
    expect(JSON.parse(storage.getItem(PROMOTION_USES_KEY)!)).toEqual([]);
    expect((await products.current()).find((p) => p.id === TEE.id)?.stock).toBe(5);
    expect(storage.getItem(ORDERS_KEY)).toBeNull();
  });

  it('places nothing when the use cannot be written', async () => {
    const storage = new RefusingStorage();
    const { products, promotions, book } = books(storage);
    await promotions.save(FESTIVE, true);
    storage.refused = PROMOTION_USES_KEY;
    await expect(book.place(ASHA, request(), Date.now())).rejects.toBeInstanceOf(StorageWriteError);
    expect(storage.getItem(ORDERS_KEY)).toBeNull();
    expect((await products.current()).find((p) => p.id === TEE.id)?.stock).toBe(5);
  });

  it('keeps the use, with the order and its stock, when the cancellation cannot be saved', async () => {
    const storage = new RefusingStorage();
    const { products, promotions, book } = books(storage);
    await promotions.save(FESTIVE, true);
    const placing = await book.place(ASHA, request(), Date.now());
    if (placing.kind !== 'placed') throw new Error(JSON.stringify(placing));
    storage.refused = ORDERS_KEY;
    await expect(book.cancel(ASHA, placing.order.number, 'Ordered by mistake', Date.now())).rejects.toBeInstanceOf(StorageWriteError);
    expect(JSON.parse(storage.getItem(PROMOTION_USES_KEY)!)).toHaveLength(1);
    expect((await book.find(ASHA, placing.order.number))?.status).toBe('Processing');
    expect((await products.current()).find((p) => p.id === TEE.id)?.stock).toBe(3);
  });

  it.each([
    ['the admin cancels it', (book: LocalOrderBook, number: string, placedAt: number) => book.cancelByAdmin(number, 'Out of stock', placedAt + 1)],
    ['its UPI hold runs out', (book: LocalOrderBook, _number: string, placedAt: number) => book.releaseExpiredHolds(placedAt + 31 * 60_000, 30)],
  ])('gives the use back when %s', async (_what, cancel) => {
    const { promotions, book } = books(new RefusingStorage());
    await promotions.save(FESTIVE, true);
    const at = Date.now();
    const placing = await book.place(ASHA, { ...request(), paymentMethod: 'upi' }, at);
    if (placing.kind !== 'placed') throw new Error(JSON.stringify(placing));
    expect((await promotions.usage(ASHA, 'FESTIVE10')).total).toBe(1);
    await cancel(book, placing.order.number, at);
    expect((await book.find(ASHA, placing.order.number))?.status).toBe('Cancelled');
    expect((await promotions.usage(ASHA, 'FESTIVE10')).total).toBe(0);
  });
});
