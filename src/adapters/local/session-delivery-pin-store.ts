import type { DeliveryPinStore } from '../../application/ports/delivery-pin-store';
import { PIN_CODE_PATTERN } from '../../domain/orders/pin-code-pattern';

export const DELIVERY_PIN_KEY = 'deliveryPin';

/** `deliveryPin` in sessionStorage: it lives as long as the tab. */
export class SessionDeliveryPinStore implements DeliveryPinStore {
  constructor(private readonly storage: Storage) {}

  remembered(): string | undefined {
    try {
      const pin = this.storage.getItem(DELIVERY_PIN_KEY);
      // Anything else stored there (tampered) is not a PIN to answer for.
      return pin !== null && PIN_CODE_PATTERN.test(pin) ? pin : undefined;
    } catch {
      return undefined;
    }
  }

  remember(pin: string): void {
    try {
      this.storage.setItem(DELIVERY_PIN_KEY, pin);
    } catch {
      // Without storage the next product page asks for the PIN again.
    }
  }
}
