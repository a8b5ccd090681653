import { describe, expect, it } from 'vitest';
import type { OrderLinesCursor, SalesReportQueries } from '../../src/application/ports/sales-report-queries';
import type { OwnedOrder } from '../../src/domain/orders/order';
import { CSV_BOM, csvRecord } from '../../src/domain/reports/csv';
import { exportedLineRow, ORDER_LINE_COLUMNS, orderLinesCsv } from '../../src/domain/reports/order-lines-export';
import type { ReportRange } from '../../src/domain/reports/report-range';
import { salesSummary } from '../../src/domain/reports/sales-summary';
import { HOME, OFFICE, PARENTS } from '../support/addresses';
import { reportOrder } from '../support/report-orders';

// What every SalesReportQueries answers: the Reports section's summary and export as the domain
// computes them over the same orders (salesSummary, orderLinesCsv), wherever they are computed.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 20 Nov 2026, noon in India; the range is November 2026 (India days). */
const NOON = Date.parse('2026-11-20T12:00:00+05:30');
export const NOVEMBER: ReportRange = { from: '2026-11-01', to: '2026-11-30' };

export interface SalesReportsFixture {
  readonly reports: SalesReportQueries;
  /** Writes these orders into the backend's own storage, as they are. */
  seed(orders: readonly OwnedOrder[]): Promise<void>;
}

const tee = { productId: 1, category: 'tshirts', unitPrice: 49_900, title: 'Classic Tee', sku: 'TSH1001-M' } as const; // 5%, and under ₹499 with delivery
const coat = { productId: 2, category: 'outerwear', unitPrice: 499_900, title: 'Wool Coat' } as const; // 18% (12% before 22 Sep 2025)
const band = { productId: 3, category: 'dresses', unitPrice: 250_000, title: 'Silk Dress' } as const; // at the band's limit: 5%
const socks = { productId: 4, category: 'accessories', unitPrice: 33_333, title: 'Socks, 3 pairs', colour: 'Navy', sku: 'ACC40004-M-NAVY' } as const;

/**
 * Orders in November 2026 and around it: discounts shared over lines of different values (odd
 * paise left over), deliveries within Karnataka and to other states, every rate, delivery fees
 * (standard under ₹499, express), cancelled and delivered orders, a product renamed between
 * orders, two orders in one millisecond; and orders outside the range on both sides.
 */
function reportOrders(): OwnedOrder[] {
  return [
    reportOrder({ sequence: 1, placedAt: Date.parse('2026-10-31T23:59:59.999+05:30'), lines: [coat] }),
    reportOrder({ sequence: 2, placedAt: Date.parse('2026-11-01T00:00:00+05:30'), lines: [{ ...tee, quantity: 3 }, socks], discount: 10_001 }),
    reportOrder({ sequence: 3, placedAt: NOON - 5 * DAY, lines: [coat, { ...socks, quantity: 2 }, band], address: OFFICE, payment: 'upi', discount: 33_337, option: 'express' }),
    reportOrder({ sequence: 4, placedAt: NOON - 4 * DAY, lines: [tee], address: PARENTS, status: 'Delivered' }),
    reportOrder({ sequence: 5, placedAt: NOON - 3 * DAY, lines: [coat, tee], address: HOME, status: 'Cancelled', discount: 5_000 }),
    reportOrder({ sequence: 6, placedAt: NOON - 2 * DAY, lines: [{ ...tee, title: 'Classic Tee (new)' }, { ...tee, size: 'L', quantity: 2, title: 'Classic Tee (new)' }], address: OFFICE, payment: 'upi', status: 'Shipped' }),
    reportOrder({ sequence: 7, placedAt: NOON, lines: [band, { ...coat, quantity: 2 }], discount: 100_000, option: 'express' }),
    reportOrder({ sequence: 8, placedAt: NOON, lines: [socks], address: PARENTS, status: 'Cancelled' }),
    reportOrder({ sequence: 9, placedAt: Date.parse('2026-11-30T23:59:59.999+05:30'), lines: [{ ...socks, quantity: 10 }], address: OFFICE, discount: 1 }),
    reportOrder({ sequence: 10, placedAt: Date.parse('2026-12-01T00:00:00+05:30'), lines: [band] }),
    // Before 22 Sep 2025: the older bands (12% above ₹1,000).
    reportOrder({ sequence: 11, placedAt: Date.parse('2025-09-21T23:00:00+05:30'), lines: [coat, band, tee], address: OFFICE, discount: 7_777 }),
  ];
}

