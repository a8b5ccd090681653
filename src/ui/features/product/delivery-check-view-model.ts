import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { DELIVERY_CHECKING, type DeliveryChecking } from '../../../application/delivery/delivery-checking';
import { DELIVERY_PIN_STORE, type DeliveryPinStore } from '../../../application/ports/delivery-pin-store';
import type { PinDeliveryCheck } from '../../../domain/orders/pin-delivery-check';
import { makeViewModel } from '../../lib/view-model';

/**
 * The product page's PIN code field and its answer. Without an answer the page keeps the spec's
 * delivery lines; a PIN checked earlier in the tab is answered for as the page opens.
 */
@injectable()
export class DeliveryCheckViewModel {
  pinText = '';
  result: PinDeliveryCheck | undefined = undefined;
  private price = 0;
  /** Only the latest check lands (a remembered PIN's, then a typed one). */
  private latest = 0;

  constructor(
    @inject(DELIVERY_CHECKING) private readonly service: DeliveryChecking,
    @inject(DELIVERY_PIN_STORE) private readonly pins: DeliveryPinStore,
  ) {
    makeViewModel<this, 'price' | 'latest'>(this, arguments, { price: false, latest: false });
  }

  /**
   * For the product at `price` (rupees): the PIN remembered in this tab, answered once the rules are
   * here. Without one, the rules' code is not fetched: the page loads nothing more for the check.
   */
  open(price: number): Promise<void> {
    this.price = price;
    const pin = this.pins.remembered();
    if (pin === undefined) return Promise.resolve();
    this.pinText = pin;
    return this.check();
  }

  setPinText(text: string): void {
    this.pinText = text;
  }

  async check(): Promise<void> {
    const asked = ++this.latest;
    const result = await this.service.check(this.pinText, this.price);
    if (asked === this.latest) runInAction(() => (this.result = result));
  }

  /** The message under the field for a PIN that is not one. */
  get fieldError(): string | undefined {
    return this.result?.kind === 'malformed' ? this.result.message : undefined;
  }
}
