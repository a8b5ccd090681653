import { describe, expect, it } from 'vitest';
import type { OrderBook } from '../../src/application/ports/order-book';
import { LocalCartStore } from '../../src/adapters/local/local-cart-store';
import { LocalOrderBook } from '../../src/adapters/local/local-order-book';
import { LocalProductRepository } from '../../src/adapters/local/local-product-repository';
import { LocalReturnRequests, RETURN_REQUESTS_KEY } from '../../src/adapters/local/local-return-requests';
import { MemoryCartStore } from '../../src/adapters/memory/memory-cart-store';
import { MemoryExclusiveLock } from '../../src/adapters/memory/memory-exclusive-lock';
import { MemoryOrderBook } from '../../src/adapters/memory/memory-order-book';
import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { MemoryReturnRequests } from '../../src/adapters/memory/memory-return-requests';
import type { Product } from '../../src/domain/catalogue/product';
import type { Order } from '../../src/domain/orders/order';
import type { OrderRequestLine } from '../../src/domain/orders/order-request';
import { MapStorage } from '../support/map-storage';
import { RecordingLogger } from '../support/recording-logger';
import { requestFor } from './order-book.contract';
import { returnLifeContract } from './return-life.contract';
import { ASHA, RETURNS_CATALOGUE, returnRequestsContract, unit, type ReturnRequestsFixture } from './return-requests.contract';
import { TEE } from './order-book.contract';
import { A_SHIPMENT } from '../support/shipment';

const DAY = 24 * 60 * 60 * 1000;

/** A local order book over `storage`, its carts beside it and an in-process lock for the Web Locks. */
function localOrderBook(storage: Storage, catalogue: () => Product[], logger: RecordingLogger): LocalOrderBook {
  const parts = { catalogue: new LocalProductRepository(storage, catalogue, logger), carts: new LocalCartStore(storage, logger), lock: new MemoryExclusiveLock() };
  return new LocalOrderBook(storage, logger, parts);
}

/** Places through the book and moves the order on, at times `deliveredDaysAgo` back, through the book's admin move. */
function ordersOn(book: OrderBook): ReturnRequestsFixture['order'] {
  return async (owner: string, lines: readonly OrderRequestLine[], deliveredDaysAgo?: number): Promise<Order> => {
    const placedAt = Date.now() - (deliveredDaysAgo ?? 0) * DAY - 3 * DAY;
    const result = await book.place(owner, requestFor(lines), placedAt);
    if (result.kind !== 'placed') throw new Error(JSON.stringify(result));
    if (deliveredDaysAgo === undefined) return result.order;
    let moved: Order = result.order;
    for (const [to, at] of [['Shipped', placedAt + DAY], ['In Transit', placedAt + 2 * DAY], ['Delivered', Date.now() - deliveredDaysAgo * DAY]] as const) {
      const move = await book.advance(moved.number, to, at, A_SHIPMENT);
      if (move.kind !== 'moved') throw new Error(JSON.stringify(move));
      moved = move.order;
    }
    return moved;
  };
}

async function memoryFixture(catalogue: readonly Product[]): Promise<ReturnRequestsFixture> {
  const book = new MemoryOrderBook({ catalogue: new MemoryProductRepository(catalogue), carts: new MemoryCartStore(), lock: new MemoryExclusiveLock() });
  const returns = new MemoryReturnRequests(book);
  return { returns, desk: returns, order: ordersOn(book) };
}

async function localFixture(catalogue: readonly Product[]): Promise<ReturnRequestsFixture> {
  localStorage.clear();
  const logger = new RecordingLogger();
  const book = localOrderBook(localStorage, () => [...catalogue], logger);
  const returns = new LocalReturnRequests(localStorage, book, logger);
  return { returns, desk: returns, order: ordersOn(book) };
}

returnRequestsContract('MemoryReturnRequests', memoryFixture);
returnLifeContract('MemoryReturnRequests', memoryFixture);
returnRequestsContract('LocalReturnRequests', localFixture);
returnLifeContract('LocalReturnRequests', localFixture);

describe('LocalReturnRequests: what is stored', () => {
  function setup(storage = new MapStorage()) {
    const logger = new RecordingLogger();
    const book = localOrderBook(storage, () => [...RETURNS_CATALOGUE], logger);
    return { storage, logger, book, returns: new LocalReturnRequests(storage, book, logger), order: ordersOn(book) };
  }
  const ask = { lines: [{ productId: TEE.id, size: 'M' as const, quantity: 1 }], reason: 'Changed my mind' as const, comment: '' };

  it('keeps the requests under return-requests, per owner, and reads them back in another instance', async () => {
    const test = setup();
    const order = await test.order(ASHA, [unit(TEE)], 1);
    const result = await test.returns.request(ASHA, order.number, ask, Date.now());
    const stored = JSON.parse(test.storage.getItem(RETURN_REQUESTS_KEY)!);
    expect(stored).toEqual({ sequence: 1, byOwner: { [ASHA]: [result.kind === 'requested' && result.request] } });
    const again = new LocalReturnRequests(test.storage, test.book, test.logger);
    expect(await again.listFor(ASHA, order.number)).toHaveLength(1);
  });

  it('refuses every call when the record is unreadable, and keeps it as it is', async () => {
    const test = setup();
    const order = await test.order(ASHA, [unit(TEE)], 1);
    test.storage.setItem(RETURN_REQUESTS_KEY, '{not json');
    await expect(test.returns.request(ASHA, order.number, ask, Date.now())).rejects.toThrow('Your returns could not be read');
    await expect(test.returns.listFor(ASHA, order.number)).rejects.toThrow();
    expect(test.storage.getItem(RETURN_REQUESTS_KEY)).toBe('{not json');
    expect(test.logger.warnings.length).toBeGreaterThan(0);
  });

  it('leaves a tampered request out of the list, and still refuses the item a readable one asked for', async () => {
    const test = setup();
    const order = await test.order(ASHA, [unit(TEE)], 1);
    await test.returns.request(ASHA, order.number, ask, Date.now());
    const stored = JSON.parse(test.storage.getItem(RETURN_REQUESTS_KEY)!);
    stored.byOwner[ASHA].push({ id: 'nope', orderNumber: order.number });
    test.storage.setItem(RETURN_REQUESTS_KEY, JSON.stringify(stored));
    expect(await test.returns.listFor(ASHA, order.number)).toHaveLength(1);
    expect((await test.returns.request(ASHA, order.number, ask, Date.now())).kind).toBe('refused');
  });
});
