import { describe } from 'vitest';
import { LocalCartStore } from '../../src/adapters/local/local-cart-store';
import { LocalOrderBook } from '../../src/adapters/local/local-order-book';
import { LocalProductRepository } from '../../src/adapters/local/local-product-repository';
import { MemoryExclusiveLock } from '../../src/adapters/memory/memory-exclusive-lock';
import { newOrder } from '../../src/domain/orders/order';
import { orderNumber } from '../../src/domain/orders/order-number';
import { HOME } from '../support/addresses';
import { MapStorage } from '../support/map-storage';
import { aProduct, generateProducts } from '../support/products';
import { RecordingLogger } from '../support/recording-logger';
import { benchAmongPasses } from './calibration';
import { requestFor } from '../adapters/order-book.contract';

// What an order costs the local backend as the book grows: the whole book is one localStorage
// value, so placing reads, checks and writes all of it, and listing reads it and checks the
// shopper's own. 1,000 and 10,000 orders over 100 shoppers (10 and 100 orders each).
const SHOPPERS = 100;
const AT = Date.UTC(2026, 10, 20, 6);
// Stock in M for every order the bench places (an untracked stock, as before variants, is no more).
const JACKET = aProduct({ id: 1, title: 'Bench Jacket', price: 1999, originalPrice: 2999, stock: 1_000_000_000, category: 'outerwear' });
const jacketLine = { productId: 1, size: 'M', quantity: 1, unitPrice: 199_900 } as const;

const phoneOf = (shopper: number) => String(9_000_000_000 + shopper);

/** A book of `size` orders as the local backend stores it. */
function storedBook(size: number): string {
  const byOwner: Record<string, unknown[]> = {};
  for (let i = 0; i < size; i++) {
    const order = newOrder({
      number: orderNumber(i + 1),
      placedAt: AT + i * 60_000,
      lines: [{ productId: 1, title: JACKET.title, image: JACKET.image, category: 'outerwear', size: 'M', quantity: 1, unitPrice: 199_900, mrp: 299_900 }],
      totals: { subtotal: 199_900, delivery: 0, discount: 0, total: 199_900 },
      address: HOME,
      deliveryOption: 'standard',
      estimatedDate: '2026-11-25',
      paymentMethod: 'upi',
    });
    (byOwner[phoneOf(i % SHOPPERS)] ??= []).push({ ...order, key: `bench-order-${i}` });
  }
  return JSON.stringify({ sequence: size, invoices: { '26-27': size }, byOwner });
}

for (const size of [1_000, 10_000]) {
  describe(`orders in a book of ${size.toLocaleString('en')} orders`, async () => {
    const yardstick = generateProducts(size);
    const storage = new MapStorage();
    storage.setItem('orders', storedBook(size));
    const logger = new RecordingLogger();
    const catalogue = new LocalProductRepository(storage, () => [JACKET], logger);
    const book = new LocalOrderBook(storage, logger, { catalogue, carts: new LocalCartStore(storage, logger), lock: new MemoryExclusiveLock() });
    let placed = 0;

    await benchAmongPasses(yardstick, {
      'place one order': async () => {
        placed += 1;
        const result = await book.place(phoneOf(placed % SHOPPERS), requestFor([jacketLine], { key: `bench-new-${size}-${placed}`, payment: 'upi' }), AT);
        if (result.kind !== 'placed') throw new Error(`Not placed: ${result.kind}`);
      },
      "list a shopper's orders": async () => {
        const orders = await book.list(phoneOf(7));
        if (orders.length < size / SHOPPERS) throw new Error('orders missing');
      },
    });
  });
}
