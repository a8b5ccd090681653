import { CATEGORY_NAMES } from '../catalogue/category';
import { taxInvoice, type InvoiceLine } from '../orders/invoice';
import { newestFirst, PAYMENT_STATE_LABELS, type Order } from '../orders/order';
import { PAYMENT_METHOD_NAMES } from '../orders/order-totals';
import type { Paise } from '../orders/paise';
import { csvFile } from './csv';
import { placedInRange, type ReportRange } from './report-range';

/**
 * The Reports section's export: the orders placed in a range, one row per line of each order, as a
 * spreadsheet the shop can file its GST return from. A line's money is its tax invoice's
 * (src/domain/orders/invoice.ts): its share of any discount, its GST rate on the order's day, and
 * the tax inside what was paid, split CGST + SGST within the shop's state or IGST outside it. The
 * delivery charge, which the invoice taxes as a line of its own, has a row of its own too, so that
 * the rows of an order add up to what it cost. A cancelled order supplied nothing and has no
 * invoice: its lines are listed with their price and no tax.
 */
export const ORDER_LINE_COLUMNS = [
  'Order Number',
  'Placed (India time)',
  'Status',
  'Customer',
  'Phone',
  'PIN Code',
  'State',
  'Payment Method',
  'Payment Status',
  'Product',
  'Category',
  'Size',
  'Quantity',
  'Unit Price (₹)',
  'Discount (₹)',
  'Line Total (₹)',
  'GST Rate (%)',
  'Taxable Value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
] as const;

export type OrderLineRow = readonly (string | number)[];

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** '2026-11-26 14:05': the India time an order was placed, as a spreadsheet sorts it. */
export function indiaDateTime(ms: number): string {
  const iso = new Date(ms + IST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** Paise as rupees with two decimals and no grouping or symbol ('1299.50'): a number to Excel. */
export function rupeesCell(amount: Paise): string {
  const sign = amount < 0 ? '-' : '';
  const paise = Math.abs(Math.round(amount));
  return `${sign}${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

function orderCells(order: Order): (string | number)[] {
  const { address } = order;
  return [
    order.number,
    indiaDateTime(order.placedAt),
    order.status,
    address.fullName,
    address.mobile,
    address.pinCode,
    address.state,
    PAYMENT_METHOD_NAMES[order.payment.method],
    PAYMENT_STATE_LABELS[order.payment.state],
  ];
}

function taxCells(line: InvoiceLine): string[] {
  return [rupeesCell(line.discount), rupeesCell(line.amount), String(line.ratePercent), rupeesCell(line.taxable), rupeesCell(line.cgst), rupeesCell(line.sgst), rupeesCell(line.igst)];
}

/** The rows of one order: a row per line (and one for its delivery charge), unquoted. */
export function orderLineRows(order: Order): OrderLineRow[] {
  const head = orderCells(order);
  const outcome = taxInvoice(order);
  if (outcome.kind === 'cancelled') {
    return order.lines.map((line) => [
      ...head,
      line.title,
      CATEGORY_NAMES[line.category],
      line.size,
      line.quantity,
      rupeesCell(line.unitPrice),
      rupeesCell(0),
      rupeesCell(line.unitPrice * line.quantity),
      '',
      '',
      '',
      '',
      '',
    ]);
  }
  return outcome.invoice.lines.map((line, index) => {
    const bought = line.kind === 'goods' ? order.lines[index] : undefined;
    return bought
      ? [...head, bought.title, CATEGORY_NAMES[bought.category], bought.size, bought.quantity, rupeesCell(bought.unitPrice), ...taxCells(line)]
      : [...head, line.description, '', '', line.quantity, rupeesCell(line.unitPrice), ...taxCells(line)];
  });
}

/** The orders placed in `range`, oldest first (as a ledger reads), as rows under ORDER_LINE_COLUMNS. */
export function orderLineRecords(orders: readonly Order[], range: ReportRange): OrderLineRow[] {
  const inRange = placedInRange(range);
  const chosen = orders.filter((order) => inRange(order.placedAt)).sort((a, b) => newestFirst(b, a));
  return [ORDER_LINE_COLUMNS, ...chosen.flatMap(orderLineRows)];
}

/** The export file's text: UTF-8 with its BOM, formula-safe, RFC 4180. */
export function orderLinesCsv(orders: readonly Order[], range: ReportRange): string {
  return csvFile(orderLineRecords(orders, range));
}
