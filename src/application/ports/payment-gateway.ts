import type { Order } from '../../domain/orders/order';

/** How the shopper pays for a placed order. */
export type PaymentInstructions =
  /** Nothing to do now: cash when it is delivered, or nothing left to pay. */
  | { readonly kind: 'none' }
  /** Pay in a UPI app: the `upi://pay` link (a button, and its QR code on wide screens). */
  | { readonly kind: 'upi'; readonly link: string; readonly payee: string }
  /** The payment cannot be offered (an amount the method cannot carry): the reason. */
  | { readonly kind: 'unavailable'; readonly reason: string };

/**
 * Where an order's payment is taken. Today UPI by a deep link the shop confirms by hand, and cash on
 * delivery; a card gateway would be another adapter of this port, with no use case changed.
 */
export interface PaymentGateway {
  /** What the shopper does to pay for `order` now (a promise, so that its code loads with the pages that show it). */
  instructions(order: Order): Promise<PaymentInstructions>;
}

export const PAYMENT_GATEWAY = Symbol('PaymentGateway');
