// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CART_STORE, type CartStore } from '../../src/application/ports/cart-store';
import { ORDER_BOOK, type OrderBook } from '../../src/application/ports/order-book';
import type { StockKeeper } from '../../src/adapters/in-browser/orders-record';
import { createContainer } from '../../src/composition/create-container';
import { STOCK_KEEPER } from '../../src/composition/stock-keeper';
import { WHOLE_ORDER_BOOK } from '../../src/composition/whole-order-book';
import type { WholeOrderBook } from '../../src/adapters/in-browser/whole-order-book';
import { ORDER_FIGURES, type OrderFigureQueries } from '../../src/application/ports/order-figures';
import { line, requestFor } from '../adapters/order-book.contract';
import { testBackend } from '../support/backends';

const ASHA = '9876543210';

describe('the composition: the order book of the browser backends', () => {
  for (const storage of ['local', 'memory'] as const) {
    it(`${storage}: places from the cart the app's cart store keeps, taking what was bought out of it in the same call`, async () => {
      localStorage.clear();
      const container = createContainer(testBackend(storage));
      const product = (await container.get<StockKeeper>(STOCK_KEEPER).current()).find((candidate) => (candidate.stock ?? 0) >= 3)!;
      const carts = container.get<CartStore>(CART_STORE);
      const kept = { productId: product.id, size: 'L' as const, quantity: 1, priceWhenAdded: product.price };
      await carts.save(ASHA, [{ productId: product.id, size: 'M', quantity: 3, priceWhenAdded: product.price }, kept]);

      const result = await container.get<OrderBook>(ORDER_BOOK).place(ASHA, requestFor([line(product, 2)], { payment: 'upi', fromCart: true }), Date.now());

      expect(result).toMatchObject({ kind: 'placed', replayed: false });
      expect((await carts.read(ASHA)).lines).toEqual([{ productId: product.id, size: 'M', quantity: 1, priceWhenAdded: product.price }, kept]);
    });

    it(`${storage}: the admin's figures read the very book the checkout places in (WHOLE_ORDER_BOOK is ORDER_BOOK)`, async () => {
      localStorage.clear();
      const container = createContainer(testBackend(storage));
      const product = (await container.get<StockKeeper>(STOCK_KEEPER).current()).find((candidate) => (candidate.stock ?? 0) >= 1)!;
      const placed = await container.get<OrderBook>(ORDER_BOOK).place(ASHA, requestFor([line(product, 1)]), Date.now());
      if (placed.kind !== 'placed') throw new Error(placed.kind);
      expect(await container.get<WholeOrderBook>(WHOLE_ORDER_BOOK).everyOrder()).toEqual([{ ...placed.order, owner: ASHA }]);
      expect(await container.get<OrderFigureQueries>(ORDER_FIGURES).recentOrders(8)).toMatchObject([{ orderNumber: placed.order.number, status: 'Processing' }]);
    });
  }
});
