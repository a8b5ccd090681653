import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckoutService, PlaceOrderInput, PlaceOrderOutcome } from '../../../application/checkout/checkout-service';
import { settled } from '../../lib/settled';
import type { PlacedOrderHandOff } from '../../stores/placed-order-hand-off';
import type { SessionState } from '../../stores/session-state';

/**
 * Placing the order as reviewed, once however often it is asked while one is on its way. An order
 * placed is handed to its confirmation page, which shows it without reading it again.
 */
export class OrderPlacing {
  /** An order on its way (and, once placed, for good: the page leaves for the confirmation). */
  busy = false;

  constructor(
    private readonly checkout: CheckoutService,
    private readonly session: SessionState,
    private readonly handOff: PlacedOrderHandOff,
  ) {
    makeAutoObservable<this, 'checkout' | 'session' | 'handOff'>(this, { checkout: false, session: false, handOff: false }, { autoBind: true });
  }

  /**
   * Places `input`; answers the outcome (a change that could not even be asked is 'not-saved', as one the book refused),
   * or undefined while another is on its way.
   */
  async place(input: PlaceOrderInput): Promise<PlaceOrderOutcome | undefined> {
    if (this.busy) return undefined;
    this.busy = true;
    const answer = await settled(this.checkout.place(input));
    const outcome: PlaceOrderOutcome = answer;
    if (outcome.kind === 'placed') {
      const owner = this.session.user?.phone;
      if (owner !== undefined) this.handOff.hand(outcome.order, owner);
    } else {
      runInAction(() => (this.busy = false));
    }
    return outcome;
  }
}
