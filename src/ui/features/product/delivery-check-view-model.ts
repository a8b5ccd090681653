import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DELIVERY_CHECKING, type DeliveryChecking } from '../../../application/orders/delivery-checking';
import type { PinDeliveryCheck } from '../../../domain/orders/pin-delivery-check';

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

  constructor(@inject(DELIVERY_CHECKING) private readonly service: DeliveryChecking) {
    makeAutoObservable<this, 'service' | 'price' | 'latest'>(this, { service: false, price: false, latest: false }, { autoBind: true });
  }

  /** For the product at `price` (rupees): the PIN remembered, answered once the rules are here. */
  async open(price: number): Promise<void> {
    this.price = price;
    const asked = ++this.latest;
    const pin = await this.service.remembered();
    if (pin === undefined || asked !== this.latest) return;
    runInAction(() => (this.pinText = pin));
    await this.check();
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
