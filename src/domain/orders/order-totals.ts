import { formatRupees } from '../money';
import { CASH_ON_DELIVERY, deliveryOption } from '../policies/shop-policies';
import { standardDeliveryFee } from './cart-summary';
import type { CheckoutDeliveryOptionId } from './delivery-estimate';
import type { Paise } from './paise';
import { toPaise, toRupees } from './paise';
import { UPI_MAX_AMOUNT } from './upi-link';

export interface OrderLineAmounts {
  readonly unitPrice: Paise;
  readonly quantity: number;
}

export interface OrderTotals {
  readonly subtotal: Paise;
  readonly delivery: Paise;
  readonly discount: Paise;
  readonly total: Paise;
}

/** The fee of a delivery option for a subtotal: standard is free from the policy's threshold. */
export function deliveryFee(option: CheckoutDeliveryOptionId, subtotal: Paise): Paise {
  if (option === 'standard') return standardDeliveryFee(subtotal);
  return toPaise(deliveryOption(option).price ?? 0);
}

/**
 * An order's totals: the lines, the delivery fee, less a discount that never takes the goods below
 * nothing (a discount does not pay for delivery). The total is never negative.
 */
export function orderTotals(lines: readonly OrderLineAmounts[], option: CheckoutDeliveryOptionId, discount: Paise = 0): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const delivery = deliveryFee(option, subtotal);
  const applied = Math.min(Math.max(0, Math.round(discount)), subtotal);
  return { subtotal, delivery, discount: applied, total: subtotal + delivery - applied };
}

export type PaymentMethod = 'cod' | 'upi';

export type PaymentChoice =
  | { readonly method: PaymentMethod; readonly kind: 'available' }
  | { readonly method: PaymentMethod; readonly kind: 'unavailable'; readonly reason: string };

/** The payment methods the checkout takes, in the order it lists them. */
export const CHECKOUT_PAYMENT_METHODS: readonly PaymentMethod[] = ['cod', 'upi'];

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = { cod: 'Cash on Delivery', upi: 'UPI' };

/** Each method for an order of `total`: cash on delivery only up to the policy's limit, UPI up to its own. */
export function paymentChoices(total: Paise): readonly PaymentChoice[] {
  return CHECKOUT_PAYMENT_METHODS.map((method) => {
    if (method === 'cod' && total > toPaise(CASH_ON_DELIVERY.maxOrderTotal)) {
      return { method, kind: 'unavailable', reason: `Cash on Delivery is available on orders up to ${formatRupees(CASH_ON_DELIVERY.maxOrderTotal)}` };
    }
    if (method === 'upi' && total > UPI_MAX_AMOUNT) {
      return { method, kind: 'unavailable', reason: `UPI takes payments of up to ${formatRupees(toRupees(UPI_MAX_AMOUNT))}` };
    }
    return { method, kind: 'available' };
  });
}
