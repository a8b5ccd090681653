import type { DeliveryAddress } from '../../src/domain/orders/address';
import type { IndianState } from '../../src/domain/orders/indian-states';
import { invoiceSeller } from '../../src/domain/orders/invoice-seller';
import type { OwnedOrder } from '../../src/domain/orders/order';
import { SHOP_IDENTITY } from '../../src/domain/orders/shop-identity';
import { HOME, OFFICE } from './addresses';
import { reportOrder } from './report-orders';

/**
 * The tax invoice's line arithmetic as a table of cases, which the domain's taxInvoice
 * (tests/domain) and the database's report_invoice_lines (tests/db) both pass: one rule, two places
 * it runs. Each case: when the order was placed, where it goes, the seller's state, its lines
 * (unit price in paise, quantity), its discount and delivery option; and each invoice line as
 * [discount, amount, GST rate, taxable, CGST, SGST, IGST], the goods in order, then the delivery.
 * The bands: 5% up to ₹1,000 a piece, 12% above, until 21 Sep 2025; 5% up to ₹2,500, 18% above,
 * from 22 Sep 2025 (India days). A discount is shared by value, the paise left over to the largest
 * remainders (the earlier line on a tie); the delivery takes the highest goods rate.
 */
export interface InvoiceTaxCase {
  readonly name: string;
  readonly placedAt: string;
  readonly to: DeliveryAddress;
  readonly sellerState: IndianState;
  readonly lines: readonly (readonly [unitPrice: number, quantity: number])[];
  readonly discount: number;
  readonly option: 'standard' | 'express';
  readonly expected: readonly (readonly [discount: number, amount: number, ratePercent: number, taxable: number, cgst: number, sgst: number, igst: number])[];
}

const MAHARASHTRA: DeliveryAddress = { ...OFFICE, city: 'Mumbai', state: 'Maharashtra', pinCode: '400001' };

