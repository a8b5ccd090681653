/**
 * The PIN code a shopper last checked delivery to on a product page, remembered for the tab's life
 * (`deliveryPin` in session storage), so that the next product page answers for it at once. Never
 * fails: a PIN that cannot be kept or read is simply asked for again.
 */
export interface DeliveryPinStore {
  /** The PIN last remembered, if it reads as one. */
  remembered(): string | undefined;
  remember(pin: string): void;
}

export const DELIVERY_PIN_STORE = Symbol('DeliveryPinStore');
