import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/domain/catalogue/category';
import { SIZES } from '../../../src/domain/catalogue/size';
import { STATES_AND_TERRITORIES, type IndianState } from '../../../src/domain/orders/indian-states';
import { GST_STATE_CODES, rupeesInWords, shareOut, taxInvoice, type TaxInvoice } from '../../../src/domain/orders/invoice';
import type { Order, OrderLine } from '../../../src/domain/orders/order';
import { gstRatePercent } from '../../../src/domain/orders/gst';
import { indiaDate } from '../../../src/domain/orders/india-time';
import { SHOP_IDENTITY } from '../../../src/domain/orders/shop-identity';
import { INVOICE_TAX_CASES, invoiceTaxOrder } from '../../support/invoice-tax-cases';

/** 25 November 2026, 10:00 in India. */
const NOV_2026 = Date.UTC(2026, 10, 25, 4, 30);

function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return { productId: 1, title: 'Crew Tee', image: '/img/tee.jpg', category: 'tshirts', size: 'M', quantity: 1, unitPrice: 49900, mrp: 99900, ...overrides };
}

/** An order, its invoice issued on the day it was placed unless `invoice` says otherwise (undefined: not issued). */
function anOrder(
  lines: readonly OrderLine[],
  overrides: { state?: IndianState; delivery?: number; discount?: number; placedAt?: number; status?: Order['status']; invoice?: Order['invoice'] } = {},
): Order {
  const subtotal = lines.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const delivery = overrides.delivery ?? 0;
  const discount = overrides.discount ?? 0;
  const placedAt = overrides.placedAt ?? NOV_2026;
  return {
    number: 'FZ00000042',
    placedAt,
    lines,
    totals: { subtotal, delivery, discount, total: subtotal + delivery - discount },
    address: {
      fullName: 'Asha Rao',
      mobile: '9876543210',
      email: 'asha@example.in',
      line1: '12 Lake View Road',
      line2: 'Indiranagar',
      landmark: '',
      city: 'Bengaluru',
      state: overrides.state ?? 'Karnataka',
      pinCode: '560038',
    },
    delivery: { option: 'standard', estimatedDate: '2026-11-28' },
    payment: { method: 'cod', state: 'cod-due' },
    status: overrides.status ?? 'Processing',
    history: [{ status: 'Processing', at: placedAt, by: 'shopper' }],
    ...('invoice' in overrides ? (overrides.invoice ? { invoice: overrides.invoice } : {}) : { invoice: { number: 'FZ/26-27/000042', date: indiaDate(placedAt) } }),
  };
}

function invoiceOf(order: Order): TaxInvoice {
  const outcome = taxInvoice(order);
  if (outcome.kind !== 'invoice') throw new Error('no invoice');
  return outcome.invoice;
}

const orderLine = fc.record({
  productId: fc.integer({ min: 1, max: 500 }),
  title: fc.constant('A product'),
  image: fc.constant('/img/p.jpg'),
  category: fc.constantFrom(...CATEGORIES),
  size: fc.constantFrom(...SIZES),
  quantity: fc.integer({ min: 1, max: 10 }),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  mrp: fc.integer({ min: 0, max: 10_000_000 }),
});

/** Any order that is not cancelled: lines, a delivery fee, a discount up to the goods' value, anywhere in India, from 2017 to 2030. */
const anyOrder = fc
  .record({
    lines: fc.array(orderLine, { minLength: 1, maxLength: 8 }),
    state: fc.constantFrom(...STATES_AND_TERRITORIES),
    delivery: fc.constantFrom(0, 4900, 9900, 14900),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    placedAt: fc.integer({ min: Date.UTC(2017, 6, 1), max: Date.UTC(2030, 0, 1) }),
    status: fc.constantFrom('Processing', 'Shipped', 'In Transit', 'Delivered' as const),
  })
  .map(({ lines, state, delivery, discountShare, placedAt, status }) => {
    const subtotal = lines.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
    return anOrder(lines, { state, delivery, discount: Math.floor(subtotal * discountShare), placedAt, status });
  });

