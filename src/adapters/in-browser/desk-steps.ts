import type { InvoiceSeller } from '../../domain/orders/invoice';
import { takesInvoice, withInvoiceIssued } from '../../domain/orders/invoice-issue';
import type { Order } from '../../domain/orders/order';
import { financialYear } from '../../domain/orders/order-number';
import type { OrdersRecord } from './orders-record';
import type { PromotionKeeper } from './record-promotion-book';

// Two steps of the browser backends' order book (./catalogue-order-book.ts) that the desk's moves
// and the cancellations take, in the same write as the order they change.

/**
 * The order as the desk moved it, with its tax invoice issued when it has just shipped: the next
 * number of the financial year of `at` (invoice-issue.ts), under `seller` (the settings' now; none:
 * the one it was placed under), and the record's count of that year with it. Counted only here,
 * under the orders' lock: consecutive, and no number for an order that never ships.
 */
export function issuedOnShipping(
  record: OrdersRecord,
  order: Order,
  at: number,
  seller: InvoiceSeller | undefined,
): { readonly order: Order; readonly invoices: OrdersRecord['invoices'] } {
  if (!takesInvoice(order)) return { order, invoices: record.invoices };
  const year = financialYear(at);
  const sequence = (record.invoices[year] ?? 0) + 1;
  return { order: withInvoiceIssued(order, at, sequence, seller), invoices: { ...record.invoices, [year]: sequence } };
}

/**
 * Gives back the promotion uses of the orders `cancelled` (whoever cancels: shopper, admin or an
 * expired hold), then saves; a save that fails puts the uses back, and rethrows.
 */
export async function withUsesGivenBack(promotions: PromotionKeeper | undefined, cancelled: readonly string[], save: () => Promise<void>): Promise<void> {
  const released = promotions ? await promotions.releaseUses(cancelled) : [];
  try {
    await save();
  } catch (error) {
    await promotions?.putBackUses(released);
    throw error;
  }
}
