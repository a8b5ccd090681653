import type { Category } from '../catalogue/category';
import type { VariantSize } from '../catalogue/size-scale';
import type { DeliveryAddress } from './address';
import type { CheckoutDeliveryOptionId } from './delivery-estimate';
import type { InvoiceSeller } from './invoice';
import type { OrderTotals, PaymentMethod } from './order-totals';
import type { Actor, OrderStatus } from './order-status';
import type { Paise } from './paise';

/** One line of an order, as bought: what the product was called and cost then, whatever it becomes. */
export interface OrderLine {
  readonly productId: number;
  readonly title: string;
  readonly image: string;
  readonly category: Category;
  readonly size: VariantSize;
  /** The colour's name, for a product that comes in colours. */
  readonly colour?: string;
  /** The variant's SKU when it was sold (an order kept before variants has none). */
  readonly sku?: string;
  readonly quantity: number;
  /** What one cost, tax included (paise). */
  readonly unitPrice: Paise;
  /** The MRP of one (the product's original price) then (paise). */
  readonly mrp: Paise;
}

/**
 * Where the order's money stands: cash due on delivery; a UPI payment the shop has not yet
 * confirmed; paid; money received owed back after a cancellation; refunded; or nothing to collect
 * any more (an order cancelled before any money came in).
 */
export type PaymentState = 'cod-due' | 'pending' | 'paid' | 'refund-due' | 'refunded' | 'void';

export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  'cod-due': 'Pay on delivery',
  pending: 'Payment pending',
  paid: 'Paid',
  'refund-due': 'Refund pending',
  refunded: 'Refunded',
  void: 'Nothing to pay',
};

/** A void UPI payment: the order was cancelled before the shop confirmed any money. */
export const NOT_CHARGED = 'Not charged';

/** How a shipped order travels: the courier's name and its tracking number, entered when the admin ships it. */
export interface Shipment {
  readonly courier: string;
  readonly trackingNumber: string;
}

/** Where the order's money stands, and how it was settled. */
export interface OrderPayment {
  readonly method: PaymentMethod;
  readonly state: PaymentState;
  /** The UPI transaction's reference number (12 digits), given when the admin confirms it was received. */
  readonly upiReference?: string;
  /** When the money came in (a UPI payment confirmed, cash collected at delivery) or went back (refunded). */
  readonly settledAt?: number;
}

export interface StatusChange {
  readonly status: OrderStatus;
  readonly at: number;
  readonly by: Actor;
  /** The reason given (a cancellation's). */
  readonly note?: string;
}

/** A tax invoice's number and the India day it was issued on. */
export interface IssuedInvoice {
  /** 'FZ/26-27/000123': consecutive within the financial year of `date`. */
  readonly number: string;
  /** 'YYYY-MM-DD', India time: the day the order shipped. */
  readonly date: string;
}

export interface Order {
  /** 'FZ' and 8 digits. */
  readonly number: string;
  readonly placedAt: number;
  readonly lines: readonly OrderLine[];
  readonly totals: OrderTotals;
  readonly address: DeliveryAddress;
  readonly delivery: { readonly option: CheckoutDeliveryOptionId; readonly estimatedDate: string };
  readonly payment: OrderPayment;
  readonly status: OrderStatus;
  /** Set when the admin marks it Shipped. */
  readonly shipment?: Shipment;
  /** Every status the order had, oldest first, from 'Processing' at placing. */
  readonly history: readonly StatusChange[];
  /**
   * The tax invoice as issued: none until the order ships (CGST Act s.31: at the removal of the
   * goods), so a cancelled order leaves no hole in the year's series. Orders placed before keep the
   * number they were given at placing, dated that day.
   */
  readonly invoice?: IssuedInvoice;
  /**
   * Who sold, as the store's settings named the shop when the invoice was issued (at dispatch);
   * before that, when the order was placed. None: an order placed before it was kept, shown with SHOP_IDENTITY.
   */
  readonly seller?: InvoiceSeller;
}

/**
 * An order with the account it was placed for, as the Dashboard's Active Users count them
 * (countActiveUsers; a browser's book read whole, or the database's user_id). `owner` names the account as the book files its orders: the account's phone
 * in a browser's book, the Auth user id in the database's. Not the delivery address's mobile, which
 * the shopper types at checkout and may be anyone's.
 */
export interface OwnedOrder extends Order {
  readonly owner: string;
}

/** The payment state an order starts in. */
export function initialPaymentState(method: PaymentMethod): PaymentState {
  return method === 'cod' ? 'cod-due' : 'pending';
}

/**
 * The payment state after a cancellation: only money the shop received is owed back. Cash not yet
 * collected and a UPI payment the shop never confirmed are void; a payment received is owed back.
 */
export function paymentStateAfterCancel(state: PaymentState): PaymentState {
  if (state === 'cod-due' || state === 'pending') return 'void';
  if (state === 'paid') return 'refund-due';
  return state;
}

/**
 * Whether the shop received this payment's money: a UPI payment confirmed with its reference, or
 * cash collected at delivery. A refund is only ever of money received (the databases say the same:
 * 20261202100000_refunds_of_money_received.sql).
 */
export function paymentReceived(payment: Pick<OrderPayment, 'method' | 'upiReference' | 'settledAt'>): boolean {
  return payment.method === 'upi' ? payment.upiReference !== undefined : payment.settledAt !== undefined;
}

/** The payment's state in the shop's words: a UPI payment voided before it was confirmed was never charged. */
export function paymentLabel(payment: Pick<OrderPayment, 'method' | 'state'>): string {
  return payment.state === 'void' && payment.method === 'upi' ? NOT_CHARGED : PAYMENT_STATE_LABELS[payment.state];
}

/** Orders newest first (the /orders list); the higher number first when placed in the same millisecond. */
export function newestFirst(a: Order, b: Order): number {
  return b.placedAt - a.placedAt || (a.number < b.number ? 1 : a.number > b.number ? -1 : 0);
}

/** How many items an order holds. */
export function orderItemCount(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A new order from an accepted request: 'Processing', its payment as the method starts it, no invoice yet. */
export function newOrder(fields: {
  readonly number: string;
  readonly placedAt: number;
  readonly lines: readonly OrderLine[];
  readonly totals: OrderTotals;
  readonly address: DeliveryAddress;
  readonly deliveryOption: CheckoutDeliveryOptionId;
  readonly estimatedDate: string;
  readonly paymentMethod: PaymentMethod;
}): Order {
  return {
    number: fields.number,
    placedAt: fields.placedAt,
    lines: fields.lines,
    totals: fields.totals,
    address: fields.address,
    delivery: { option: fields.deliveryOption, estimatedDate: fields.estimatedDate },
    payment: { method: fields.paymentMethod, state: initialPaymentState(fields.paymentMethod) },
    status: 'Processing',
    history: [{ status: 'Processing', at: fields.placedAt, by: 'shopper' }],
  };
}