describe('the tax invoice', () => {
  it('prints the seller, the buyer, the place of supply and the numbers of the order', () => {
    const invoice = invoiceOf(anOrder([line()], { state: 'Maharashtra' }));
    expect(invoice).toMatchObject({
      number: 'FZ/26-27/000042',
      date: '2026-11-25',
      orderNumber: 'FZ00000042',
      seller: { legalName: SHOP_IDENTITY.legalName, gstin: SHOP_IDENTITY.gstin, state: 'Karnataka', addressLines: SHOP_IDENTITY.addressLines },
      buyer: { name: 'Asha Rao', addressLines: ['12 Lake View Road', 'Indiranagar', 'Bengaluru, Maharashtra 560038'] },
      placeOfSupply: 'Maharashtra',
      interState: true,
    });
    expect(invoice.number.length).toBeLessThanOrEqual(16);
  });

  it('splits the tax into CGST and SGST within Karnataka, the shop’s state, and cites the rates in force', () => {
    // ₹499 a piece × 2 at 5%: ₹998 = ₹950.48 taxable + ₹47.52 tax.
    const invoice = invoiceOf(anOrder([line({ quantity: 2 })]));
    expect(invoice.interState).toBe(false);
    expect(invoice.lines).toEqual([
      {
        kind: 'goods',
        description: 'Crew Tee (Size M)',
        hsn: '6109',
        quantity: 2,
        unitPrice: 49900,
        gross: 99800,
        discount: 0,
        amount: 99800,
        taxable: 95048,
        ratePercent: 5,
        cgst: 2376,
        sgst: 2376,
        igst: 0,
      },
    ]);
    expect(invoice.rates).toEqual({ from: '2025-09-22', lowRatePercent: 5, highRatePercent: 18, bandLimitRupees: 2500 });
  });

  it('names each goods line’s variant, its colour too, and its SKU when the order kept one (older orders have none)', () => {
    const invoice = invoiceOf(anOrder([line({ size: 'L', colour: 'Black', sku: 'HOO1004-L-BLACK' }), line({ productId: 2, size: 'S' })]));
    expect(invoice.lines.map((item) => [item.description, item.sku])).toEqual([
      ['Crew Tee (Size L, Black)', 'HOO1004-L-BLACK'],
      ['Crew Tee (Size S)', undefined],
    ]);
  });

  it('charges IGST alone outside the shop’s state', () => {
    const [goods] = invoiceOf(anOrder([line({ unitPrice: 299900, category: 'outerwear' })], { state: 'Delhi' })).lines;
    // Above ₹2,500 a piece: 18%. ₹2,999 = ₹2,541.53 + ₹457.47.
    expect(goods).toMatchObject({ hsn: '6201', ratePercent: 18, taxable: 254153, cgst: 0, sgst: 0, igst: 45747 });
  });

  it('taxes an order at the rates of the day it was placed (India time), so an older order keeps its invoice', () => {
    // 21 September 2025, 23:00 in India (17:30 UTC): the old bands, ₹1,299 at 12%.
    const old = invoiceOf(anOrder([line({ unitPrice: 129900 })], { placedAt: Date.UTC(2025, 8, 21, 17, 30) }));
    expect(old.date).toBe('2025-09-21');
    expect(old.lines[0]!.ratePercent).toBe(12);
    expect(old.rates.from).toBe('2017-07-01');
    // Half an hour later it is the 22nd in India: 5%.
    const next = invoiceOf(anOrder([line({ unitPrice: 129900 })], { placedAt: Date.UTC(2025, 8, 21, 18, 30) }));
    expect(next.date).toBe('2025-09-22');
    expect(next.lines[0]!.ratePercent).toBe(5);
  });

  it('bills the delivery as its own line at the highest rate among the goods, under that line’s HSN', () => {
    const invoice = invoiceOf(
      anOrder([line({ unitPrice: 49900 }), line({ productId: 2, title: 'Parka', category: 'outerwear', unitPrice: 349900 })], { delivery: 9900 }),
    );
    const delivery = invoice.lines.at(-1)!;
    expect(delivery).toMatchObject({ kind: 'delivery', description: 'Delivery charges (Standard Delivery)', hsn: '6201', quantity: 1, amount: 9900, ratePercent: 18 });
    expect(delivery.taxable + delivery.cgst + delivery.sgst).toBe(9900);
    expect(invoice.totals.amount).toBe(49900 + 349900 + 9900);
  });

  it('has no delivery line when delivery was free', () => {
    expect(invoiceOf(anOrder([line()])).lines.map((item) => item.kind)).toEqual(['goods']);
  });

  it('shares a discount among the goods lines by value, and taxes what was paid', () => {
    const invoice = invoiceOf(anOrder([line({ unitPrice: 10000 }), line({ productId: 2, unitPrice: 20000 })], { discount: 1000, delivery: 4900 }));
    expect(invoice.lines.map((item) => item.discount)).toEqual([333, 667, 0]);
    expect(invoice.lines.map((item) => item.amount)).toEqual([9667, 19333, 4900]);
    expect(invoice.totals).toMatchObject({ gross: 34900, discount: 1000, amount: 33900 });
  });

  it('is not issued for a cancelled order', () => {
    expect(taxInvoice(anOrder([line()], { status: 'Cancelled' }))).toEqual({ kind: 'cancelled' });
    expect(taxInvoice(anOrder([line()], { status: 'Cancelled', invoice: undefined }))).toEqual({ kind: 'cancelled' });
  });

  it('is not a tax invoice before the order ships: no number or date, its taxes as the invoice will show them', () => {
    const order = anOrder([line({ quantity: 2 })], { discount: 1000, delivery: 4900, invoice: undefined });
    const outcome = taxInvoice(order);
    expect(outcome.kind).toBe('not-issued');
    if (outcome.kind !== 'not-issued') return;
    expect(outcome.invoice).not.toHaveProperty('number');
    expect(outcome.invoice).not.toHaveProperty('date');
    const { number: _number, date: _date, ...issued } = invoiceOf({ ...order, status: 'Shipped', invoice: { number: 'FZ/26-27/000001', date: '2026-11-27' } });
    expect(outcome.invoice).toEqual(issued);
  });

  it('is dated the day it was issued (the dispatch day), its taxes still at the rates of the day the order was placed', () => {
    // Placed 21 September 2025 at 23:00 in India (the old bands: ₹1,299 at 12%), shipped on the 23rd.
    const invoice = invoiceOf(anOrder([line({ unitPrice: 129900 })], { placedAt: Date.UTC(2025, 8, 21, 17, 30), status: 'Shipped', invoice: { number: 'FZ/25-26/000007', date: '2025-09-23' } }));
    expect(invoice).toMatchObject({ number: 'FZ/25-26/000007', date: '2025-09-23' });
    expect(invoice.lines[0]!.ratePercent).toBe(12);
  });

  it('adds up to the paisa for any order: each line’s taxable value and taxes make what was paid, the total is the order’s', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const invoice = invoiceOf(order);
        for (const item of invoice.lines) {
          expect(item.taxable + item.cgst + item.sgst + item.igst).toBe(item.amount);
          expect(item.gross - item.discount).toBe(item.amount);
          expect(Math.min(item.gross, item.discount, item.amount, item.taxable, item.cgst, item.sgst, item.igst)).toBeGreaterThanOrEqual(0);
          expect(Math.abs(item.cgst - item.sgst)).toBeLessThanOrEqual(1);
        }
        expect(invoice.totals.amount).toBe(order.totals.total);
        expect(invoice.totals.discount).toBe(order.totals.discount);
        for (const column of ['gross', 'discount', 'amount', 'taxable', 'cgst', 'sgst', 'igst'] as const) {
          expect(invoice.totals[column]).toBe(invoice.lines.reduce((sum, item) => sum + item[column], 0));
        }
        expect(invoice.totals.taxable + invoice.totals.cgst + invoice.totals.sgst + invoice.totals.igst).toBe(order.totals.total);
      }),
    );
  });

  it('charges CGST and SGST inside the shop’s state and IGST alone outside it, for any order', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const invoice = invoiceOf(order);
        const inside = order.address.state === SHOP_IDENTITY.state;
        expect(invoice.interState).toBe(!inside);
        if (inside) expect(invoice.totals.igst).toBe(0);
        else expect(invoice.totals.cgst + invoice.totals.sgst).toBe(0);
        // Each line at the rate of its unit price on the day; the delivery at the highest of them.
        const goods = invoice.lines.filter((item) => item.kind === 'goods');
        goods.forEach((item, index) => expect(item.ratePercent).toBe(gstRatePercent(order.lines[index]!.unitPrice, indiaDate(order.placedAt))));
        const delivery = invoice.lines.filter((item) => item.kind === 'delivery');
        expect(delivery).toHaveLength(order.totals.delivery > 0 ? 1 : 0);
        for (const item of delivery) expect(item.ratePercent).toBe(Math.max(...goods.map((good) => good.ratePercent)));
      }),
    );
  });
});

