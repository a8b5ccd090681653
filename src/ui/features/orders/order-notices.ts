import type { Notice } from '../../../application/ports/notifier';
import type { Order } from '../../../domain/orders/order';
import { CANCELLATION } from '../../../domain/policies/shop-policies';

export const UPI_NOT_CHARGED = 'No UPI payment had reached us for it, so you are not charged. If you did pay, contact Customer Care with the UPI reference.';

/** What happens to the money once an order is cancelled, in the words of its payment state. */
export function refundSentence(order: { readonly payment: Pick<Order['payment'], 'method' | 'state'> }): string {
  switch (order.payment.state) {
    case 'refund-due':
    case 'paid':
      return `Your refund reaches you within ${CANCELLATION.refundBusinessDays} business days.`;
    case 'refunded':
      return 'Your payment has been refunded.';
    case 'pending':
    case 'void':
      // A UPI payment the shop never confirmed is not refunded by the shop's books: one that did
      // leave the shopper's account is found by its reference and refunded by hand.
      return order.payment.method === 'upi' ? UPI_NOT_CHARGED : 'Nothing is due for it.';
    case 'cod-due':
      return 'Nothing is due for it.';
  }
}

export function orderCancelled(order: Order): Notice {
  return { title: 'Order Cancelled', description: `Order ${order.number} is cancelled. ${refundSentence(order)}` };
}

export const NOT_CANCELLED_TITLE = 'Order Not Cancelled';
export const CANCEL_NOT_SAVED = 'Your order could not be cancelled just now. Please try again.';
export const CANCEL_NOT_FOUND = 'This order is not in your account.';

/** The invoice page of an order not shipped yet: the tax invoice goes with the goods (CGST Act s.31), and the confirmation is no invoice. */
export const INVOICE_NOT_ISSUED_YET = 'Your tax invoice will be issued when your order is dispatched; the order confirmation is not a tax invoice.';
