import { describe, expect, it } from 'vitest';
import { OrderDesk } from '../../../src/application/orders/order-desk';
import { ORDER_BOOK, type OrderBook } from '../../../src/application/ports/order-book';
import { StorageWriteError } from '../../../src/application/ports/product-repository';
import { requestFor } from '../../adapters/order-book.contract';
import { logInAdmin } from '../../support/admin-session';
import { aProduct } from '../../support/products';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = aProduct({ id: 1, title: 'Tee', price: 499, originalPrice: 999, stock: 5 });
const teeLine = { productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 } as const;

async function setup() {
  const test = createTestContainer({ products: [TEE] });
  const placed = await test.orders.place(ASHA.phone, requestFor([teeLine]), test.clock.now());
  if (placed.kind !== 'placed') throw new Error(placed.kind);
  return { ...test, desk: test.container.get(OrderDesk), order: placed.order };
}

describe('OrderDesk', () => {
  it("lists every shopper's orders and moves one on to Delivered for the admin, at the clock's time", async () => {
    const test = await setup();
    logInAdmin(test);
    expect(await test.desk.list()).toEqual({ kind: 'ok', orders: [test.order] });
    test.clock.advance(1_000);
    for (const to of ['Shipped', 'In Transit', 'Delivered'] as const) {
      expect(await test.desk.advance(test.order.number, to)).toMatchObject({ kind: 'moved', order: { status: to } });
    }
    const delivered = await test.orders.find(ASHA.phone, test.order.number);
    expect(delivered?.history.at(-1)).toEqual({ status: 'Delivered', at: test.clock.now(), by: 'admin' });
    expect(delivered?.payment.state).toBe('paid');
  });

  it('refuses anyone but the admin, reading and changing nothing', async () => {
    const test = await setup();
    test.session.logIn(ASHA);
    expect(await test.desk.list()).toEqual({ kind: 'admin-only' });
    expect(await test.desk.advance(test.order.number, 'Shipped')).toEqual({ kind: 'admin-only' });
    expect((await test.orders.find(ASHA.phone, test.order.number))?.status).toBe('Processing');
  });

  it('refuses a move the status machine does not allow, a number that is none, a status that is none', async () => {
    const test = await setup();
    logInAdmin(test);
    expect(await test.desk.advance(test.order.number, 'Delivered')).toEqual({ kind: 'refused', reason: 'An order that is Processing cannot be moved to Delivered.' });
    expect(await test.desk.advance('FZ1', 'Shipped')).toEqual({ kind: 'not-found' });
    expect(await test.desk.advance(test.order.number, 'Lost' as never)).toMatchObject({ kind: 'refused' });
  });

  it('says not saved when the book refuses the write, and never moved', async () => {
    const test = await setup();
    logInAdmin(test);
    const book: OrderBook = Object.create(test.orders);
    book.advance = () => Promise.reject(new StorageWriteError('full'));
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue(book);
    expect(await test.container.get(OrderDesk).advance(test.order.number, 'Shipped')).toEqual({ kind: 'not-saved' });
    expect(test.logger.warnings).toContain('The order could not be moved on.');
  });
});
