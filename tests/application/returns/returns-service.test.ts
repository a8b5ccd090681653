import { describe, expect, it } from 'vitest';
import { RETURN_REQUESTS, type ReturnRequests } from '../../../src/application/ports/return-requests';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import { ReturnsService } from '../../../src/application/returns/returns-service';
import type { Order } from '../../../src/domain/orders/order';
import { NON_RETURNABLE_CATEGORIES, NOT_DELIVERED, NOTHING_RETURNABLE, WINDOW_CLOSED } from '../../../src/domain/returns/return-policy';
import { CHOOSE_ITEMS, CHOOSE_REASON, COMMENT_TOO_LONG } from '../../../src/domain/returns/return-request';
import { requestFor } from '../../adapters/order-book.contract';
import { aProduct } from '../../support/products';
import { createTestContainer } from '../../support/test-container';
import { A_SHIPMENT } from '../../support/shipment';

const ASHA = { phone: '9876543210', name: 'Asha' };
const RAVI = { phone: '9123456780', name: 'Ravi' };
const DAY = 24 * 60 * 60 * 1000;
const TEE = aProduct({ id: 1, title: 'Tee', price: 499, originalPrice: 999, stock: 5, category: 'tshirts' });
const EARRINGS = aProduct({ id: 2, title: 'Earrings', price: 299, originalPrice: 599, stock: 5, category: 'accessories' });
const tee = { productId: 1, size: 'M', quantity: 2, unitPrice: 49_900 } as const;
const earrings = { productId: 2, size: 'One Size', quantity: 1, unitPrice: 29_900 } as const;

async function setup({ lines = [tee, earrings], deliver = true }: { lines?: (typeof tee | typeof earrings)[]; deliver?: boolean } = {}) {
  const test = createTestContainer({ products: [TEE, EARRINGS] });
  const placed = await test.orders.place(ASHA.phone, requestFor(lines), test.clock.now());
  if (placed.kind !== 'placed') throw new Error(placed.kind);
  let order: Order = placed.order;
  if (deliver) {
    for (const to of ['Shipped', 'In Transit', 'Delivered'] as const) {
      test.clock.advance(DAY);
      const moved = await test.orders.advance(order.number, to, test.clock.now(), A_SHIPMENT);
      if (moved.kind !== 'moved') throw new Error(moved.kind);
      order = moved.order;
    }
  }
  test.session.logIn(ASHA);
  return { ...test, service: test.container.get(ReturnsService), order };
}

const choice = (quantity = 1, reason: unknown = 'Size too small', comment?: unknown) => ({ lines: [{ productId: 1, size: 'M', quantity }], reason, comment });

describe('ReturnsService: finding the order', () => {
  it("finds the shopper's delivered order by its number and email, whatever the email's case; each line with why it cannot go back", async () => {
    const test = await setup();
    const found = await test.service.find(test.order.number, '  ASHA@Example.IN ');
    expect(found).toMatchObject({ kind: 'found', order: test.order, requests: [] });
    expect(found.kind === 'found' && found.lines.map((entry) => entry.refusal)).toEqual([undefined, NON_RETURNABLE_CATEGORIES.accessories]);
  });

  it("answers not found for another email, another shopper's order, an unknown number — never that it exists", async () => {
    const test = await setup();
    expect(await test.service.find(test.order.number, 'someone@example.in')).toEqual({ kind: 'not-found' });
    expect(await test.service.find('FZ99999999', 'asha@example.in')).toEqual({ kind: 'not-found' });
    expect(await test.service.find('fz1', 'asha@example.in')).toEqual({ kind: 'not-found' });
    test.session.logIn(RAVI);
    expect(await test.service.find(test.order.number, 'asha@example.in')).toEqual({ kind: 'not-found' });
  });

  it('says why an order cannot be returned: not delivered, past the window, nothing returnable', async () => {
    const notDelivered = await setup({ deliver: false });
    expect(await notDelivered.service.find(notDelivered.order.number, 'asha@example.in')).toMatchObject({ kind: 'not-returnable', reason: NOT_DELIVERED });
    const late = await setup();
    late.clock.advance(30 * DAY);
    expect(await late.service.find(late.order.number, 'asha@example.in')).toMatchObject({ kind: 'not-returnable', reason: WINDOW_CLOSED });
    const onlyEarrings = await setup({ lines: [earrings] });
    expect(await onlyEarrings.service.find(onlyEarrings.order.number, 'asha@example.in')).toMatchObject({ kind: 'not-returnable', reason: NOTHING_RETURNABLE });
  });

  it('asks a visitor to log in, and says unavailable when the book cannot be read', async () => {
    const test = await setup();
    test.session.logOut();
    expect(await test.service.find(test.order.number, 'asha@example.in')).toEqual({ kind: 'login-required' });
    test.session.logIn(ASHA);
    test.orders.find = () => Promise.reject(new Error('offline'));
    expect(await test.service.find(test.order.number, 'asha@example.in')).toEqual({ kind: 'unavailable' });
  });
});

