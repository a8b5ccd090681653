import { describe, expect, it } from 'vitest';
import { deliveryBoard, deliveryPage, isOverdue, onItsWay } from '../../src/domain/admin/deliveries';
import type { Order } from '../../src/domain/orders/order';
import type { OrderStatus } from '../../src/domain/orders/order-status';

const on = (number: string, status: OrderStatus, estimatedDate: string, courier?: string) =>
  ({ number, status, delivery: { option: 'standard', estimatedDate }, ...(courier && { shipment: { courier, trackingNumber: `T-${number}` } }) }) as unknown as Order;

describe('the Delivery board', () => {
  it('lists only the orders on their way', () => {
    expect((['Processing', 'Shipped', 'In Transit', 'Delivered', 'Cancelled'] as const).map((status) => onItsWay({ status }))).toEqual([false, true, true, false, false]);
  });

  it('is overdue only once the estimated day has passed in India', () => {
    const order = on('FZ00000001', 'Shipped', '2026-11-25');
    // 25 Nov, 23:59 in India: due today, not late.
    expect(isOverdue(order, Date.parse('2026-11-25T18:29:00Z'))).toBe(false);
    // 26 Nov, 00:00 in India (still 25 Nov in UTC): late.
    expect(isOverdue(order, Date.parse('2026-11-25T18:30:00Z'))).toBe(true);
  });

  it('puts the overdue first, then the soonest due, with courier and tracking number', () => {
    const now = Date.parse('2026-11-26T06:00:00Z');
    const rows = deliveryBoard(
      [on('FZ00000001', 'Shipped', '2026-11-28', 'Delhivery'), on('FZ00000002', 'Delivered', '2026-11-20'), on('FZ00000003', 'In Transit', '2026-11-24', 'Blue Dart'), on('FZ00000004', 'In Transit', '2026-11-27')],
      now,
    );
    expect(rows.map((row) => [row.order.number, row.overdue])).toEqual([
      ['FZ00000003', true],
      ['FZ00000004', false],
      ['FZ00000001', false],
    ]);
    expect(rows[0]).toMatchObject({ courier: 'Blue Dart', trackingNumber: 'T-FZ00000003', estimatedDate: '2026-11-24' });
    expect(rows[1]).toMatchObject({ courier: '', trackingNumber: '' });
  });

  it('pages the board with its counts, or its overdue rows alone; the overdue count is the whole board\'s', () => {
    const now = Date.parse('2026-11-26T06:00:00Z');
    const orders = [
      on('FZ00000001', 'Shipped', '2026-11-28'),
      on('FZ00000002', 'In Transit', '2026-11-20'),
      on('FZ00000003', 'In Transit', '2026-11-24'),
      on('FZ00000004', 'Delivered', '2026-11-01'),
      on('FZ00000005', 'Shipped', '2026-11-26'),
    ];
    const numbers = (page: ReturnType<typeof deliveryPage>) => page.rows.map((row) => row.order.number);
    const first = deliveryPage(orders, now, { overdueOnly: false, page: 1, pageSize: 2 });
    expect([numbers(first), first.total, first.overdue]).toEqual([['FZ00000002', 'FZ00000003'], 4, 2]);
    expect(numbers(deliveryPage(orders, now, { overdueOnly: false, page: 2, pageSize: 2 }))).toEqual(['FZ00000005', 'FZ00000001']);
    const late = deliveryPage(orders, now, { overdueOnly: true, page: 1, pageSize: 10 });
    expect([numbers(late), late.total, late.overdue]).toEqual([['FZ00000002', 'FZ00000003'], 2, 2]);
    expect(deliveryPage(orders, now, { overdueOnly: true, page: 2, pageSize: 10 })).toEqual({ rows: [], total: 2, overdue: 2 });
  });
});
