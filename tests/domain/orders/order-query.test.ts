import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newOrder, type Order } from '../../../src/domain/orders/order';
import { matchesOrderQuery, orderPaging, searchOrders } from '../../../src/domain/orders/order-query';
import { orderNumber } from '../../../src/domain/orders/order-number';
import { HOME, OFFICE } from '../../support/addresses';

const T0 = 1_780_000_000_000;

function order(sequence: number, fields: { at?: number; method?: 'cod' | 'upi'; address?: Order['address'] } = {}): Order {
  return newOrder({
    number: orderNumber(sequence),
    placedAt: fields.at ?? T0 + sequence,
    lines: [{ productId: 1, title: 'Tee', image: '/t.jpg', category: 'tshirts', size: 'M', quantity: 1, unitPrice: 49_900, mrp: 99_900 }],
    totals: { subtotal: 49_900, delivery: 0, discount: 0, total: 49_900 },
    address: fields.address ?? HOME,
    deliveryOption: 'standard',
    estimatedDate: '2026-06-01',
    paymentMethod: fields.method ?? 'cod',
  });
}

describe('the orders search', () => {
  const ravi = { ...OFFICE, fullName: 'Ravi Kumar', mobile: '9123456780', pinCode: '400001' };
  const orders = [order(1), order(2, { method: 'upi', address: ravi }), order(3)];

  it('finds a text in the number, the name, the phone or the PIN, whatever its case, anywhere in it', () => {
    const numbers = (text: string) => searchOrders(orders, { text, page: 1, pageSize: 10 }).orders.map((o) => o.number);
    expect(numbers('fz00000002')).toEqual(['FZ00000002']);
    expect(numbers('  RAVI ')).toEqual(['FZ00000002']);
    expect(numbers('kumar')).toEqual(['FZ00000002']);
    expect(numbers('3456780')).toEqual(['FZ00000002']);
    expect(numbers('400001')).toEqual(['FZ00000002']);
    expect(numbers(HOME.pinCode)).toEqual(['FZ00000003', 'FZ00000001']);
    expect(numbers('')).toEqual(['FZ00000003', 'FZ00000002', 'FZ00000001']);
    expect(numbers('Bengaluru nowhere')).toEqual([]);
  });

  it('filters by status, payment method and state, and a range of placing times (from inclusive, until exclusive)', () => {
    expect(matchesOrderQuery(orders[1]!, { paymentMethod: 'upi', paymentState: 'pending', status: 'Processing' })).toBe(true);
    expect(matchesOrderQuery(orders[1]!, { paymentMethod: 'cod' })).toBe(false);
    expect(matchesOrderQuery(orders[1]!, { paymentState: 'paid' })).toBe(false);
    expect(matchesOrderQuery(orders[1]!, { status: 'Shipped' })).toBe(false);
    expect(matchesOrderQuery(orders[1]!, { placedFrom: T0 + 2, placedUntil: T0 + 3 })).toBe(true);
    expect(matchesOrderQuery(orders[1]!, { placedFrom: T0 + 3 })).toBe(false);
    expect(matchesOrderQuery(orders[1]!, { placedUntil: T0 + 2 })).toBe(false);
  });

  it('pages newest first: each order on exactly one page, the total the count of all found', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 40 }), fc.integer({ min: 1, max: 12 }), (times, pageSize) => {
        const all = times.map((at, i) => order(i + 1, { at: T0 + at }));
        const pages = Math.max(1, Math.ceil(all.length / pageSize));
        const seen = Array.from({ length: pages }, (_, i) => searchOrders(all, { page: i + 1, pageSize }));
        for (const page of seen) expect(page.total).toBe(all.length);
        const listed = seen.flatMap((page) => page.orders);
        expect(listed.map((o) => o.number).sort()).toEqual(all.map((o) => o.number).sort());
        for (let i = 1; i < listed.length; i++) expect(listed[i - 1]!.placedAt).toBeGreaterThanOrEqual(listed[i]!.placedAt);
      }),
    );
  });

  it('keeps the page and its size whole and in bounds', () => {
    expect(orderPaging({ page: 0, pageSize: 10 })).toEqual({ offset: 0, size: 10 });
    expect(orderPaging({ page: 3, pageSize: 10 })).toEqual({ offset: 20, size: 10 });
    expect(orderPaging({ page: 2.7, pageSize: 1000 })).toEqual({ offset: 100, size: 100 });
    expect(orderPaging({ page: Number.NaN, pageSize: 0 })).toEqual({ offset: 0, size: 1 });
  });
});
