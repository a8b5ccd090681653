import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentActions, paymentHistory, paymentRow, paymentStatus, transactionId } from '../../src/domain/admin/payment-history';
import { newOrder, type Order, type PaymentState } from '../../src/domain/orders/order';
import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/orders/order-status';
import type { PaymentMethod } from '../../src/domain/orders/order-totals';
import { HOME } from '../support/addresses';

const PLACED = Date.parse('2026-11-20T05:00:00Z');

function order(sequence: number, method: PaymentMethod, state: PaymentState, status: OrderStatus = 'Processing', extra: Partial<Order['payment']> = {}, placedAt = PLACED): Order {
  const base = newOrder({
    number: `FZ${String(sequence).padStart(8, '0')}`,
    placedAt,
    lines: [{ productId: 1, title: 'Crew Tee', image: '/t.svg', category: 'tshirts', size: 'M', quantity: 2, unitPrice: 49_900, mrp: 99_900 }],
    totals: { subtotal: 99_800, delivery: 0, discount: 0, total: 99_800 },
    address: HOME,
    deliveryOption: 'standard',
    estimatedDate: '2026-11-25',
    paymentMethod: method,
  });
  return { ...base, status, payment: { ...base.payment, state, ...extra } };
}

describe('Payment History', () => {
  it('names each state in the shop’s words', () => {
    expect(paymentStatus(order(1, 'upi', 'pending'))).toBe('Payment pending');
    expect(paymentStatus(order(1, 'upi', 'paid'))).toBe('Paid');
    expect(paymentStatus(order(1, 'cod', 'cod-due'))).toBe('Pending');
    expect(paymentStatus(order(1, 'cod', 'paid', 'Delivered'))).toBe('Collected');
    expect(paymentStatus(order(1, 'upi', 'refund-due', 'Cancelled'))).toBe('Refund pending');
    expect(paymentStatus(order(1, 'upi', 'refunded', 'Cancelled'))).toBe('Refunded');
    expect(paymentStatus(order(1, 'cod', 'void', 'Cancelled'))).toBe('Nothing to pay');
    expect(paymentStatus(order(1, 'upi', 'void', 'Cancelled'))).toBe('Not charged');
  });

  it('uses the UPI reference as the transaction ID once confirmed, else one from the order number', () => {
    expect(transactionId(order(12, 'upi', 'pending'))).toBe('TXN-FZ00000012');
    expect(transactionId(order(12, 'upi', 'paid', 'Processing', { upiReference: '123456789012' }))).toBe('123456789012');
    expect(transactionId(order(13, 'cod', 'cod-due'))).toBe('TXN-FZ00000013');
  });

  it('offers Confirm payment for a pending UPI payment and Mark refunded for a refund owed, nothing else', () => {
    expect(paymentActions(order(1, 'upi', 'pending'))).toEqual(['confirm']);
    expect(paymentActions(order(1, 'upi', 'pending', 'Cancelled'))).toEqual([]);
    expect(paymentActions(order(1, 'upi', 'refund-due', 'Cancelled', { upiReference: '123456789012' }))).toEqual(['refund']);
    expect(paymentActions(order(1, 'upi', 'void', 'Cancelled'))).toEqual([]);
    for (const state of ['paid', 'refunded', 'void', 'cod-due'] as const) expect(paymentActions(order(1, state === 'cod-due' || state === 'void' ? 'cod' : 'upi', state))).toEqual([]);
  });

  it('never offers Mark refunded for a payment never received: a UPI payment with no reference, cash never collected', () => {
    expect(paymentActions(order(1, 'upi', 'refund-due', 'Cancelled'))).toEqual([]);
    expect(paymentActions(order(1, 'cod', 'refund-due', 'Cancelled'))).toEqual([]);
    expect(paymentActions(order(1, 'cod', 'refund-due', 'Cancelled', { settledAt: PLACED + 1 }))).toEqual(['refund']);
  });

  it('makes a row with the amount, the customer, the method and the date it was settled', () => {
    const settled = PLACED + 3_600_000;
    expect(paymentRow(order(5, 'upi', 'paid', 'Shipped', { upiReference: '998877665544', settledAt: settled }))).toEqual({
      transactionId: '998877665544',
      date: settled,
      amount: 99_800,
      status: 'Paid',
      orderNumber: 'FZ00000005',
      customer: 'Asha Rao',
      method: 'UPI',
      actions: [],
    });
    expect(paymentRow(order(6, 'cod', 'cod-due')).date).toBe(PLACED);
  });

  it('lists one row per order, newest first', () => {
    const methodState = fc.constantFrom<[PaymentMethod, PaymentState]>(['upi', 'pending'], ['upi', 'paid'], ['cod', 'cod-due'], ['cod', 'paid'], ['upi', 'refund-due'], ['upi', 'refunded'], ['cod', 'void']);
    fc.assert(
      fc.property(fc.array(fc.tuple(methodState, fc.constantFrom(...ORDER_STATUSES), fc.integer({ min: 0, max: 1e9 })), { maxLength: 30 }), (specs) => {
        const orders = specs.map(([[method, state], status, offset], i) => order(i + 1, method, state, status, {}, PLACED + offset));
        const rows = paymentHistory(orders);
        expect(rows).toHaveLength(orders.length);
        expect(new Set(rows.map((row) => row.orderNumber)).size).toBe(orders.length);
        const placed = rows.map((row) => orders.find((o) => o.number === row.orderNumber)!.placedAt);
        expect(placed).toEqual([...placed].sort((a, b) => b - a));
      }),
    );
  });
});
