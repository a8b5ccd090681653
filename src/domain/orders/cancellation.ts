import { CANCELLATION } from '../policies/shop-policies';
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
