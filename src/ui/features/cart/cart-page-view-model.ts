import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { CART_EDITING, type CartEditing, type CartEditOutcome } from '../../../application/cart/cart-editing';
import { CartViewService, type CartView, type CartLineView } from '../../../application/cart/cart-view-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { LineKey } from '../../../domain/cart/cart-edit';
import type { VariantSize } from '../../../domain/catalogue/size-scale';
import { makeViewModel } from '../../lib/view-model';
import { CartState } from '../../stores/cart-state';
import { CHECKOUT_NOTICE, notChangedNotice } from '../../stores/cart-notices';
import { settled } from '../../lib/settled';
import { listPageStatus, type ListPageStatus } from '../../lib/list-page-status';
import { Loadable } from '../../lib/loadable';
import { SessionState } from '../../stores/session-state';
import { CHECKOUT_PATH } from '../../app/paths';

export type CartPageStatus = ListPageStatus;

/** A line's key as text: the page's React key and the busy set's entry. */
export const lineId = (key: LineKey) => `${key.productId}-${key.size}`;

/**
 * /cart: the shopper's lines against the catalogue as it is now, their Order Summary, and each
 * line's changes. The lines come from the one CartState, so the page follows a change made in
 * another tab as the header's count does.
 */
@injectable()
export class CartPageViewModel {
  private readonly view = new Loadable<CartView>();
  /** The lines with a change on its way: their controls wait. */
  busy = new Set<string>();
  private stopFollowing: () => void = () => {};

  constructor(
    @inject(CartState) private readonly cart: CartState,
    @inject(SessionState) private readonly session: SessionState,
    @inject(CART_EDITING) private readonly service: CartEditing,
    @inject(CartViewService) private readonly views: CartViewService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'stopFollowing'>(this, arguments, { stopFollowing: false });
  }

  /** Follows the cart while the page is shown (until dispose). */
  start(): void {
    this.stopFollowing = this.view.follow(() => this.cart.lines, (lines) => this.views.view(lines));
  }

  dispose(): void {
    this.stopFollowing();
  }

  get status(): CartPageStatus {
    return listPageStatus(this.session.loggedIn, { status: this.cart.status, empty: this.cart.lines.length === 0 }, this.view);
  }

  get lines(): readonly CartLineView[] {
    return this.view.value?.lines ?? [];
  }

  get summary(): CartView['summary'] | undefined {
    return this.view.value?.summary;
  }

  /** Whether something can be bought: Proceed to Checkout waits otherwise. */
  get canCheckout(): boolean {
    return (this.summary?.buyableItems ?? 0) > 0;
  }

  isBusy(key: LineKey): boolean {
    return this.busy.has(lineId(key));
  }

  setQuantity(key: LineKey, quantity: number): Promise<void> {
    return this.edit(key, () => this.service.setQuantity(key, quantity));
  }

  changeSize(key: LineKey, size: VariantSize): Promise<void> {
    return this.edit(key, () => this.service.changeSize(key, size));
  }

  remove(key: LineKey): Promise<void> {
    return this.edit(key, () => this.service.remove(key));
  }

  /** Try again, after the cart or the catalogue could not be read. */
  retry(): void {
    // A cart read again reloads the view through the reaction on its lines: once, not twice.
    if (this.cart.status === 'unavailable') void this.cart.refresh();
    else void this.view.load(() => this.views.view(this.cart.lines));
  }

  /** 'Proceeding to Checkout', and where it is: the page goes there. */
  proceedToCheckout(): string {
    this.notifier.success(CHECKOUT_NOTICE);
    return CHECKOUT_PATH;
  }

  private async edit(key: LineKey, change: () => Promise<CartEditOutcome>): Promise<void> {
    const id = lineId(key);
    if (this.busy.has(id)) return;
    this.busy.add(id);
    const outcome = await settled(change());
    runInAction(() => this.busy.delete(id));
    if (outcome.kind === 'changed' || outcome.kind === 'login-required') return;
    this.notifier.error(notChangedNotice(outcome));
    // What was refused may be because the cart or the catalogue moved on: show them as they are.
    void this.cart.refresh();
  }
}
