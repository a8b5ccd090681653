import { describe, expect, it } from 'vitest';
import { OrdersService } from '../../../src/application/orders/orders-service';
import { ORDER_BOOK, type OrderBook } from '../../../src/application/ports/order-book';
import { CANCEL_REASON_REQUIRED, CANCEL_REASON_TOO_LONG } from '../../../src/domain/orders/cancellation';
import type { Order } from '../../../src/domain/orders/order';
import { requestFor } from '../../adapters/order-book.contract';
import { aProduct } from '../../support/products';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const RAVI = { phone: '9123456780', name: 'Ravi' };
const TEE = aProduct({ id: 1, title: 'Tee', price: 499, originalPrice: 999, stock: 5 });
const HOUR = 60 * 60 * 1000;
const teeLine = { productId: 1, size: 'M', quantity: 2, unitPrice: 49_900 } as const;

async function setup() {
  const test = createTestContainer({ products: [TEE] });
  const result = await test.orders.place(ASHA.phone, requestFor([teeLine]), test.clock.now());
  if (result.kind !== 'placed') throw new Error(result.kind);
  test.session.logIn(ASHA);
  return { ...test, service: test.container.get(OrdersService), order: result.order };
}

/** The book's methods as an object, to change one. */
const bookOf = (book: OrderBook): OrderBook => ({
  place: (...args) => book.place(...args),
  list: (owner) => book.list(owner),
  find: (owner, number) => book.find(owner, number),
  cancel: (...args) => book.cancel(...args),
  advance: (...args) => book.advance(...args),
  searchAll: (query) => book.searchAll(query),
  cancelByAdmin: (...args) => book.cancelByAdmin(...args),
  confirmPayment: (...args) => book.confirmPayment(...args),
  markRefunded: (...args) => book.markRefunded(...args),
  releaseExpiredHolds: (...args) => book.releaseExpiredHolds(...args),
});

const stock = async (test: Awaited<ReturnType<typeof setup>>) => (await test.products.current())[0]!.stock;

describe('OrdersService', () => {
  it("lists and finds the shopper's own orders only", async () => {
    const test = await setup();
    expect(await test.service.list()).toEqual({ kind: 'ok', orders: [test.order] });
    expect(await test.service.find(test.order.number)).toEqual({ kind: 'ok', order: test.order });
    test.session.logIn(RAVI);
    expect(await test.service.list()).toEqual({ kind: 'ok', orders: [] });
    expect(await test.service.find(test.order.number)).toEqual({ kind: 'not-found' });
    expect(await test.service.find('not-a-number')).toEqual({ kind: 'not-found' });
    test.session.logOut();
    expect(await test.service.list()).toEqual({ kind: 'login-required' });
  });

  it('says unavailable, never "no orders", when the book cannot be read', async () => {
    const test = await setup();
    const down: OrderBook = { ...bookOf(test.orders), list: () => Promise.reject(new Error('offline')), find: () => Promise.reject(new Error('offline')) };
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue(down);
    const service = test.container.get(OrdersService);
    expect(await service.list()).toEqual({ kind: 'unavailable' });
    expect(await service.find(test.order.number)).toEqual({ kind: 'unavailable' });
  });

  it('cancels within 24 hours with the reason, putting the stock back', async () => {
    const test = await setup();
    expect(await stock(test)).toBe(3);
    test.clock.advance(23 * HOUR);
    const outcome = await test.service.cancel(test.order.number, '  Ordered by mistake ');
    expect(outcome).toMatchObject({ kind: 'cancelled', order: { status: 'Cancelled', payment: { state: 'void' } } });
    expect(outcome.kind === 'cancelled' && outcome.order.history.at(-1)).toEqual({ status: 'Cancelled', at: test.clock.now(), by: 'shopper', note: 'Ordered by mistake' });
    expect(await stock(test)).toBe(5);
  });

  it('refuses after the window, and a reason that is blank or too long, changing nothing', async () => {
    const test = await setup();
    expect(await test.service.cancel(test.order.number, '   ')).toEqual({ kind: 'invalid-reason', message: CANCEL_REASON_REQUIRED });
    expect(await test.service.cancel(test.order.number, 'x'.repeat(201))).toEqual({ kind: 'invalid-reason', message: CANCEL_REASON_TOO_LONG });
    test.clock.advance(24 * HOUR);
    expect(await test.service.cancel(test.order.number, 'Too late')).toEqual({
      kind: 'refused',
      reason: 'Orders can be cancelled within 24 hours of ordering. Please contact Customer Care.',
    });
    expect(((await test.service.find(test.order.number)) as { order: Order }).order.status).toBe('Processing');
    expect(await stock(test)).toBe(3);
  });

  it('says not saved when the book refuses the write', async () => {
    const test = await setup();
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue({ ...bookOf(test.orders), cancel: () => Promise.reject(new Error('quota')) });
    expect(await test.container.get(OrdersService).cancel(test.order.number, 'Changed my mind')).toEqual({ kind: 'not-saved' });
  });
});