describe('ReturnsService: requesting a return', () => {
  it('requests the chosen line with its reason, at the clock’s time; the order then lists it, and the line is not offered again', async () => {
    const test = await setup();
    const outcome = await test.service.request(test.order.number, choice(2, 'Defective or damaged', ' Torn seam '));
    expect(outcome).toMatchObject({
      kind: 'requested',
      request: { orderNumber: test.order.number, requestedAt: test.clock.now(), reason: 'Defective or damaged', comment: 'Torn seam', status: 'Requested' },
    });
    expect(await test.service.listFor(test.order.number)).toEqual({ kind: 'ok', requests: [outcome.kind === 'requested' && outcome.request] });
    // The tee was the one returnable line: nothing more can go back.
    expect(await test.service.find(test.order.number, 'asha@example.in')).toMatchObject({ kind: 'not-returnable', reason: NOTHING_RETURNABLE });
    expect(await test.service.request(test.order.number, choice())).toMatchObject({ kind: 'refused' });
  });

  it('refuses a choice the form does not make (no item, a 5,000-character reason, a long comment), asking nothing of the store', async () => {
    const test = await setup();
    test.returns.request = () => Promise.reject(new Error('must not be asked'));
    expect(await test.service.request(test.order.number, { lines: [], reason: 'Size too small' })).toEqual({ kind: 'invalid', message: CHOOSE_ITEMS });
    expect(await test.service.request(test.order.number, choice(1, 'x'.repeat(5000)))).toEqual({ kind: 'invalid', message: CHOOSE_REASON });
    expect(await test.service.request(test.order.number, choice(1, 'Size too small', 'x'.repeat(501)))).toEqual({ kind: 'invalid', message: COMMENT_TOO_LONG });
  });

  it("refuses not delivered, and knows no other shopper's order", async () => {
    const test = await setup({ deliver: false });
    expect(await test.service.request(test.order.number, choice())).toEqual({ kind: 'refused', reason: NOT_DELIVERED });
    test.session.logIn(RAVI);
    expect(await test.service.request(test.order.number, choice())).toEqual({ kind: 'not-found' });
  });

  it('never reports success for a write that failed: not saved, nothing kept', async () => {
    const test = await setup();
    const store: ReturnRequests = Object.create(test.returns);
    store.request = () => Promise.reject(new StorageWriteError('full'));
    test.container.rebind<ReturnRequests>(RETURN_REQUESTS).toConstantValue(store);
    expect(await test.container.get(ReturnsService).request(test.order.number, choice())).toEqual({ kind: 'not-saved' });
    expect(await test.returns.listFor(ASHA.phone, test.order.number)).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const test = await setup();
    test.session.logOut();
    expect(await test.service.request(test.order.number, choice())).toEqual({ kind: 'login-required' });
    expect(await test.service.listFor(test.order.number)).toEqual({ kind: 'login-required' });
  });
});
