import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxInvoice } from '../../../src/domain/orders/invoice';
import { CSV_BOM, startsLikeFormula } from '../../../src/domain/reports/csv';
import { indiaDateTime, ORDER_LINE_COLUMNS, orderLinesCsv, rupeesCell } from '../../../src/domain/reports/order-lines-export';
import { placedInRange, reportFileName, reportRangeProblem, thisMonth } from '../../../src/domain/reports/report-range';
import { salesSummary } from '../../../src/domain/reports/sales-summary';
import { HOME, OFFICE } from '../../support/addresses';
import { parseCsv } from '../../support/csv-parser';
import { arbitraryOrders, reportOrder } from '../../support/report-orders';

// 26 Nov 2026, 12:00 India time.
const NOON = Date.parse('2026-11-26T12:00:00+05:30');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const cents = (text: string) => Math.round(Number(text) * 100);

describe('the report range', () => {
  it('opens on this month so far, India time', () => {
    expect(thisMonth(NOON)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    // 30 Nov 20:00 UTC is already 1 Dec in India.
    expect(thisMonth(Date.parse('2026-11-30T20:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('takes India days, both included', () => {
    const inRange = placedInRange({ from: '2026-11-26', to: '2026-11-26' });
    expect(inRange(Date.parse('2026-11-26T00:00:00+05:30'))).toBe(true);
    expect(inRange(Date.parse('2026-11-26T23:59:59.999+05:30'))).toBe(true);
    expect(inRange(Date.parse('2026-11-25T23:59:59.999+05:30'))).toBe(false);
    expect(inRange(Date.parse('2026-11-27T00:00:00+05:30'))).toBe(false);
  });

  it('says what is wrong with a range that is not one', () => {
    expect(reportRangeProblem(NOVEMBER)).toBeUndefined();
    expect(reportRangeProblem({ from: '', to: '2026-11-30' })).toBe('Choose the first day of the range.');
    expect(reportRangeProblem({ from: '2026-11-01', to: '2026-02-30' })).toBe('Choose the last day of the range.');
    expect(reportRangeProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe('The first day must not be after the last day.');
  });

  it("names the file after the range", () => {
    expect(reportFileName(NOVEMBER)).toBe('fashion-zone-orders-2026-11-01-to-2026-11-30.csv');
  });
});

describe('the sales summary', () => {
  const tee = { productId: 1, category: 'tshirts', unitPrice: 99_900, title: 'Tee' } as const; // 5%
  const coat = { productId: 2, category: 'outerwear', unitPrice: 499_900, title: 'Coat' } as const; // 18%
  const orders = [
    reportOrder({ sequence: 1, placedAt: NOON - 2 * DAY, lines: [{ ...tee, quantity: 3 }], address: HOME }),
    reportOrder({ sequence: 2, placedAt: NOON - DAY, lines: [coat, tee], address: OFFICE, payment: 'upi', status: 'Delivered' }),
    reportOrder({ sequence: 3, placedAt: NOON, lines: [coat], address: HOME, status: 'Cancelled' }),
    reportOrder({ sequence: 4, placedAt: Date.parse('2026-10-31T12:00:00+05:30'), lines: [coat], address: HOME }),
  ];

  it('revenue, orders, average, cancellations, top products and categories of the range only', () => {
    const summary = salesSummary(orders, NOVEMBER);
    const revenue = orders[0]!.totals.total + orders[1]!.totals.total;
    expect(summary).toMatchObject({ orders: 3, cancellations: 1, revenue, averageOrderValue: Math.round(revenue / 2) });
    expect(summary.topProducts.map((p) => [p.title, p.units])).toEqual([
      ['Tee', 4],
      ['Coat', 1],
    ]);
    expect(summary.byCategory.map((c) => [c.category, c.units, c.revenue])).toEqual([
      ['outerwear', 1, 499_900],
      ['tshirts', 4, 399_600],
    ]);
  });

  it('splits the tax per rate: CGST + SGST within Karnataka, IGST to Haryana', () => {
    const summary = salesSummary(orders, NOVEMBER);
    expect(summary.taxByRate.map((rate) => rate.ratePercent)).toEqual([5, 18]);
    const [five, eighteen] = summary.taxByRate;
    // Order 1 (Karnataka, tees at 5%) and the tee of order 2 (Haryana).
    expect(five!.cgst).toBeGreaterThan(0);
    // Halves of each line's tax, an odd paisa to CGST (one line in Karnataka: at most one paisa apart).
    expect(five!.cgst - five!.sgst).toBeGreaterThanOrEqual(0);
    expect(five!.cgst - five!.sgst).toBeLessThanOrEqual(1);
    expect(five!.igst).toBeGreaterThan(0);
    // The coat went to Haryana only: all IGST.
    expect(eighteen).toMatchObject({ cgst: 0, sgst: 0 });
    expect(eighteen!.igst).toBeGreaterThan(0);
  });

  it('an empty range: nothing, and no division by nothing', () => {
    expect(salesSummary(orders, { from: '2027-01-01', to: '2027-01-31' })).toMatchObject({ orders: 0, revenue: 0, averageOrderValue: 0, topProducts: [], taxByRate: [] });
  });

  it('its sums equal the sums of its orders (fast-check)', () => {
    fc.assert(
      fc.property(arbitraryOrders(Date.parse('2026-10-25T00:00:00+05:30'), 45 * DAY), (generated) => {
        const summary = salesSummary(generated, NOVEMBER);
        const inRange = placedInRange(NOVEMBER);
        const chosen = generated.filter((order) => inRange(order.placedAt));
        const kept = chosen.filter((order) => order.status !== 'Cancelled');
        expect(summary.orders).toBe(chosen.length);
        expect(summary.cancellations).toBe(chosen.length - kept.length);
        expect(summary.revenue).toBe(kept.reduce((sum, order) => sum + order.totals.total, 0));
        // The tax table adds up to the revenue to the paisa, and to the invoices' own totals.
        const { taxable, cgst, sgst, igst } = summary.taxTotals;
        expect(taxable + cgst + sgst + igst).toBe(summary.revenue);
        const invoices = kept.map((order) => taxInvoice(order)).flatMap((outcome) => (outcome.kind !== 'cancelled' ? [outcome.invoice.totals] : []));
        expect(cgst).toBe(invoices.reduce((sum, totals) => sum + totals.cgst, 0));
        expect(igst).toBe(invoices.reduce((sum, totals) => sum + totals.igst, 0));
        // Categories and delivery make up the revenue; units are every item bought.
        expect(summary.byCategory.reduce((sum, row) => sum + row.revenue, 0) + summary.delivery).toBe(summary.revenue);
        expect(summary.byCategory.reduce((sum, row) => sum + row.units, 0)).toBe(kept.reduce((sum, order) => sum + order.lines.reduce((n, line) => n + line.quantity, 0), 0));
        expect(summary.topProducts.length).toBeLessThanOrEqual(10);
        for (const [a, b] of summary.topProducts.slice(1).map((p, i) => [summary.topProducts[i]!, p] as const)) expect(a.units).toBeGreaterThanOrEqual(b.units);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the order lines export', () => {
  it('names each line’s variant: its size, its colour when it has one, and the SKU it was sold under', () => {
    const order = reportOrder({
      sequence: 1,
      placedAt: NOON,
      lines: [
        { productId: 29, category: 'accessories', unitPrice: 59_900, title: 'Cap', size: 'M', colour: 'Navy', sku: 'ACC290029-M-NAVY' },
        { productId: 1, unitPrice: 49_900, title: 'Tee', size: 'L' },
      ],
      option: 'express',
    });
    const [, cap, tee, delivery] = parseCsv(orderLinesCsv([order], NOVEMBER).slice(1));
    const at = (name: (typeof ORDER_LINE_COLUMNS)[number]) => ORDER_LINE_COLUMNS.indexOf(name);
    expect([cap![at('Size')], cap![at('Colour')], cap![at('SKU')]]).toEqual(['M', 'Navy', 'ACC290029-M-NAVY']);
    expect([tee![at('Size')], tee![at('Colour')], tee![at('SKU')]]).toEqual(['L', '', '']);
    expect([delivery![at('Size')], delivery![at('Colour')], delivery![at('SKU')]]).toEqual(['', '', '']);
  });

  it('a BOM, the header, and a row a line (and one for the delivery charge) in the range, oldest first', () => {
    const first = reportOrder({ sequence: 1, placedAt: NOON - DAY, lines: [{ productId: 1, unitPrice: 49_900, title: 'Tee', quantity: 2 }], option: 'express' });
    const second = reportOrder({ sequence: 2, placedAt: NOON, lines: [{ productId: 2, category: 'jeans', unitPrice: 299_900, title: 'Jeans' }], address: OFFICE, payment: 'upi' });
    const csv = orderLinesCsv([second, first], NOVEMBER);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([...ORDER_LINE_COLUMNS]);
    expect(rows.map((row) => [row[0], row[9]])).toEqual([
      ['FZ00000001', 'Tee'],
      ['FZ00000001', 'Delivery charges (Express Delivery)'],
      ['FZ00000002', 'Jeans'],
    ]);
    expect(rows[2]).toEqual([
      'FZ00000002',
      indiaDateTime(NOON),
      'Processing',
      'Asha Rao',
      OFFICE.mobile,
      '122002',
      'Haryana',
      'UPI',
      'Payment pending',
      'Jeans',
      'Jeans',
      'M',
      '',
      '',
      '1',
      '2999.00',
      '0.00',
      '2999.00',
      '18',
      '2541.53',
      '0.00',
      '0.00',
      '457.47',
    ]);
    expect(indiaDateTime(NOON)).toBe('2026-11-26 12:00');
  });

  it('every cell round-trips, none starts like a formula, and the line totals of the orders not cancelled add up to the revenue (fast-check)', () => {
    fc.assert(
      fc.property(arbitraryOrders(Date.parse('2026-10-25T00:00:00+05:30'), 45 * DAY), (generated) => {
        const csv = orderLinesCsv(generated, NOVEMBER);
        const [header, ...rows] = parseCsv(csv.slice(CSV_BOM.length));
        expect(header).toEqual([...ORDER_LINE_COLUMNS]);
        for (const row of rows) expect(row).toHaveLength(ORDER_LINE_COLUMNS.length);
        for (const cell of rows.flat()) expect(startsLikeFormula(cell)).toBe(false);
        // The customer's name is read back as typed (with the quote when it began like a formula).
        const names = new Set(rows.map((row) => row[3]));
        const inRange = placedInRange(NOVEMBER);
        for (const order of generated.filter((o) => inRange(o.placedAt))) {
          const name = order.address.fullName;
          expect(names.has(startsLikeFormula(name) ? `'${name}` : name)).toBe(true);
        }
        const kept = rows.filter((row) => row[2] !== 'Cancelled');
        const summary = salesSummary(generated, NOVEMBER);
        expect(kept.reduce((sum, row) => sum + cents(row[17]!), 0)).toBe(summary.revenue);
        expect(kept.reduce((sum, row) => sum + cents(row[20]!) + cents(row[21]!) + cents(row[22]!), 0)).toBe(summary.taxTotals.cgst + summary.taxTotals.sgst + summary.taxTotals.igst);
      }),
      { numRuns: 150 },
    );
  });

  it('writes paise as rupees with two decimals', () => {
    expect(rupeesCell(0)).toBe('0.00');
    expect(rupeesCell(5)).toBe('0.05');
    expect(rupeesCell(129_950)).toBe('1299.50');
  });
});