describe('shareOut', () => {
  it('shares a whole number of paise by weight: the shares add up, none passes its weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 50 }).chain((weights) =>
          fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: weights.reduce((a, b) => a + b, 0) })),
        ),
        ([weights, total]) => {
          const shares = shareOut(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[index]!);
          });
        },
      ),
    );
  });
});

describe('rupeesInWords', () => {
  it('writes an amount out in the Indian system', () => {
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(rupeesInWords(129900)).toBe('Rupees One Thousand Two Hundred Ninety-Nine Only');
    expect(rupeesInWords(34850)).toBe('Rupees Three Hundred Forty-Eight and Fifty Paise Only');
    expect(rupeesInWords(1_23_45_678_05)).toBe('Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Five Paise Only');
    expect(rupeesInWords(10_00_000_00)).toBe('Rupees Ten Lakh Only');
  });
});

describe('GST state codes', () => {
  it('name every state and union territory once, and the shop’s GSTIN begins with its state’s', () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...STATES_AND_TERRITORIES].sort());
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(STATES_AND_TERRITORIES.length);
    expect(SHOP_IDENTITY.gstin.slice(0, 2)).toBe(GST_STATE_CODES[SHOP_IDENTITY.state]);
  });
});

describe('the invoice lines’ table of cases (tests/support/invoice-tax-cases.ts, passed by the database too)', () => {
  it.each(INVOICE_TAX_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    // Not shipped yet: its taxes as its invoice will show them.
    const outcome = taxInvoice(invoiceTaxOrder(c, 1, '9876543210'));
    if (outcome.kind === 'cancelled') throw new Error(outcome.kind);
    expect(outcome.invoice.lines.map((l) => [l.discount, l.amount, l.ratePercent, l.taxable, l.cgst, l.sgst, l.igst])).toEqual(c.expected);
  });
});
