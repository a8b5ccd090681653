import { describe, expect, it } from 'vitest';
import { DashboardService } from '../../src/application/admin/dashboard-service';
import { ReportsService } from '../../src/application/admin/reports-service';
import type { OwnedOrder } from '../../src/domain/orders/order';
import { CSV_BOM } from '../../src/domain/reports/csv';
import { logInAdmin } from '../support/admin-session';
import { parseCsv } from '../support/csv-parser';
import { aProduct, aProductInSizes, inEverySize } from '../support/products';
import { reportOrder } from '../support/report-orders';
import { createTestContainer } from '../support/test-container';
import { SALES_REPORTS, type SalesReportQueries } from '../../src/application/ports/sales-report-queries';
import { EXPORT_PAGE_LINES } from '../../src/application/admin/reports-service';
import { orderLinesCsv } from '../../src/domain/reports/order-lines-export';
import { BookSalesReports } from '../../src/adapters/in-browser/book-sales-reports';

// The test container's clock: 14 Nov 2023, 22:13:20 UTC = 15 Nov 2023, 03:43 India time.
const START = 1_700_000_000_000;
const HOUR = 3_600_000;
const line = { productId: 1, unitPrice: 99_900, title: 'Tee' };

function withOrders(orders: readonly OwnedOrder[], products = [inEverySize(5, { id: 1 }), inEverySize(50, { id: 2 }), aProductInSizes({ S: 30, M: 30, L: 30, XL: 30, XXL: 20 }, { id: 3 })]) {
  const test = createTestContainer({ products });
  test.orders.everyOrder = async () => orders;
  return test;
}

describe('DashboardService', () => {
  const orders = [
    reportOrder({ sequence: 2, placedAt: START - HOUR, lines: [line], status: 'Shipped' }),
    reportOrder({ sequence: 1, placedAt: START - 3 * HOUR, lines: [line], status: 'Cancelled' }),
  ];

  it('the cards from the orders and the catalogue, reading the orders once', async () => {
    const test = logInAdmin(withOrders(orders));
    let reads = 0;
    const everyOrder = test.orders.everyOrder.bind(test.orders);
    test.orders.everyOrder = () => ((reads += 1), everyOrder());
    await test.activity.record({ action: 'added', productId: 3, productTitle: 'Scarf', at: START - 1.5 * HOUR });
    const overview = await test.container.get(DashboardService).overview();
    expect(reads).toBe(1);
    if (overview.kind !== 'ok') throw new Error(overview.kind);
    expect(overview.figures).toMatchObject({ totalProducts: 3, revenueToday: orders[0]!.totals.total, ordersToday: 1, activeUsers: 1, pendingDeliveries: 1 });
    expect(overview.figures.series).toHaveLength(30);
    // Every size of product 1, and product 3's XXL.
    expect(overview.lowStock).toBe(6);
    expect(overview.activity.map((e) => (e.kind === 'order' ? `${e.orderNumber} ${e.status}` : e.productTitle))).toEqual([
      'FZ00000002 Shipped',
      'FZ00000002 Processing',
      'Scarf',
      'FZ00000001 Cancelled',
      'FZ00000001 Processing',
    ]);
  });

  it('counts the products through the store for the figures alone, without reading the list', async () => {
    const test = logInAdmin(withOrders([], Array.from({ length: 37 }, (_, i) => aProduct({ id: i + 1 }))));
    test.products.catalogue = () => Promise.reject(new Error('the figures must not read the whole catalogue'));
    expect(await test.container.get(DashboardService).figures()).toMatchObject({ kind: 'ok', figures: { totalProducts: 37, revenueToday: 0, activeUsers: 0, pendingDeliveries: 0 } });
  });

  it('refuses anyone but the admin, reading nothing', async () => {
    const test = withOrders(orders);
    test.orders.everyOrder = () => Promise.reject(new Error('read for someone else'));
    test.products.catalogue = () => Promise.reject(new Error('read for someone else'));
    const service = test.container.get(DashboardService);
    expect(await service.overview()).toEqual({ kind: 'admin-only' });
    expect(await service.figures()).toEqual({ kind: 'admin-only' });
    expect(await service.recentActivity()).toEqual({ kind: 'admin-only' });
    expect(await service.lowStock()).toEqual({ kind: 'admin-only' });
  });

  it("answers 'unavailable' when the orders cannot be read", async () => {
    const test = logInAdmin(withOrders([]));
    test.orders.everyOrder = () => Promise.reject(new Error('offline'));
    expect(await test.container.get(DashboardService).overview()).toEqual({ kind: 'unavailable' });
  });
});

