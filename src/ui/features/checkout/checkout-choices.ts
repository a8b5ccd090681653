import { makeAutoObservable } from 'mobx';
import type { CheckoutService, DeliveryChoice } from '../../../application/checkout/checkout-service';
import type { CheckoutDeliveryOptionId } from '../../../domain/orders/delivery-estimate';
import { paymentChoices, type PaymentChoice, type PaymentMethod } from '../../../domain/orders/order-totals';
import type { Paise } from '../../../domain/orders/paise';
import { CHOOSE_DELIVERY } from './checkout-notices';

/**
 * The delivery and payment steps' choices: each delivery option for the address (its fee and day,
 * or why it cannot come) and the one chosen; each payment method the order's total allows and the
 * one chosen. `total` is the order's total now (it moves with the delivery option and the code).
 */
export class CheckoutChoices {
  deliveryChoices: readonly DeliveryChoice[] = [];
  deliveryOption: CheckoutDeliveryOptionId | undefined = undefined;
  paymentMethod: PaymentMethod | undefined = undefined;

  constructor(
    private readonly checkout: CheckoutService,
    private readonly total: () => Paise,
  ) {
    makeAutoObservable<this, 'checkout' | 'total'>(this, { checkout: false, total: false }, { autoBind: true, deep: false });
  }

  get chosenDelivery(): DeliveryChoice | undefined {
    return this.deliveryChoices.find((choice) => choice.option === this.deliveryOption);
  }

  /** Whether the delivery option chosen arrives. */
  get deliveryAvailable(): boolean {
    return this.chosenDelivery?.estimate.kind === 'available';
  }

  /** Why the delivery option chosen cannot come (or that none is chosen). */
  get deliveryProblem(): string {
    const estimate = this.chosenDelivery?.estimate;
    return estimate?.kind === 'unavailable' ? estimate.reason : CHOOSE_DELIVERY;
  }

  get paymentChoices(): readonly PaymentChoice[] {
    return paymentChoices(this.total());
  }

  get paymentAvailable(): boolean {
    return this.paymentChoices.some((choice) => choice.method === this.paymentMethod && choice.kind === 'available');
  }

  chooseDelivery(option: string): void {
    const choice = this.deliveryChoices.find((known) => known.option === option);
    if (choice?.estimate.kind === 'available') this.deliveryOption = choice.option;
  }

  choosePayment(method: string): void {
    const choice = this.paymentChoices.find((known) => known.method === method);
    if (choice?.kind === 'available') this.paymentMethod = choice.method;
  }

  /** The options for `pinCode` and `subtotal` now; the one chosen stays if it still arrives, else the first that does. */
  refreshDelivery(pinCode: string, subtotal: Paise): void {
    this.deliveryChoices = this.checkout.deliveryChoices(pinCode, subtotal);
    if (!this.deliveryAvailable) {
      this.deliveryOption = this.deliveryChoices.find((choice) => choice.estimate.kind === 'available')?.option;
    }
  }

  /** The payment chosen stays while the total allows it; else the first the total allows. */
  keepAvailablePayment(): void {
    if (!this.paymentAvailable) this.paymentMethod = this.paymentChoices.find((choice) => choice.kind === 'available')?.method;
  }

  /**
   * After the total changed: a payment it no longer allows is replaced by the first it does.
   * Answers why the one chosen went (undefined when it stays).
   */
  replaceUnavailablePayment(): { readonly reason: string | undefined } | undefined {
    if (this.paymentAvailable) return undefined;
    const gone = this.paymentChoices.find((choice) => choice.method === this.paymentMethod);
    this.paymentMethod = undefined;
    this.keepAvailablePayment();
    return { reason: gone?.kind === 'unavailable' ? gone.reason : undefined };
  }
}
