import type { Notice } from '../../../application/ports/notifier';
import type { Order } from '../../../domain/orders/order';
import { CANCELLATION } from '../../../domain/policies/shop-policies';

/** What happens to the money once an order is cancelled, in the words of its payment state. */
export function refundSentence(order: Pick<Order, 'payment'>): string {
  switch (order.payment.state) {
    case 'refund-due':
    case 'paid':
    case 'pending':
      return `If you paid for it, the refund reaches you within ${CANCELLATION.refundBusinessDays} business days.`;
    case 'refunded':
      return 'Your payment has been refunded.';
    case 'cod-due':
    case 'void':
      return 'Nothing is due for it.';
  }
}

export function orderCancelled(order: Order): Notice {
  return { title: 'Order Cancelled', description: `Order ${order.number} is cancelled. ${refundSentence(order)}` };
}

export const NOT_CANCELLED_TITLE = 'Order Not Cancelled';
export const CANCEL_NOT_SAVED = 'Your order could not be cancelled just now. Please try again.';
export const CANCEL_NOT_FOUND = 'This order is not in your account.';
