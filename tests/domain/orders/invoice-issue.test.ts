import { describe, expect, it } from 'vitest';
import { takesInvoice, withInvoiceIssued } from '../../../src/domain/orders/invoice-issue';
import { newOrder, type Order } from '../../../src/domain/orders/order';
import { moveByDesk } from '../../../src/domain/orders/order-desk';
import { readStoredOrder } from '../../../src/domain/orders/stored-order';
import { HOME } from '../../support/addresses';
import { A_SHIPMENT } from '../../support/shipment';

/** 31 March 2027, 23:00 in India: the last hour of 2026-27. */
const MARCH_31 = Date.UTC(2027, 2, 31, 17, 30);
const HOUR = 3_600_000;

const placed = (at = MARCH_31): Order =>
  newOrder({
    number: 'FZ00000009',
    placedAt: at,
    lines: [{ productId: 1, title: 'Crew Tee', image: '/t.jpg', category: 'tshirts', size: 'M', quantity: 1, unitPrice: 49_900, mrp: 99_900 }],
    totals: { subtotal: 49_900, delivery: 0, discount: 0, total: 49_900 },
    address: HOME,
    deliveryOption: 'standard',
    estimatedDate: '2027-04-05',
    paymentMethod: 'cod',
  });

const moved = (order: Order, to: Order['status'], at: number): Order => {
  const move = moveByDesk(order, to, at, A_SHIPMENT);
  if (move.kind !== 'moved') throw new Error(move.reason);
  return move.order;
};

describe('the tax invoice, issued at dispatch', () => {
  it('is absent from an order as placed', () => {
    expect(placed().invoice).toBeUndefined();
  });

  it.each([
    ['an order just shipped, without one', 'Shipped', undefined, true],
    ['an order still processing', 'Processing', undefined, false],
    ['an order cancelled before it shipped', 'Cancelled', undefined, false],
    ['an order numbered at placing (before this rule), shipped now', 'Shipped', { number: 'FZ/26-27/000003', date: '2026-11-25' }, false],
    ['an order moved on in transit', 'In Transit', { number: 'FZ/26-27/000003', date: '2026-11-25' }, false],
  ] as const)('is taken by %s: %s', (_what, status, invoice, takes) => {
    expect(takesInvoice({ status, invoice })).toBe(takes);
  });

  it('numbers it in the financial year of the dispatch day, India time, dated that day', () => {
    // Placed in the last hour of 2026-27, shipped an hour later: 1 April 2027, the first invoice of 2027-28.
    const shipped = moved(placed(), 'Shipped', MARCH_31 + HOUR);
    expect(withInvoiceIssued(shipped, MARCH_31 + HOUR, 1).invoice).toEqual({ number: 'FZ/27-28/000001', date: '2027-04-01' });
    expect(withInvoiceIssued(shipped, MARCH_31, 42).invoice).toEqual({ number: 'FZ/26-27/000042', date: '2027-03-31' });
  });
});

describe('a stored order and its invoice', () => {
  const stored = (order: Order) => JSON.parse(JSON.stringify({ ...order, key: 'checkout-key-1' })) as Record<string, unknown>;

  it('reads an order not yet shipped without an invoice, and a shipped one with it', () => {
    const order = placed();
    expect(readStoredOrder(stored(order))?.invoice).toBeUndefined();
    const shipped = withInvoiceIssued(moved(order, 'Shipped', MARCH_31 + HOUR), MARCH_31 + HOUR, 5);
    expect(readStoredOrder(stored(shipped))).toEqual(stored(shipped));
  });

  it('keeps the number an order kept before this rule was given at placing, dated the day it was placed', () => {
    const old = { ...stored(placed()), invoiceNumber: 'FZ/26-27/000017' };
    const read = readStoredOrder(old);
    expect(read?.invoice).toEqual({ number: 'FZ/26-27/000017', date: '2027-03-31' });
    expect(read).not.toHaveProperty('invoiceNumber');
  });

  it.each([
    ['an invoice number of another shape', { invoice: { number: 'INV-1', date: '2027-04-01' } }],
    ['an invoice without its date', { invoice: { number: 'FZ/27-28/000001' } }],
    ['an old invoice number longer than 16 characters', { invoiceNumber: 'FZ/26-27/00000001' }],
  ])('leaves out %s', (_what, change) => {
    expect(readStoredOrder({ ...stored(placed()), ...change })).toBeUndefined();
  });
});
