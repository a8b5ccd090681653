import { CATEGORY_NAMES, type Category } from '../catalogue/category';
import { deliveryOption } from '../policies/shop-policies';
import type { CheckoutDeliveryOptionId } from '../orders/delivery-estimate';
import { taxInvoice, type InvoiceLine } from '../orders/invoice';
import { newestFirst, PAYMENT_STATE_LABELS, type Order, type PaymentState } from '../orders/order';
import type { OrderStatus } from '../orders/order-status';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '../orders/order-totals';
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
  'Colour',
  'SKU',
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

/** Who ordered, where it goes and how it is paid: the columns every row of an order repeats. */
export interface ExportedOrder {
  readonly number: string;
  readonly placedAt: number;
  readonly status: OrderStatus;
  readonly customer: string;
  readonly phone: string;
  readonly pinCode: string;
  readonly state: string;
  readonly paymentMethod: PaymentMethod;
  readonly paymentState: PaymentState;
}

/** A product as bought, or the order's delivery charge (a line of its own on the invoice). */
export type ExportedItem =
  | {
      readonly kind: 'goods';
      readonly title: string;
      readonly category: Category;
      readonly size: string;
      /** The colour's name, for a product that comes in colours. */
      readonly colour?: string;
      /** The variant's SKU at the time of sale (a line from before variants may have none). */
      readonly sku?: string;
      readonly quantity: number;
      readonly unitPrice: Paise;
    }
  | { readonly kind: 'delivery'; readonly option: CheckoutDeliveryOptionId; readonly fee: Paise };

/** A line's money as its tax invoice has it (InvoiceLine). */
export type ExportedTax = Pick<InvoiceLine, 'discount' | 'amount' | 'ratePercent' | 'taxable' | 'cgst' | 'sgst' | 'igst'>;

/**
 * One row of the export as a backend answers it (SalesReportQueries.orderLines): the order's
 * columns, the item, and its tax; no tax for a line of a cancelled order, which has no invoice.
 */
export interface ExportedLine {
  readonly order: ExportedOrder;
  readonly item: ExportedItem;
  readonly tax?: ExportedTax;
}

function exportedOrder(order: Order): ExportedOrder {
  const { address } = order;
  return {
    number: order.number,
    placedAt: order.placedAt,
    status: order.status,
    customer: address.fullName,
    phone: address.mobile,
    pinCode: address.pinCode,
    state: address.state,
    paymentMethod: order.payment.method,
    paymentState: order.payment.state,
  };
}

function taxOf({ discount, amount, ratePercent, taxable, cgst, sgst, igst }: InvoiceLine): ExportedTax {
  return { discount, amount, ratePercent, taxable, cgst, sgst, igst };
}

/** The export's lines of one order: a line per product bought (and one for its delivery charge), with their invoice's money. */
export function exportedLines(order: Order): ExportedLine[] {
  const head = exportedOrder(order);
  const goods = ({ title, category, size, colour, sku, quantity, unitPrice }: Order['lines'][number]): ExportedItem => ({
    kind: 'goods',
    title,
    category,
    size,
    ...(colour ? { colour } : {}),
    ...(sku ? { sku } : {}),
    quantity,
    unitPrice,
  });
  const outcome = taxInvoice(order);
  if (outcome.kind === 'cancelled') return order.lines.map((line) => ({ order: head, item: goods(line) }));
  return outcome.invoice.lines.map((line, index) => {
    const bought = line.kind === 'goods' ? order.lines[index] : undefined;
    const item: ExportedItem = bought ? goods(bought) : { kind: 'delivery', option: order.delivery.option, fee: line.unitPrice };
    return { order: head, item, tax: taxOf(line) };
  });
}

/** One exported line as the row the file holds, under ORDER_LINE_COLUMNS (unquoted). */
export function exportedLineRow({ order, item, tax }: ExportedLine): OrderLineRow {
  const head = [
    order.number,
    indiaDateTime(order.placedAt),
    order.status,
    order.customer,
    order.phone,
    order.pinCode,
    order.state,
    PAYMENT_METHOD_NAMES[order.paymentMethod],
    PAYMENT_STATE_LABELS[order.paymentState],
  ];
  const what =
    item.kind === 'goods'
      ? [item.title, CATEGORY_NAMES[item.category], item.size, item.colour ?? '', item.sku ?? '', item.quantity, rupeesCell(item.unitPrice)]
      : [`Delivery charges (${deliveryOption(item.option).name})`, '', '', '', '', 1, rupeesCell(item.fee)];
  if (!tax) {
    // A cancelled order's line: its price, no discount shared and no tax.
    const quantity = item.kind === 'goods' ? item.quantity : 1;
    const unitPrice = item.kind === 'goods' ? item.unitPrice : item.fee;
    return [...head, ...what, rupeesCell(0), rupeesCell(unitPrice * quantity), '', '', '', '', ''];
  }
  return [...head, ...what, rupeesCell(tax.discount), rupeesCell(tax.amount), String(tax.ratePercent), rupeesCell(tax.taxable), rupeesCell(tax.cgst), rupeesCell(tax.sgst), rupeesCell(tax.igst)];
}

/** The rows of one order: a row per line (and one for its delivery charge), unquoted. */
export function orderLineRows(order: Order): OrderLineRow[] {
  return exportedLines(order).map(exportedLineRow);
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
