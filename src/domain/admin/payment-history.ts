import { NOT_CHARGED, newestFirst, paymentReceived, type Order, type PaymentState } from '../orders/order';
import type { OrderQuery } from '../orders/order-query';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '../orders/order-totals';
import { ORDER_PAGE_SIZE } from './order-table';
import type { Paise } from '../orders/paise';

/** What the admin can do with a payment: confirm a UPI payment received, or record a refund paid back. */
export type PaymentAction = 'confirm' | 'refund';

/** Payment History's status words: the spec names the column, the shop the states. */
export type PaymentStatusLabel = 'Payment pending' | 'Paid' | 'Pending' | 'Collected' | 'Refund pending' | 'Refunded' | 'Nothing to pay' | typeof NOT_CHARGED;

/** One row of Payment History: the payment of one order. */
export interface PaymentRow {
  readonly transactionId: string;
  /** When the payment was settled (paid, collected or refunded), else when the order was placed (epoch ms). */
  readonly date: number;
  readonly amount: Paise;
  readonly status: PaymentStatusLabel;
  readonly orderNumber: string;
  readonly customer: string;
  readonly method: string;
  /** What the Actions column offers; empty when the payment needs nothing more. */
  readonly actions: readonly PaymentAction[];
}

/**
 * The transaction ID the row shows. A confirmed UPI payment has a real one: the 12-digit UPI
 * reference number (UTR) the admin read off the bank statement. Any other payment has none (the
 * shop takes no card or gateway payments, and cash has no reference), so it gets one derived from
 * the order number: unique, because an order has exactly one payment, and stable, so the admin can
 * quote it to the shopper or the accountant; the 'TXN-' prefix keeps it from being taken for a
 * bank's reference.
 */
export function transactionId(order: Pick<Order, 'number' | 'payment'>): string {
  return order.payment.upiReference ?? `TXN-${order.number}`;
}

/** The payment's status in the shop's words: UPI waits for the admin's confirmation, cash is collected at the door. */
export function paymentStatus(order: Pick<Order, 'payment'>): PaymentStatusLabel {
  const { method, state } = order.payment;
  switch (state) {
    case 'pending':
      return 'Payment pending';
    case 'cod-due':
      return 'Pending';
    case 'paid':
      return method === 'cod' ? 'Collected' : 'Paid';
    case 'refund-due':
      return 'Refund pending';
    case 'refunded':
      return 'Refunded';
    case 'void':
      return method === 'upi' ? NOT_CHARGED : 'Nothing to pay';
  }
}

/**
 * What the admin may do now: confirm a UPI payment still pending on an order not cancelled, or mark
 * a refund owed as paid back — only of money received (refundRefusal: the book refuses it too).
 */
export function paymentActions(order: Pick<Order, 'payment' | 'status'>): readonly PaymentAction[] {
  const { method, state } = order.payment;
  if (method === 'upi' && state === 'pending' && order.status !== 'Cancelled') return ['confirm'];
  if (state === 'refund-due' && paymentReceived(order.payment)) return ['refund'];
  return [];
}

/** The Payment History row of `order`. */
export function paymentRow(order: Order): PaymentRow {
  return {
    transactionId: transactionId(order),
    date: order.payment.settledAt ?? order.placedAt,
    amount: order.totals.total,
    status: paymentStatus(order),
    orderNumber: order.number,
    customer: order.address.fullName,
    method: PAYMENT_METHOD_NAMES[order.payment.method],
    actions: paymentActions(order),
  };
}

/** Payment History: a row per order's payment, the newest order first. */
export function paymentHistory(orders: readonly Order[]): PaymentRow[] {
  return [...orders].sort(newestFirst).map(paymentRow);
}

/** Payment History's filters: '' for 'any'. */
export interface PaymentFilters {
  readonly paymentState: PaymentState | '';
  readonly paymentMethod: PaymentMethod | '';
}

export const NO_PAYMENT_FILTERS: PaymentFilters = { paymentState: '', paymentMethod: '' };

/**
 * The payment states the admin filters by, in the Status column's words: a state the column says
 * two ways (by the method) names both, so that the admin finds the word they saw.
 */
export const PAYMENT_STATE_CHOICES: readonly { readonly state: PaymentState; readonly label: string }[] = [
  { state: 'pending', label: 'Payment pending (UPI to confirm)' },
  { state: 'refund-due', label: 'Refund pending' },
  { state: 'cod-due', label: 'Pending (cash on delivery)' },
  { state: 'paid', label: 'Paid or Collected' },
  { state: 'refunded', label: 'Refunded' },
  { state: 'void', label: 'Nothing to pay or Not charged' },
];

/** The desk's question for Payment History's filters at `page`: every order's payment, newest first, 10 a page. */
export function paymentQuery(filters: PaymentFilters, page: number): OrderQuery {
  return {
    ...(filters.paymentState && { paymentState: filters.paymentState }),
    ...(filters.paymentMethod && { paymentMethod: filters.paymentMethod }),
    page,
    pageSize: ORDER_PAGE_SIZE,
  };
}
