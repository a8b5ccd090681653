import { formatRupees } from '../money';
import { CASH_ON_DELIVERY, deliveryOption } from '../policies/shop-policies';
import { CHECKOUT_DELIVERY_OPTIONS, estimateDelivery, type CheckoutDeliveryOptionId } from './delivery-estimate';
import { toPaise, type Paise } from './paise';
import { PIN_CODE_PATTERN, statesOfPinCode } from './pin-code';

export const PIN_CHECK_MALFORMED = 'PIN code must be 6 digits and cannot start with 0';

/**
 * What the product page says to a PIN code (the same rules the checkout applies to the address):
 * when the fastest option and standard delivery arrive, and whether cash on delivery can pay for one
 * of the product at `unitPrice`.
 */
export type PinDeliveryCheck =
  | { readonly kind: 'malformed'; readonly message: string }
  | { readonly kind: 'not-delivered'; readonly message: string }
  | {
      readonly kind: 'delivered';
      readonly pin: string;
      /** Standard delivery's day ('YYYY-MM-DD', India). */
      readonly standardDate: string;
      /** The earliest day any option reaches it, when sooner than standard ('Same-Day Delivery'). */
      readonly fastest?: { readonly option: CheckoutDeliveryOptionId; readonly name: string; readonly date: string };
      readonly cashOnDelivery: { readonly available: boolean; readonly note: string };
    };

/** The PIN as typed, spaces dropped ('560 001' is 560001). */
export function normalisePin(text: string): string {
  return text.replace(/\s+/g, '');
}

export function checkPinDelivery(typed: string, unitPrice: Paise, warehousePin: string, at: number): PinDeliveryCheck {
  const pin = normalisePin(typed);
  if (!PIN_CODE_PATTERN.test(pin)) return { kind: 'malformed', message: PIN_CHECK_MALFORMED };
  if (statesOfPinCode(pin).length === 0) return { kind: 'not-delivered', message: `We do not deliver to PIN code ${pin}` };
  const standard = estimateDelivery('standard', pin, warehousePin, at);
  if (standard.kind === 'unavailable') return { kind: 'not-delivered', message: `We do not deliver to PIN code ${pin}` };
  let fastest: { option: CheckoutDeliveryOptionId; name: string; date: string } | undefined;
  for (const option of CHECKOUT_DELIVERY_OPTIONS) {
    const estimate = estimateDelivery(option, pin, warehousePin, at);
    if (estimate.kind === 'available' && estimate.date < (fastest?.date ?? standard.date)) fastest = { option, name: deliveryOption(option).name, date: estimate.date };
  }
  const limit = CASH_ON_DELIVERY.maxOrderTotal;
  const cashOnDelivery =
    unitPrice <= toPaise(limit)
      ? { available: true, note: `Cash on Delivery available on orders up to ${formatRupees(limit)}` }
      : { available: false, note: `Cash on Delivery is not available above ${formatRupees(limit)}: pay by UPI` };
  return { kind: 'delivered', pin, standardDate: standard.date, ...(fastest && { fastest }), cashOnDelivery };
}
