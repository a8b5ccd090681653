import { indiaDate } from './india-time';
import type { InvoiceSeller } from './invoice';
import type { Order } from './order';
import { invoiceNumber } from './order-number';

/**
 * When an order's tax invoice is issued: as it ships (the desk's Shipped), at the removal of the
 * goods (CGST Act s.31), numbered next in the financial year of that day. Placing takes no number,
 * so an order cancelled before it ships has no invoice and leaves no hole in the series. The
 * databases say the same: 20261202100600_invoice_at_dispatch.sql (the seller with it:
 * 20261202100900_invoice_seller_at_dispatch.sql).
 */

/**
 * Whether `order`, as the desk moved it, takes its invoice now: it has just shipped and has none
 * (an order placed before invoices waited for dispatch was numbered at placing and keeps it).
 */
export function takesInvoice(order: Pick<Order, 'status' | 'invoice'>): boolean {
  return order.status === 'Shipped' && order.invoice === undefined;
}

/**
 * `order` with its invoice issued at `at`, the `sequenceInYear`-th of that day's financial year
 * (financialYear), under `seller`: the shop's identity as the settings name it now, which the
 * invoice keeps (none known: the seller the order was placed under).
 */
export function withInvoiceIssued(order: Order, at: number, sequenceInYear: number, seller: InvoiceSeller | undefined = order.seller): Order {
  const issued: Order = { ...order, invoice: { number: invoiceNumber(at, sequenceInYear), date: indiaDate(at) } };
  return seller ? { ...issued, seller } : issued;
}