describe('ReportsService', () => {
  const orders = [
    reportOrder({ sequence: 1, placedAt: START - HOUR, lines: [{ ...line, title: '=cmd|calc' }] }),
    reportOrder({ sequence: 2, placedAt: START - 30 * 24 * HOUR, lines: [line] }),
  ];

  it('opens on this month so far (India time), and sums that range', async () => {
    const test = logInAdmin(withOrders(orders));
    const service = test.container.get(ReportsService);
    expect(service.defaultRange()).toEqual({ from: '2023-11-01', to: '2023-11-15' });
    const summary = await service.summary(service.defaultRange());
    expect(summary).toMatchObject({ kind: 'ok', summary: { orders: 1, revenue: orders[0]!.totals.total } });
  });

  it('exports the range as a CSV file named after it, formula-safe', async () => {
    const test = logInAdmin(withOrders(orders));
    const outcome = await test.container.get(ReportsService).exportCsv({ from: '2023-11-01', to: '2023-11-15' });
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    expect(outcome.fileName).toBe('fashion-zone-orders-2023-11-01-to-2023-11-15.csv');
    const csv = outcome.parts.join('');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[1]![9]).toBe("'=cmd|calc");
  });

  it("refuses a range that is not one with its message, reading nothing; anyone but the admin; and says 'unavailable'", async () => {
    const test = withOrders(orders);
    const service = test.container.get(ReportsService);
    expect(await service.summary({ from: '2023-11-15', to: '2023-11-01' })).toEqual({ kind: 'invalid', reason: 'The first day must not be after the last day.' });
    expect(await service.exportCsv({ from: '2023-11-01', to: '2023-11-15' })).toEqual({ kind: 'admin-only' });
    logInAdmin(test);
    test.orders.everyOrder = () => Promise.reject(new Error('offline'));
    expect(await service.summary({ from: '2023-11-01', to: '2023-11-15' })).toEqual({ kind: 'unavailable' });
  });

  it('writes the file a page at a time, each page one part, the same text as orderLinesCsv; a page that fails gives no file', async () => {
    const many = Array.from({ length: 600 }, (_, i) => reportOrder({ sequence: i + 1, placedAt: START - (i + 1) * 60_000, lines: [line, { ...line, productId: 2 }] }));
    const test = logInAdmin(withOrders(many));
    const book = new BookSalesReports(test.orders);
    const asked: (string | undefined)[] = [];
    let failAt = Infinity;
    const paged: SalesReportQueries = {
      summary: (range) => book.summary(range),
      orderLines: async (range, after, limit) => {
        asked.push(after);
        if (asked.length >= failAt) throw new Error('offline');
        return book.orderLines(range, after, limit);
      },
    };
    await test.container.unbind(SALES_REPORTS);
    test.container.bind<SalesReportQueries>(SALES_REPORTS).toConstantValue(paged);
    const range = { from: '2023-11-01', to: '2023-11-15' };
    const outcome = await test.container.get(ReportsService).exportCsv(range);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    // 1,200 lines in pages of 500: the header's part and three pages.
    expect(asked).toHaveLength(Math.ceil(1200 / EXPORT_PAGE_LINES));
    expect(outcome.parts).toHaveLength(1 + asked.length);
    expect(outcome.parts.join('')).toBe(orderLinesCsv(many, range));
    asked.length = 0;
    failAt = 2;
    expect(await test.container.get(ReportsService).exportCsv(range)).toEqual({ kind: 'unavailable' });
  });
});