/** As a book lists them: newest first, the higher number first in one millisecond. */
const listed = (orders: readonly OwnedOrder[]) => [...orders].sort((a, b) => b.placedAt - a.placedAt || b.number.localeCompare(a.number));

/** The export's file from the port's pages of `limit` lines, as the use case writes it. */
async function exportedCsv(reports: SalesReportQueries, range: ReportRange, limit: number): Promise<{ csv: string; pages: number }> {
  let text = `${CSV_BOM}${csvRecord(ORDER_LINE_COLUMNS)}\r\n`;
  let after: OrderLinesCursor | undefined;
  let pages = 0;
  do {
    const page = await reports.orderLines(range, after, limit);
    pages += 1;
    expect(page.lines.length).toBeLessThanOrEqual(limit);
    if (page.next !== undefined) expect(page.lines).toHaveLength(limit);
    text += page.lines.map((line) => `${csvRecord(exportedLineRow(line))}\r\n`).join('');
    after = page.next;
  } while (after !== undefined && pages < 100);
  return { csv: text, pages };
}

export function salesReportsContract(name: string, make: () => Promise<SalesReportsFixture>): void {
  describe(`${name} (SalesReportQueries contract)`, () => {
    it('sums a range as salesSummary does over the same orders, to the paisa', async () => {
      const { reports, seed } = await make();
      const orders = reportOrders();
      await seed(orders);
      const summary = await reports.summary(NOVEMBER);
      expect(summary).toEqual(salesSummary(listed(orders), NOVEMBER));
      // The case is not empty: each figure has something to sum.
      expect(summary).toMatchObject({ orders: 8, cancellations: 2 });
      expect(summary.taxByRate.map((rate) => rate.ratePercent)).toEqual([5, 18]);
      expect(summary.taxTotals.igst).toBeGreaterThan(0);
      expect(summary.taxTotals.cgst).toBeGreaterThan(0);
      expect(summary.delivery).toBeGreaterThan(0);
      // September 2025's orders, at the older rates.
      const september = { from: '2025-09-01', to: '2025-09-30' };
      expect(await reports.summary(september)).toEqual(salesSummary(listed(orders), september));
      expect((await reports.summary(september)).taxByRate.map((rate) => rate.ratePercent)).toEqual([5, 12]);
    });

    it('answers the export a page at a time, the pages making orderLinesCsv’s file', async () => {
      const { reports, seed } = await make();
      const orders = reportOrders();
      await seed(orders);
      const expected = orderLinesCsv(listed(orders), NOVEMBER);
      for (const limit of [1, 4, 1000]) {
        const { csv, pages } = await exportedCsv(reports, NOVEMBER, limit);
        expect(csv, `pages of ${limit}`).toBe(expected);
        if (limit === 1) expect(pages).toBe(expected.split('\r\n').length - 2);
      }
      expect(expected.split('\r\n').length).toBeGreaterThan(15);
    });

    it('answers an empty range with zeros and no lines', async () => {
      const { reports, seed } = await make();
      await seed(reportOrders());
      const range = { from: '2026-06-01', to: '2026-06-30' };
      expect(await reports.summary(range)).toEqual(salesSummary([], range));
      expect(await reports.orderLines(range, undefined, 10)).toEqual({ lines: [] });
    });
  });
}
