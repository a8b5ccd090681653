import type { PinDeliveryCheck } from '../../domain/orders/pin-delivery-check';

/**
 * The product page's delivery check (DeliveryCheckService). The page asks for it by this token: the
 * composition defers the rules' code (the PIN circles, the delivery estimates) to the first check,
 * out of the page's load. (The PIN remembered is the DeliveryPinStore's, read without that code.)
 */
export interface DeliveryChecking {
  /** Checks `typed` for one of a product at `price` rupees; a well-formed PIN is remembered. */
  check(typed: string, price: number): Promise<PinDeliveryCheck>;
}

export const DELIVERY_CHECKING = Symbol('DeliveryChecking');
