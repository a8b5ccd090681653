import { SHOP_IDENTITY } from '../../../src/domain/orders/shop-identity';
import { describe, expect, it } from 'vitest';
import { OrderDesk } from '../../../src/application/orders/order-desk';
import { OrdersService } from '../../../src/application/orders/orders-service';
import { ORDER_BOOK, type OrderBook } from '../../../src/application/ports/order-book';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import { STORE_SETTINGS, type StoreSettings } from '../../../src/application/ports/store-settings';
import { CANCEL_REASON_REQUIRED } from '../../../src/domain/orders/cancellation';
import { COURIER_REQUIRED, TRACKING_SHAPE, UPI_REFERENCE_SHAPE } from '../../../src/domain/orders/order-desk';
import type { PaymentMethod } from '../../../src/domain/orders/order-totals';
import { requestFor } from '../../adapters/order-book.contract';
import { logInAdmin } from '../../support/admin-session';
import { aProduct } from '../../support/products';
import { A_SHIPMENT } from '../../support/shipment';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = aProduct({ id: 1, title: 'Tee', price: 499, originalPrice: 999, stock: 5 });
const teeLine = { productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 } as const;
const MINUTE = 60_000;
const REFERENCE = '412345678901';

async function setup(payment: PaymentMethod = 'cod') {
  const test = createTestContainer({ products: [TEE] });
  const placed = await test.orders.place(ASHA.phone, requestFor([teeLine], { payment }), test.clock.now());
  if (placed.kind !== 'placed') throw new Error(placed.kind);
  return { ...test, desk: test.container.get(OrderDesk), order: placed.order };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const stock = async (test: Setup) => (await test.products.current())[0]!.stock;
const stored = (test: Setup) => test.orders.find(ASHA.phone, test.order.number);

/** The book with one method failing as a full storage does. */
function refusing(test: Setup, method: keyof OrderBook): OrderDesk {
  const book: OrderBook = Object.create(test.orders);
  (book as unknown as Record<string, unknown>)[method] = () => Promise.reject(new StorageWriteError('full'));
  test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue(book);
  return test.container.get(OrderDesk);
}

describe('OrderDesk', () => {
  it("finds every shopper's orders and moves one on to Delivered for the admin, at the clock's time", async () => {
    const test = await setup();
    logInAdmin(test);
    expect(await test.desk.search({ page: 1, pageSize: 10 })).toEqual({ kind: 'ok', page: { orders: [test.order], total: 1 } });
    test.clock.advance(1_000);
    for (const to of ['Shipped', 'In Transit', 'Delivered'] as const) {
      expect(await test.desk.advance(test.order.number, to, A_SHIPMENT)).toMatchObject({ kind: 'moved', order: { status: to } });
    }
    const delivered = await stored(test);
    expect(delivered?.history.at(-1)).toEqual({ status: 'Delivered', at: test.clock.now(), by: 'admin' });
    expect(delivered?.payment).toEqual({ method: 'cod', state: 'paid', settledAt: test.clock.now() });
    expect(delivered?.shipment).toEqual(A_SHIPMENT);
  });

  it('refuses anyone but the admin every call, reading and changing nothing', async () => {
    const test = await setup('upi');
    test.session.logIn(ASHA);
    const ADMIN_ONLY = { kind: 'admin-only' };
    expect(await test.desk.search({ page: 1, pageSize: 10 })).toEqual(ADMIN_ONLY);
    expect(await test.desk.advance(test.order.number, 'Shipped', A_SHIPMENT)).toEqual(ADMIN_ONLY);
    expect(await test.desk.shipMany([test.order.number], new Map([[test.order.number, A_SHIPMENT]]))).toEqual(ADMIN_ONLY);
    expect(await test.desk.cancel(test.order.number, 'Mine')).toEqual(ADMIN_ONLY);
    expect(await test.desk.confirmPayment(test.order.number, REFERENCE)).toEqual(ADMIN_ONLY);
    expect(await test.desk.markRefunded(test.order.number)).toEqual(ADMIN_ONLY);
    test.session.logOut();
    expect(await test.desk.search({ page: 1, pageSize: 10 })).toEqual(ADMIN_ONLY);
    expect(await stored(test)).toEqual(test.order);
    expect(await stock(test)).toBe(4);
  });

  it('refuses a move the status machine does not allow, a number that is none, a status that is none', async () => {
    const test = await setup();
    logInAdmin(test);
    expect(await test.desk.advance(test.order.number, 'Delivered')).toEqual({ kind: 'refused', reason: 'An order that is Processing cannot be moved to Delivered.' });
    expect(await test.desk.advance('FZ1', 'Shipped', A_SHIPMENT)).toEqual({ kind: 'not-found' });
    expect(await test.desk.advance(test.order.number, 'Lost' as never)).toMatchObject({ kind: 'refused' });
  });

  it('asks for the courier and a well-formed tracking number before shipping, reading nothing', async () => {
    const test = await setup();
    logInAdmin(test);
    expect(await test.desk.advance(test.order.number, 'Shipped')).toEqual({ kind: 'invalid', message: COURIER_REQUIRED });
    expect(await test.desk.advance(test.order.number, 'Shipped', { courier: 'DTDC', trackingNumber: 'no!' })).toEqual({ kind: 'invalid', message: TRACKING_SHAPE });
    expect((await stored(test))?.status).toBe('Processing');
  });

  it('searches a page of every order, newest first, with the count', async () => {
    const test = await setup();
    logInAdmin(test);
    test.clock.advance(1_000);
    const second = await test.orders.place('9123456780', { ...requestFor([teeLine]), address: { ...requestFor([]).address, fullName: 'Ravi Kumar' } }, test.clock.now());
    if (second.kind !== 'placed') throw new Error(second.kind);
    expect(await test.desk.search({ page: 1, pageSize: 10 })).toEqual({ kind: 'ok', page: { orders: [second.order, test.order], total: 2 } });
    expect(await test.desk.search({ text: 'ravi', page: 1, pageSize: 10 })).toEqual({ kind: 'ok', page: { orders: [second.order], total: 1 } });
    expect(await test.desk.search({ page: 2, pageSize: 1 })).toEqual({ kind: 'ok', page: { orders: [test.order], total: 2 } });
  });

  it('ships many, each on its own: one refused or missing its shipment leaves the others shipped', async () => {
    const test = await setup();
    logInAdmin(test);
    const other = await test.orders.place(ASHA.phone, requestFor([teeLine]), test.clock.now());
    const third = await test.orders.place(ASHA.phone, requestFor([teeLine]), test.clock.now());
    if (other.kind !== 'placed' || third.kind !== 'placed') throw new Error('not placed');
    await test.desk.cancel(other.order.number, 'Out of stock');
    const numbers = [test.order.number, other.order.number, third.order.number];
    const outcome = await test.desk.shipMany(numbers, new Map([[test.order.number, A_SHIPMENT], [other.order.number, A_SHIPMENT]]));
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    expect([...outcome.results.keys()]).toEqual(numbers);
    expect(outcome.results.get(test.order.number)).toMatchObject({ kind: 'moved', order: { status: 'Shipped', shipment: A_SHIPMENT } });
    expect(outcome.results.get(other.order.number)).toEqual({ kind: 'refused', reason: 'An order that is Cancelled cannot be moved to Shipped.' });
    expect(outcome.results.get(third.order.number)).toEqual({ kind: 'invalid', message: COURIER_REQUIRED });
  });

  it('cancels before shipping for the admin with a reason: stock back, the history by the admin; a reason is needed', async () => {
    const test = await setup('upi');
    logInAdmin(test);
    expect(await test.desk.cancel(test.order.number, '  ')).toEqual({ kind: 'invalid', message: CANCEL_REASON_REQUIRED });
    expect(await stock(test)).toBe(4);
    const outcome = await test.desk.cancel(test.order.number, ' Out of stock ');
    // Its UPI payment was never confirmed: nothing to refund.
    expect(outcome).toMatchObject({ kind: 'cancelled', order: { status: 'Cancelled', payment: { state: 'void' } } });
    expect((await stored(test))?.history.at(-1)).toEqual({ status: 'Cancelled', at: test.clock.now(), by: 'admin', note: 'Out of stock' });
    expect(await stock(test)).toBe(5);
    expect(await test.desk.cancel('FZ1', 'x')).toEqual({ kind: 'not-found' });
  });

  it('confirms a UPI payment with its 12-digit reference, then marks the refund of the cancelled order paid', async () => {
    const test = await setup('upi');
    logInAdmin(test);
    expect(await test.desk.confirmPayment(test.order.number, '1234')).toEqual({ kind: 'invalid', message: UPI_REFERENCE_SHAPE });
    expect(await test.desk.markRefunded(test.order.number)).toEqual({ kind: 'refused', reason: 'This order is not owed a refund.' });
    test.clock.advance(5 * MINUTE);
    expect(await test.desk.confirmPayment(test.order.number, ` ${REFERENCE} `)).toMatchObject({
      kind: 'settled',
      order: { payment: { method: 'upi', state: 'paid', upiReference: REFERENCE, settledAt: test.clock.now() } },
    });
    await test.desk.cancel(test.order.number, 'Customer asked');
    expect(await test.desk.markRefunded(test.order.number)).toMatchObject({ kind: 'settled', order: { payment: { state: 'refunded' } } });
  });

  it('cancels the UPI orders not confirmed within the hold (the store setting) before it reads or writes', async () => {
    const test = await setup('upi');
    logInAdmin(test);
    await test.storeSettings.save({ storeName: 'Fashion Zone', holdMinutes: 45 });
    test.clock.advance(44 * MINUTE);
    expect((await test.desk.search({ page: 1, pageSize: 10 })).kind).toBe('ok');
    expect((await stored(test))?.status).toBe('Processing');
    test.clock.advance(MINUTE);
    const outcome = await test.desk.search({ page: 1, pageSize: 10 });
    expect(outcome).toMatchObject({ kind: 'ok', page: { orders: [{ status: 'Cancelled', payment: { state: 'void' } }] } });
    expect((await stored(test))?.history.at(-1)).toEqual({ status: 'Cancelled', at: test.clock.now(), by: 'system', note: 'The UPI payment was not confirmed within 45 minutes.' });
    expect(await stock(test)).toBe(5);
    expect(await test.desk.confirmPayment(test.order.number, REFERENCE)).toEqual({ kind: 'refused', reason: 'This order is cancelled: its payment can no longer be confirmed.' });
  });

  it('holds for the default 30 minutes, said in the log, when the settings cannot be read', async () => {
    const test = await setup('upi');
    logInAdmin(test);
    const broken: StoreSettings = { ...test.storeSettings, read: () => { throw new Error('unreadable'); }, save: async () => {}, readIdentity: async () => SHOP_IDENTITY, saveIdentity: async () => {}, subscribe: () => () => {} };
    test.container.rebind<StoreSettings>(STORE_SETTINGS).toConstantValue(broken);
    test.clock.advance(30 * MINUTE);
    expect(await test.container.get(OrderDesk).search({ page: 1, pageSize: 10 })).toMatchObject({ kind: 'ok', page: { orders: [{ status: 'Cancelled' }] } });
    expect(test.logger.warnings).toContain('The store settings could not be read; the UPI payment hold is 30 minutes.');
  });

  it("releases an expired hold when the shopper reads their orders, too", async () => {
    const test = await setup('upi');
    test.session.logIn(ASHA);
    test.clock.advance(30 * MINUTE);
    const orders = await test.container.get(OrdersService).list();
    expect(orders).toMatchObject({ kind: 'ok', orders: [{ status: 'Cancelled', payment: { state: 'void' } }] });
    expect(await stock(test)).toBe(5);
  });

  it('says not saved when the book refuses a write, and never that it was done', async () => {
    const test = await setup('upi');
    logInAdmin(test);
    expect(await refusing(test, 'advance').advance(test.order.number, 'Shipped', A_SHIPMENT)).toEqual({ kind: 'not-saved' });
    expect(test.logger.warnings).toContain('The order could not be moved on.');
    expect(await refusing(test, 'cancelByAdmin').cancel(test.order.number, 'Out of stock')).toEqual({ kind: 'not-saved' });
    expect(await refusing(test, 'confirmPayment').confirmPayment(test.order.number, REFERENCE)).toEqual({ kind: 'not-saved' });
    expect(await refusing(test, 'markRefunded').markRefunded(test.order.number)).toEqual({ kind: 'not-saved' });
    expect(await refusing(test, 'searchAll').search({ page: 1, pageSize: 10 })).toEqual({ kind: 'unavailable' });
    expect(await stored(test)).toEqual(test.order);
  });

  it('still reads when releasing the holds fails (said in the log), and the release is tried again at the next read', async () => {
    const test = await setup('upi');
    logInAdmin(test);
    const desk = refusing(test, 'releaseExpiredHolds');
    expect(await desk.search({ page: 1, pageSize: 10 })).toEqual({ kind: 'ok', page: { orders: [test.order], total: 1 } });
    expect(test.logger.warnings).toContain('The expired UPI payment holds could not be released.');
  });
});
