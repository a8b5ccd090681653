import type { VariantQuantity } from '../catalogue/stock-levels';
import { paymentReceived, paymentStateAfterCancel, type Order, type PaymentState, type Shipment } from './order';
import { nextStatuses, type OrderStatus } from './order-status';

/**
 * The back office's rules for an order: the admin's status moves (shipping needs a courier and a
 * tracking number), the admin's cancellation, confirming a UPI payment, marking a refund paid, and
 * the UPI hold that runs out. The databases say the same words (supabase/migrations:
 * 20261126120050_order_desk.sql, 20261126130000_back_office.sql).
 */

/**
 * The statuses the back office moves an order on to from `from`: the admin's moves of the status
 * machine, except a cancellation, which also puts stock back and so is `cancelByDesk`, not a plain
 * status move.
 */
export function deskMoves(from: OrderStatus): readonly OrderStatus[] {
  return nextStatuses(from, 'admin').filter((to) => to !== 'Cancelled');
}

/** The next status the desk offers for an order in `from`, or undefined at the end of its road. */
export function nextDeskMove(from: OrderStatus): OrderStatus | undefined {
  return deskMoves(from)[0];
}

export type DeskMove = { readonly kind: 'moved'; readonly order: Order } | { readonly kind: 'refused'; readonly reason: string };

