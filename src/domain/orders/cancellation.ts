import type { VariantQuantity } from '../catalogue/stock-levels';
import { restockOf } from './order-desk';
import { CANCELLATION } from '../policies/shop-policies';
import { paymentStateAfterCancel, type Order } from './order';
import type { OrderStatus } from './order-status';

export type ShopperCancelCheck =
  | { readonly kind: 'allowed'; readonly until: number }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * Whether the shopper may cancel an order themselves at `now`: before it ships, and within the
 * cancellation policy's hours of placing it.
 */
export function shopperMayCancel(order: { readonly status: OrderStatus; readonly placedAt: number }, now: number): ShopperCancelCheck {
  if (order.status === 'Cancelled') return { kind: 'refused', reason: 'This order is already cancelled.' };
  if (order.status !== 'Processing') return { kind: 'refused', reason: 'This order has shipped, so it can no longer be cancelled. You can return it once it is delivered.' };
  const until = order.placedAt + CANCELLATION.selfServiceHours * 60 * 60 * 1000;
  if (now >= until) return { kind: 'refused', reason: `Orders can be cancelled within ${CANCELLATION.selfServiceHours} hours of ordering. Please contact Customer Care.` };
  return { kind: 'allowed', until };
}

/** The reasons the cancel dialog offers; 'Other' lets the shopper write their own. */
export const CANCEL_REASONS = ['Ordered by mistake', 'Found a better price elsewhere', 'Delivery is too late', 'Want to change size or address', 'Other'] as const;

export const CANCEL_REASON_MAX_LENGTH = 200;
export const CANCEL_REASON_REQUIRED = 'Tell us why you are cancelling';
export const CANCEL_REASON_TOO_LONG = `The reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters`;

/** The reason as kept (trimmed), or what is wrong with it. */
export function checkCancelReason(reason: unknown): { readonly kind: 'ok'; readonly reason: string } | { readonly kind: 'invalid'; readonly message: string } {
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (trimmed === '') return { kind: 'invalid', message: CANCEL_REASON_REQUIRED };
  if (trimmed.length > CANCEL_REASON_MAX_LENGTH) return { kind: 'invalid', message: CANCEL_REASON_TOO_LONG };
  return { kind: 'ok', reason: trimmed };
}

export type ShopperCancellation =
  /** The order as cancelled, and the stock it gives back, variant by variant. */
  | { readonly kind: 'cancelled'; readonly order: Order; readonly restock: readonly VariantQuantity[] }
  | { readonly kind: 'refused'; readonly reason: string };

/** The shopper's cancellation of `order` at `at` for `reason` (already checked), if the policy allows it. */
export function cancelByShopper(order: Order, reason: string, at: number): ShopperCancellation {
  const check = shopperMayCancel(order, at);
  if (check.kind === 'refused') return check;
  return {
    kind: 'cancelled',
    order: {
      ...order,
      status: 'Cancelled',
      payment: { ...order.payment, state: paymentStateAfterCancel(order.payment.state) },
      history: [...order.history, { status: 'Cancelled', at, by: 'shopper', note: reason }],
    },
    restock: restockOf(order),
  };
}