export const INVOICE_TAX_CASES: readonly InvoiceTaxCase[] = [
  {
    name: 'one tee within Karnataka, standard delivery under ₹499',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: HOME,
    sellerState: 'Karnataka',
    lines: [[49900, 1]],
    discount: 0,
    option: 'standard',
    expected: [
      [0, 49900, 5, 47524, 1188, 1188, 0],
    ],
  },
  {
    name: 'the new band’s limit: ₹2,500 at 5%, a paisa more at 18%',
    placedAt: '2025-09-22T00:00:00+05:30',
    to: HOME,
    sellerState: 'Karnataka',
    lines: [[250000, 1], [250001, 1]],
    discount: 0,
    option: 'express',
    expected: [
      [0, 250000, 5, 238095, 5953, 5952, 0],
      [0, 250001, 18, 211865, 19068, 19068, 0],
      [0, 9900, 18, 8390, 755, 755, 0],
    ],
  },
  {
    name: 'the day before: ₹1,000 at 5%, a paisa more at 12%',
    placedAt: '2025-09-21T23:59:59+05:30',
    to: HOME,
    sellerState: 'Karnataka',
    lines: [[100000, 1], [100001, 2]],
    discount: 0,
    option: 'standard',
    expected: [
      [0, 100000, 5, 95238, 2381, 2381, 0],
      [0, 200002, 12, 178573, 10715, 10714, 0],
    ],
  },
  {
    name: 'before the first table (2017): its rates',
    placedAt: '2016-03-01T12:00:00+05:30',
    to: OFFICE,
    sellerState: 'Karnataka',
    lines: [[150000, 1]],
    discount: 0,
    option: 'express',
    expected: [
      [0, 150000, 12, 133929, 0, 0, 16071],
      [0, 9900, 12, 8839, 0, 0, 1061],
    ],
  },
  {
    name: 'equal lines, two paise left: the earlier lines take them',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: HOME,
    sellerState: 'Karnataka',
    lines: [[33333, 1], [33333, 1], [33333, 1]],
    discount: 2,
    option: 'standard',
    expected: [
      [1, 33332, 5, 31745, 794, 793, 0],
      [1, 33332, 5, 31745, 794, 793, 0],
      [0, 33333, 5, 31746, 794, 793, 0],
    ],
  },
  {
    name: 'a discount by value over unequal lines, to another state',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: OFFICE,
    sellerState: 'Karnataka',
    lines: [[499900, 1], [33333, 2], [250000, 1]],
    discount: 33337,
    option: 'express',
    expected: [
      [20409, 479491, 18, 406348, 0, 0, 73143],
      [2722, 63944, 5, 60899, 0, 0, 3045],
      [10206, 239794, 5, 228375, 0, 0, 11419],
      [0, 9900, 18, 8390, 0, 0, 1510],
    ],
  },
  {
    name: 'a discount as large as the goods: nothing left to tax but delivery',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: HOME,
    sellerState: 'Karnataka',
    lines: [[20000, 1], [9900, 2]],
    discount: 39800,
    option: 'standard',
    expected: [
      [20000, 0, 5, 0, 0, 0, 0],
      [19800, 0, 5, 0, 0, 0, 0],
      [0, 4900, 5, 4667, 117, 116, 0],
    ],
  },
  {
    name: 'a free line beside a paid one',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: HOME,
    sellerState: 'Karnataka',
    lines: [[0, 1], [129900, 1]],
    discount: 1001,
    option: 'standard',
    expected: [
      [0, 0, 5, 0, 0, 0, 0],
      [1001, 128899, 5, 122761, 3069, 3069, 0],
    ],
  },
  {
    name: 'an odd paisa of tax goes to CGST',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: HOME,
    sellerState: 'Karnataka',
    lines: [[10520, 1]],
    discount: 0,
    option: 'standard',
    expected: [
      [0, 10520, 5, 10019, 251, 250, 0],
      [0, 4900, 5, 4667, 117, 116, 0],
    ],
  },
  {
    name: 'a seller in Maharashtra: CGST + SGST to Mumbai',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: MAHARASHTRA,
    sellerState: 'Maharashtra',
    lines: [[499900, 1], [49900, 3]],
    discount: 5000,
    option: 'express',
    expected: [
      [3848, 496052, 18, 420383, 37835, 37834, 0],
      [1152, 148548, 5, 141474, 3537, 3537, 0],
      [0, 9900, 18, 8390, 755, 755, 0],
    ],
  },
  {
    name: 'a seller in Maharashtra: IGST to Bengaluru',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: HOME,
    sellerState: 'Maharashtra',
    lines: [[499900, 1], [49900, 3]],
    discount: 5000,
    option: 'express',
    expected: [
      [3848, 496052, 18, 420383, 0, 0, 75669],
      [1152, 148548, 5, 141474, 0, 0, 7074],
      [0, 9900, 18, 8390, 0, 0, 1510],
    ],
  },
  {
    name: 'the delivery at the highest rate, the larger line on a tie',
    placedAt: '2026-11-25T10:00:00+05:30',
    to: HOME,
    sellerState: 'Karnataka',
    lines: [[40000, 1], [300000, 1], [300000, 2]],
    discount: 0,
    option: 'express',
    expected: [
      [0, 40000, 5, 38095, 953, 952, 0],
      [0, 300000, 18, 254237, 22882, 22881, 0],
      [0, 600000, 18, 508475, 45763, 45762, 0],
      [0, 9900, 18, 8390, 755, 755, 0],
    ],
  },
];

/** A case as the order it describes, numbered `sequence`, with the seller it keeps. */
export function invoiceTaxOrder(c: InvoiceTaxCase, sequence: number, owner: string): OwnedOrder {
  const order = reportOrder({
    sequence,
    placedAt: Date.parse(c.placedAt),
    lines: c.lines.map(([unitPrice, quantity], index) => ({ productId: index + 1, unitPrice, quantity, size: 'M' })),
    address: c.to,
    discount: c.discount,
    option: c.option,
    owner,
  });
  return { ...order, seller: { ...invoiceSeller(SHOP_IDENTITY), state: c.sellerState } };
}