/** Why the desk cannot move an order from `from` to `to` (the words the database says too). */
export function deskMoveRefusal(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${from} cannot be moved to ${to}.`;
}

// ---- The shipment ----

export const COURIER_MIN_LENGTH = 2;
export const COURIER_MAX_LENGTH = 40;
/** A tracking number: 6 to 30 letters, digits or hyphens (what couriers in India print). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{6,30}$/;

export const COURIER_REQUIRED = 'Enter the courier’s name.';
export const COURIER_LENGTH = `The courier’s name is ${COURIER_MIN_LENGTH} to ${COURIER_MAX_LENGTH} characters.`;
export const TRACKING_REQUIRED = 'Enter the tracking number.';
export const TRACKING_SHAPE = 'The tracking number is 6 to 30 letters, digits or hyphens.';

/** The shipment as kept: both fields trimmed. */
export function normalShipment(shipment: Shipment): Shipment {
  return { courier: shipment.courier.trim(), trackingNumber: shipment.trackingNumber.trim() };
}

/** What is wrong with a shipment's courier (trimmed), or undefined. */
export function courierProblem(courier: unknown): string | undefined {
  const trimmed = typeof courier === 'string' ? courier.trim() : '';
  if (trimmed === '') return COURIER_REQUIRED;
  if (trimmed.length < COURIER_MIN_LENGTH || trimmed.length > COURIER_MAX_LENGTH) return COURIER_LENGTH;
  return undefined;
}

/** What is wrong with a shipment's tracking number (trimmed), or undefined. */
export function trackingNumberProblem(trackingNumber: unknown): string | undefined {
  const trimmed = typeof trackingNumber === 'string' ? trackingNumber.trim() : '';
  if (trimmed === '') return TRACKING_REQUIRED;
  return TRACKING_NUMBER_PATTERN.test(trimmed) ? undefined : TRACKING_SHAPE;
}

/** What is wrong with a shipment (the courier's first), or undefined when it can be kept (trimmed). */
export function shipmentProblem(shipment: Shipment | undefined): string | undefined {
  if (shipment === undefined || shipment === null) return COURIER_REQUIRED;
  return courierProblem(shipment.courier) ?? trackingNumberProblem(shipment.trackingNumber);
}

/** The payment once delivered: cash on delivery is collected at the door. */
function paymentOnArrival(order: Order, at: number): Order['payment'] {
  return order.payment.state === 'cod-due' ? { ...order.payment, state: 'paid', settledAt: at } : order.payment;
}

/**
 * `order` moved by the admin to `to` at `at`, its history recording it; refused when the machine
 * does not allow it, or when it is shipped without a valid shipment (kept trimmed on the order).
 */
export function moveByDesk(order: Order, to: OrderStatus, at: number, shipment?: Shipment): DeskMove {
  if (!deskMoves(order.status).includes(to)) return { kind: 'refused', reason: deskMoveRefusal(order.status, to) };
  if (to === 'Shipped') {
    const problem = shipmentProblem(shipment);
    if (problem) return { kind: 'refused', reason: problem };
  }
  return {
    kind: 'moved',
    order: {
      ...order,
      status: to,
      ...(to === 'Shipped' ? { shipment: normalShipment(shipment!) } : {}),
      payment: to === 'Delivered' ? paymentOnArrival(order, at) : order.payment,
      history: [...order.history, { status: to, at, by: 'admin' }],
    },
  };
}

// ---- Cancelling ----

export type DeskCancellation =
  /** The order as cancelled, and the stock it gives back, variant by variant. */
  | { readonly kind: 'cancelled'; readonly order: Order; readonly restock: readonly VariantQuantity[] }
  | { readonly kind: 'refused'; readonly reason: string };

/** Why an order in `status` cannot be cancelled by the shop, or undefined when it can (only before it ships). */
export function deskCancelRefusal(status: OrderStatus): string | undefined {
  if (status === 'Cancelled') return 'This order is already cancelled.';
  if (status !== 'Processing') return `An order that is ${status} cannot be cancelled: it has left the shop.`;
  return undefined;
}

/** The stock `order` gives back when cancelled: each line's quantity, on its variant. */
export function restockOf(order: Pick<Order, 'lines'>): readonly VariantQuantity[] {
  return order.lines.map(({ productId, size, colour, quantity }) => (colour === undefined ? { productId, size, quantity } : { productId, size, colour, quantity }));
}

/**
 * The admin's cancellation of `order` at `at` for `reason` (already checked: checkCancelReason):
 * only before it ships; its stock goes back, and its payment is void unless money was received,
 * which is then owed back (paymentStateAfterCancel), and the history records it by 'admin' with the reason.
 */
export function cancelByDesk(order: Order, reason: string, at: number): DeskCancellation {
  const refusal = deskCancelRefusal(order.status);
  if (refusal) return { kind: 'refused', reason: refusal };
  return {
    kind: 'cancelled',
    order: {
      ...order,
      status: 'Cancelled',
      payment: { ...order.payment, state: paymentStateAfterCancel(order.payment.state) },
      history: [...order.history, { status: 'Cancelled', at, by: 'admin', note: reason }],
    },
    restock: restockOf(order),
  };
}

// ---- The UPI hold ----

export { DEFAULT_HOLD_MINUTES, MAX_HOLD_MINUTES, MIN_HOLD_MINUTES } from '../settings/store-settings';

/** The note the history gives a cancellation by the shop when the hold ran out. */
export function holdExpiredNote(holdMinutes: number): string {
  return `The UPI payment was not confirmed within ${holdMinutes} minutes.`;
}

/**
 * Whether `order` still holds its stock for a UPI payment the shop has not confirmed, placed
 * `holdMinutes` or more before `at`: the next read cancels it.
 */
export function expiredHold(order: Pick<Order, 'status' | 'payment' | 'placedAt'>, at: number, holdMinutes: number): boolean {
  return order.status === 'Processing' && order.payment.method === 'upi' && order.payment.state === 'pending' && at - order.placedAt >= holdMinutes * 60_000;
}

/**
 * The shop's own cancellation of an order whose UPI hold ran out: by 'system', its stock back. No
 * payment was confirmed in the hold, so nothing is owed back: the payment is void (a payment that
 * does arrive later is refunded by hand; the shopper's order page says the order was cancelled).
 */
export function cancelExpiredHold(order: Order, at: number, holdMinutes: number): DeskCancellation {
  if (!expiredHold(order, at, holdMinutes)) return { kind: 'refused', reason: 'This order’s payment hold has not run out.' };
  return {
    kind: 'cancelled',
    order: {
      ...order,
      status: 'Cancelled',
      payment: { ...order.payment, state: 'void' },
      history: [...order.history, { status: 'Cancelled', at, by: 'system', note: holdExpiredNote(holdMinutes) }],
    },
    restock: restockOf(order),
  };
}

// ---- Payments ----

export const UPI_REFERENCE_PATTERN = /^\d{12}$/;
export const UPI_REFERENCE_SHAPE = 'The UPI reference number is 12 digits.';

/** What is wrong with a UPI reference number (trimmed), or undefined. */
export function upiReferenceProblem(reference: unknown): string | undefined {
  return typeof reference === 'string' && UPI_REFERENCE_PATTERN.test(reference.trim()) ? undefined : UPI_REFERENCE_SHAPE;
}

export type PaymentSettlement = { readonly kind: 'settled'; readonly order: Order } | { readonly kind: 'refused'; readonly reason: string };

/** Why a payment in `state` by `method` cannot be confirmed as received, or undefined when it can. */
export function confirmRefusal(method: Order['payment']['method'], state: PaymentState): string | undefined {
  if (method !== 'upi') return 'A cash order is paid at the door: it is collected when the order is delivered.';
  if (state === 'paid') return 'This payment is already confirmed.';
  if (state !== 'pending') return 'This order is cancelled: its payment can no longer be confirmed.';
  return undefined;
}

/** The admin confirms `order`'s UPI payment received at `at`, with its reference: 'pending' → 'paid'. */
export function confirmUpi(order: Order, reference: string, at: number): PaymentSettlement {
  const refusal = confirmRefusal(order.payment.method, order.payment.state);
  if (refusal) return { kind: 'refused', reason: refusal };
  const problem = upiReferenceProblem(reference);
  if (problem) return { kind: 'refused', reason: problem };
  return { kind: 'settled', order: { ...order, payment: { ...order.payment, state: 'paid', upiReference: reference.trim(), settledAt: at } } };
}

export const NOT_OWED_A_REFUND = 'This order is not owed a refund.';
export const NO_PAYMENT_RECEIVED = 'No payment was received for this order: there is nothing to refund.';

/** Why the refund owed on a payment cannot be marked paid back, or undefined when it can. */
export function refundRefusal(payment: Order['payment']): string | undefined {
  if (payment.state === 'refunded') return 'This refund is already marked as paid.';
  if (payment.state !== 'refund-due') return NOT_OWED_A_REFUND;
  // An order kept before refunds needed money received may owe one for a payment never confirmed.
  if (!paymentReceived(payment)) return NO_PAYMENT_RECEIVED;
  return undefined;
}

/** The admin marks the refund owed on `order` as paid back at `at`: 'refund-due' → 'refunded', only of money received. */
export function refund(order: Order, at: number): PaymentSettlement {
  const refusal = refundRefusal(order.payment);
  if (refusal) return { kind: 'refused', reason: refusal };
  return { kind: 'settled', order: { ...order, payment: { ...order.payment, state: 'refunded', settledAt: at } } };
}
