import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProductVariants } from '../../src/domain/catalogue/variant-grid';
import { describeOrderActivity, lowStockCount, orderFigures, recentActivity, SALES_SERIES_DAYS, type DashboardActivity } from '../../src/domain/admin/dashboard-figures';
import { HOME, OFFICE, PARENTS } from '../support/addresses';
import { arbitraryOrders, reportOrder } from '../support/report-orders';

const NOW = Date.parse('2026-11-26T12:00:00+05:30');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const line = { productId: 1, unitPrice: 99_900 };

describe('the dashboard figures', () => {
  const orders = [
    // Today (India time), one cancelled; one just after midnight India, which is yesterday in UTC.
    reportOrder({ sequence: 1, placedAt: NOW - HOUR, lines: [line], address: HOME }),
    reportOrder({ sequence: 2, placedAt: Date.parse('2026-11-26T00:10:00+05:30'), lines: [line], address: OFFICE, status: 'Shipped' }),
    reportOrder({ sequence: 3, placedAt: NOW - 2 * HOUR, lines: [line], address: PARENTS, status: 'Cancelled' }),
    // Yesterday late evening India time: not today.
    reportOrder({ sequence: 4, placedAt: Date.parse('2026-11-25T23:50:00+05:30'), lines: [line], address: HOME, status: 'Delivered' }),
    // 40 days ago: out of the chart, still to deliver.
    reportOrder({ sequence: 5, placedAt: NOW - 40 * DAY, lines: [line], address: { ...HOME, mobile: '9000000001' }, status: 'In Transit' }),
  ];

  it('Revenue Today: the orders of the India day, not cancelled', () => {
    const figures = orderFigures(orders, NOW);
    expect(figures.revenueToday).toBe(orders[0]!.totals.total + orders[1]!.totals.total);
    expect(figures.ordersToday).toBe(2);
  });

  it('Pending Deliveries: neither Delivered nor Cancelled, whenever placed', () => {
    expect(orderFigures(orders, NOW).pendingDeliveries).toBe(3);
  });

  it('the series: 30 India days, today last, revenue and orders not cancelled', () => {
    const { series } = orderFigures(orders, NOW);
    expect(series).toHaveLength(SALES_SERIES_DAYS);
    expect(series[0]!.date).toBe('2026-10-28');
    expect(series.at(-1)).toEqual({ date: '2026-11-26', revenue: orders[0]!.totals.total * 2, orders: 2 });
    expect(series.at(-2)).toEqual({ date: '2026-11-25', revenue: orders[3]!.totals.total, orders: 1 });
  });

  it('the series adds up to the orders of its days (fast-check)', () => {
    fc.assert(
      fc.property(arbitraryOrders(NOW - 35 * DAY, 36 * DAY), (generated) => {
        const { series, revenueToday } = orderFigures(generated, NOW);
        const start = Date.parse(`${series[0]!.date}T00:00:00+05:30`);
        const shown = generated.filter((o) => o.status !== 'Cancelled' && o.placedAt >= start && o.placedAt < start + SALES_SERIES_DAYS * DAY);
        expect(series.reduce((sum, day) => sum + day.revenue, 0)).toBe(shown.reduce((sum, o) => sum + o.totals.total, 0));
        expect(series.reduce((sum, day) => sum + day.orders, 0)).toBe(shown.length);
        expect(revenueToday).toBe(series.at(-1)!.revenue);
      }),
      { numRuns: 150 },
    );
  });

  it('Low stock: the variants with a stock at or under 20, out of stock included', () => {
    const sizes = (...stock: number[]) => makeProductVariants('TSH1001', 'clothing', [], (_, index) => stock[index] ?? 0);
    // A product of 101 in all whose XXL has 1 left counts once; one sold out in every size counts five times.
    expect(lowStockCount([sizes(25, 25, 25, 25, 1), sizes(21, 21, 21, 21, 21), sizes(20, 0, 30, 30, 30), sizes()])).toBe(1 + 0 + 2 + 5);
    expect(lowStockCount([makeProductVariants('ACC290029', 'one-size', [], () => 20)])).toBe(1);
  });
});

describe('Recent Activity', () => {
  const placed = reportOrder({ sequence: 7, placedAt: NOW - 3 * HOUR, lines: [line], status: 'Shipped' });
  const older = reportOrder({ sequence: 6, placedAt: NOW - 30 * HOUR, lines: [line] });
  const product = { action: 'updated', productId: 9, productTitle: 'Linen Shirt', at: NOW - 2.5 * HOUR } as const;

  it('orders placed, their status changes and product changes, newest first, at most the limit', () => {
    const entries = recentActivity([older, placed], [product], 3);
    expect(entries.map((e) => e.at)).toEqual([NOW - 2 * HOUR, NOW - 2.5 * HOUR, NOW - 3 * HOUR]);
    const order = (e: DashboardActivity) => (e.kind === 'order' ? describeOrderActivity(e) : e.productTitle);
    expect(entries.map(order)).toEqual(['Order FZ00000007 Shipped by the admin', 'Linen Shirt', 'Order FZ00000007 placed']);
    expect(recentActivity([older, placed], [product], 0)).toEqual([]);
  });

  it('keeps the newest, whatever the order it reads them in (fast-check)', () => {
    fc.assert(
      fc.property(arbitraryOrders(NOW - 10 * DAY, 10 * DAY), fc.integer({ min: 1, max: 12 }), (generated, limit) => {
        const all = generated.flatMap((o) => o.history.map((h) => h.at)).sort((a, b) => b - a);
        expect(recentActivity(generated, [], limit).map((e) => e.at)).toEqual(all.slice(0, limit));
      }),
    );
  });
});
