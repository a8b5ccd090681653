import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckoutService } from '../../../application/checkout/checkout-service';
import type { Paise } from '../../../domain/orders/paise';
import { settled } from '../../lib/settled';
import { LOGGED_OUT_MESSAGE, PROMO_EMPTY, PROMO_UNAVAILABLE } from './checkout-notices';

/** A code applied: as stored, and what it takes off the goods. */
export interface AppliedPromotion {
  readonly code: string;
  readonly discount: Paise;
}

/**
 * The review step's promo code: the field as typed, the code applied (the order is placed with it),
 * or why the code typed does not apply, said at the field.
 */
export class PromoCodeForm {
  input = '';
  applied: AppliedPromotion | undefined = undefined;
  problem: string | undefined = undefined;
  busy = false;

  constructor(private readonly checkout: CheckoutService) {
    makeAutoObservable<this, 'checkout'>(this, { checkout: false }, { autoBind: true, deep: false });
  }

  /** What the code applied takes off the goods (nothing without one). */
  get discount(): Paise {
    return this.applied?.discount ?? 0;
  }

  setInput(text: string): void {
    this.input = text;
    this.problem = undefined;
  }

  /** Checks the code typed against goods of `subtotal`: applied with its discount, or its reason said at the field. */
  async apply(subtotal: Paise): Promise<void> {
    if (this.busy) return;
    if (this.input.trim() === '') {
      this.problem = PROMO_EMPTY;
      return;
    }
    this.busy = true;
    this.problem = undefined;
    const outcome = await settled(this.checkout.checkPromotion(this.input, subtotal));
    runInAction(() => {
      this.busy = false;
      switch (outcome.kind) {
        case 'applies':
          this.applied = { code: outcome.code, discount: outcome.discount };
          this.input = outcome.code;
          return;
        case 'refused':
          this.applied = undefined;
          this.problem = outcome.reason;
          return;
        case 'login-required':
          this.problem = LOGGED_OUT_MESSAGE;
          return;
        case 'unavailable':
        case 'not-saved':
          this.problem = PROMO_UNAVAILABLE;
      }
    });
  }

  /** No code: the field empty, nothing said. */
  remove(): void {
    this.applied = undefined;
    this.problem = undefined;
    this.input = '';
  }
}
