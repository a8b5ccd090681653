import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { NOTIFIER, type Notifier } from '../../application/ports/notifier';
import { WISHLIST, type Wishlist } from '../../application/wishlist/wishlist';
import type { Product } from '../../domain/catalogue/product';
import { SessionState } from './session-state';
import { follow, toggle } from './wishlist-state-changes';

/**
 * The logged-in shopper's saved product ids, for every heart and the wishlist page: one store for
 * the app's life. Reading and pressing, with the toasts' words, are in ./wishlist-state-changes.ts.
 */
@injectable()
export class WishlistState {
  /** Newest first; none while logged out, loading, or when the store could not be reached. */
  productIds: readonly number[] = [];
  status: 'loading' | 'ready' | 'unavailable' = 'loading';
  /** Presses on their way, by product: what the heart shows until the answer lands. */
  pending: ReadonlyMap<number, boolean> = new Map();

  constructor(
    @inject(WISHLIST) readonly wishlist: Wishlist,
    @inject(SessionState) readonly session: SessionState,
    @inject(NOTIFIER) readonly notifier: Notifier,
  ) {
    makeAutoObservable(this, { wishlist: false, session: false, notifier: false }, { deep: false });
    // For the app's life: this store lives as long as the container. A visitor reads nothing
    // until they log in.
    reaction(() => session.user?.phone, () => follow(this), { fireImmediately: !!session.user });
    if (!session.user) this.status = 'ready';
  }

  /** Whether the heart of `productId` shows pressed. */
  has(productId: number): boolean {
    return this.pending.get(productId) ?? this.productIds.includes(productId);
  }

  /**
   * A heart pressed: saves or removes the product, said in a toast; answers where to go instead (the
   * login page) when a visitor must log in first.
   */
  toggle(product: Pick<Product, 'id' | 'title'>, currentPath: string): Promise<string | undefined> {
    return toggle(this, product, currentPath);
  }
}
