import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { CartReader, type CartRead } from '../../application/cart/cart-reader';
import { NOTIFIER, type Notice, type Notifier } from '../../application/ports/notifier';
import { itemCount, type StoredCartLine } from '../../domain/cart/cart-line';
import { Loadable } from '../lib/loadable';
import { makeViewModel } from '../lib/view-model';
import { SessionState } from './session-state';

/** Ours: part of what was stored as the cart could not be read; it was removed. */
export const CART_DROPPED_NOTICE: Notice = {
  title: 'Cart Updated',
  description: 'Some items saved in your cart could not be read and were removed.',
};

/**
 * The logged-in shopper's cart as stored, for every screen that shows it (the header's count, the
 * cart page): one store for the app's life, bound once by the composition. It reads the cart again
 * after a login or logout, after every change this tab makes, when another tab changes it, and when
 * this tab comes back into view (a store that cannot say when another tab changed it).
 */
@injectable()
export class CartState {
  private readonly cart = new Loadable<CartRead>();
  private stopFollowing = () => {};

  constructor(
    @inject(CartReader) private readonly service: CartReader,
    @inject(SessionState) private readonly session: SessionState,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'stopFollowing'>(this, arguments, { stopFollowing: false });
    // For the app's life: this store lives as long as the container.
    reaction(() => this.session.user?.phone, this.follow, { fireImmediately: true });
    globalThis.document?.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void this.refresh();
    });
  }

  /** The lines as stored; none while logged out, loading, or when the store could not be reached. */
  get lines(): readonly StoredCartLine[] {
    const read = this.cart.value;
    return read?.kind === 'ok' ? read.lines : [];
  }

  /** How many items the cart holds (the header's count). */
  get count(): number {
    return itemCount(this.lines);
  }

  /** 'ready' once the cart is known (or nobody is logged in); 'unavailable' when the store could not be reached. */
  get status(): 'loading' | 'ready' | 'unavailable' {
    const read = this.cart.value;
    if (this.cart.status === 'loading' || !read) return 'loading';
    return read.kind === 'unavailable' ? 'unavailable' : 'ready';
  }

  /** Reads the cart again (the page's Try again). */
  refresh(): Promise<void> {
    return this.cart.load(() => this.service.read(), {
      apply: (read) => {
        if (read.kind === 'ok' && read.dropped) this.notifier.info(CART_DROPPED_NOTICE);
      },
    });
  }

  private follow(): void {
    this.stopFollowing();
    this.stopFollowing = this.service.subscribe(() => void this.refresh());
    void this.refresh();
  }
}
