import { inject, injectable } from 'inversify';
import { toPaise } from '../../domain/orders/paise';
import { checkPinDelivery, normalisePin, type PinDeliveryCheck } from '../../domain/orders/pin-delivery-check';
import { CLOCK, type Clock } from '../ports/clock';
import { DELIVERY_PIN_STORE, type DeliveryPinStore } from '../ports/delivery-pin-store';
import { STORE_SETTINGS, type StoreSettings } from '../ports/store-settings';
import type { DeliveryChecking } from './delivery-checking';

/**
 * The product page's delivery check: when an order would reach a PIN code and whether cash on
 * delivery can pay, by the checkout's own rules, from the settings' warehouse and now. A well-formed PIN is
 * remembered for the tab (DeliveryPinStore), so that the next product page answers for it without
 * asking.
 */
@injectable()
export class DeliveryCheckService implements DeliveryChecking {
  constructor(
    @inject(DELIVERY_PIN_STORE) private readonly pins: DeliveryPinStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(STORE_SETTINGS) private readonly settings: StoreSettings,
  ) {}

  async check(typed: string, price: number): Promise<PinDeliveryCheck> {
    const { warehousePinCode } = await this.settings.readIdentity();
    const check = checkPinDelivery(typed, toPaise(price), warehousePinCode, this.clock.now());
    if (check.kind !== 'malformed') this.pins.remember(normalisePin(typed));
    return check;
  }
}
