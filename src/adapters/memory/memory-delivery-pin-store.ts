import type { DeliveryPinStore } from '../../application/ports/delivery-pin-store';

export class MemoryDeliveryPinStore implements DeliveryPinStore {
  private pin: string | undefined;

  remembered(): string | undefined {
    return this.pin;
  }

  remember(pin: string): void {
    this.pin = pin;
  }
}
