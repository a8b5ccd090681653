import { describe, expect, it } from 'vitest';
import { shopperMayCancel } from '../../../src/domain/orders/cancellation';
import { canMove, nextStatuses, ORDER_STATUSES, ordersTabOf } from '../../../src/domain/orders/order-status';

const HOUR = 60 * 60 * 1000;

describe('order status', () => {
  it('moves an order along Processing → Shipped → In Transit → Delivered, by the admin', () => {
    expect(nextStatuses('Processing', 'admin')).toEqual(['Shipped', 'Cancelled']);
    expect(nextStatuses('Shipped', 'admin')).toEqual(['In Transit']);
    expect(nextStatuses('In Transit', 'admin')).toEqual(['Delivered']);
    expect(nextStatuses('Delivered', 'admin')).toEqual([]);
    expect(nextStatuses('Cancelled', 'admin')).toEqual([]);
  });

  it('lets the shopper only cancel, and nothing cancel a shipped order', () => {
    expect(nextStatuses('Processing', 'shopper')).toEqual(['Cancelled']);
    for (const from of ORDER_STATUSES) if (from !== 'Processing') expect(canMove(from, 'Cancelled', 'admin')).toBe(false);
    expect(canMove('Processing', 'Delivered', 'admin')).toBe(false);
    expect(canMove('Processing', 'Shipped', 'shopper')).toBe(false);
  });

  it('lists an order under its /orders tab', () => {
    expect(ORDER_STATUSES.map(ordersTabOf)).toEqual(['processing', 'shipped', 'shipped', 'delivered', 'cancelled']);
  });

  it('lets the shopper cancel within 24 hours, before it ships', () => {
    const placedAt = 1_800_000_000_000;
    expect(shopperMayCancel({ status: 'Processing', placedAt }, placedAt + 23 * HOUR)).toEqual({ kind: 'allowed', until: placedAt + 24 * HOUR });
    expect(shopperMayCancel({ status: 'Processing', placedAt }, placedAt + 24 * HOUR).kind).toBe('refused');
    expect(shopperMayCancel({ status: 'Shipped', placedAt }, placedAt + HOUR).kind).toBe('refused');
    expect(shopperMayCancel({ status: 'Cancelled', placedAt }, placedAt + HOUR)).toEqual({ kind: 'refused', reason: 'This order is already cancelled.' });
  });
});
