import { inject, injectable } from 'inversify';
import { reaction, runInAction } from 'mobx';
import { NOTIFIER, type Notifier } from '../../application/ports/notifier';
import { WISHLIST, type Wishlist, type WishlistRead, type WishlistRemoveOutcome, type WishlistSaveOutcome } from '../../application/wishlist/wishlist';
import type { Product } from '../../domain/catalogue/product';
import { LOGIN_PATH } from '../app/paths';
import { makeViewModel } from '../lib/view-model';
import { SessionState } from './session-state';
import { settled } from '../lib/settled';
import { addedToWishlistNotice, removedFromWishlistNotice, WISHLIST_AUTH_NOTICE, WISHLIST_DROPPED_NOTICE, wishlistNotChangedNotice } from './wishlist-notices';

/** The logged-in shopper's saved product ids, for every heart and the wishlist page: one store for the app's life. */
@injectable()
export class WishlistState {
  /** Newest first; none while logged out, loading, or when the store could not be reached. */
  productIds: readonly number[] = [];
  status: 'loading' | 'ready' | 'unavailable' = 'loading';
  /** Presses on their way, by product: what the heart shows until the answer lands. */
  pending: ReadonlyMap<number, boolean> = new Map();
  /** The latest read asked for: an older answer is dropped. */
  private reads = 0;
  /** Stops following another tab's changes of the shopper's list. */
  private stopWatching: () => void = () => {};

  constructor(
    @inject(WISHLIST) private readonly wishlist: Wishlist,
    @inject(SessionState) private readonly session: SessionState,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'reads' | 'stopWatching'>(this, arguments, { reads: false, stopWatching: false }, { deep: false });
    // For the app's life: this store lives as long as the container. A visitor reads nothing
    // until they log in.
    reaction(() => session.user?.phone, () => this.follow(), { fireImmediately: !!session.user });
    if (!session.user) this.status = 'ready';
    // A tab that comes back into view may have missed a change.
    globalThis.document?.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && this.session.user) void this.refresh();
    });
  }

  /** Whether the heart of `productId` shows pressed. */
  has(productId: number): boolean {
    return this.pending.get(productId) ?? this.productIds.includes(productId);
  }

  /** Reads the list again (a page's Try again); an answer older than the latest read asked for is dropped. */
  async refresh(): Promise<void> {
    const request = ++this.reads;
    const read: WishlistRead | { readonly kind: 'not-saved' } = this.session.user ? await settled(this.wishlist.read()) : { kind: 'login-required' };
    if (request !== this.reads) return;
    runInAction(() => {
      this.productIds = read.kind === 'ok' ? read.productIds : [];
      this.status = read.kind === 'ok' || read.kind === 'login-required' ? 'ready' : 'unavailable';
    });
    if (read.kind === 'ok' && read.dropped) this.notifier.info(WISHLIST_DROPPED_NOTICE);
  }

  /**
   * A heart pressed: saves or removes the product, said in a toast; answers where to go instead (the
   * login page) when a visitor must log in first. A press while one is on its way does nothing more.
   */
  async toggle({ id, title }: Pick<Product, 'id' | 'title'>, currentPath: string): Promise<string | undefined> {
    if (this.pending.has(id)) return undefined;
    const adding = !this.has(id);
    this.setPending(id, adding);
    const outcome = await settled<WishlistSaveOutcome | WishlistRemoveOutcome>(adding ? this.wishlist.save(id, currentPath) : this.wishlist.remove(id));
    this.setPending(id, undefined);
    switch (outcome.kind) {
      case 'login-required':
        this.notifier.error(WISHLIST_AUTH_NOTICE);
        return LOGIN_PATH;
      case 'added':
      case 'already-saved':
      case 'removed': {
        // At once, not after the read below: the heart does not flicker back.
        const others = this.productIds.filter((saved) => saved !== id);
        runInAction(() => (this.productIds = adding ? [id, ...others] : others));
        this.notifier.success(adding ? addedToWishlistNotice(title) : removedFromWishlistNotice(title));
        break;
      }
      default:
        this.notifier.error(wishlistNotChangedNotice(outcome));
    }
    void this.refresh();
    return undefined;
  }

  /** Follows the logged-in shopper's list (after each login or logout): read now, and again whenever another tab changes it. */
  private follow(): void {
    this.stopWatching();
    let stopped = false;
    this.stopWatching = () => (stopped = true);
    if (this.session.user) {
      this.wishlist.watch(() => void this.refresh()).then(
        (stop) => (stopped ? stop() : (this.stopWatching = stop)),
        // Another tab's changes are then seen when this tab comes back into view.
        () => {},
      );
    }
    void this.refresh();
  }

  private setPending(productId: number, adding: boolean | undefined): void {
    const pending = new Map(this.pending);
    if (adding === undefined) pending.delete(productId);
    else pending.set(productId, adding);
    runInAction(() => (this.pending = pending));
  }
}
