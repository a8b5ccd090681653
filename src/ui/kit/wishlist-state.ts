import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { NOTIFIER, type Notifier } from '../../application/ports/notifier';
import { WISHLIST, type Wishlist } from '../../application/wishlist/wishlist';
import type { Product } from '../../domain/catalogue/product';
import { SessionState } from './session-state';

/** What WishlistState does beyond holding the ids: loaded at its first read or press (see below). */
const changes = () => import('./wishlist-state-changes');

/**
 * The logged-in shopper's saved product ids, for every heart and the wishlist page: one store for
 * the app's life. The hearts are on the home page's first load, so this holds only what a heart
 * shows; reading and pressing (./wishlist-state-changes.ts, with the toasts' words) and the use cases
 * load at the first read, which waits for a login, or at the first press.
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
    // For the app's life: this store lives as long as the container. A visitor loads nothing
    // until they log in.
    reaction(() => session.user?.phone, () => void changes().then((code) => code.follow(this)), { fireImmediately: !!session.user });
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
  async toggle(product: Pick<Product, 'id' | 'title'>, currentPath: string): Promise<string | undefined> {
    return (await changes()).toggle(this, product, currentPath);
  }
}
