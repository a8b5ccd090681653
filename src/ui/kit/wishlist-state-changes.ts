import { runInAction } from 'mobx';
import type { WishlistRead, WishlistRemoveOutcome, WishlistSaveOutcome } from '../../application/wishlist/wishlist';
import type { Product } from '../../domain/catalogue/product';
import { LOGIN_PATH } from '../app/paths';
import { settled } from './settled';
import { addedToWishlistNotice, removedFromWishlistNotice, WISHLIST_AUTH_NOTICE, WISHLIST_DROPPED_NOTICE, wishlistNotChangedNotice } from './wishlist-notices';
import type { WishlistState } from './wishlist-state';

// What WishlistState does: reading the shopper's list (after a login) and a heart's press.

interface Following {
  /** The latest read asked for: an older answer is dropped. */
  reads: number;
  /** Stops following another tab's changes of the shopper's list. */
  stop: () => void;
}

const following = new WeakMap<WishlistState, Following>();

function followingOf(state: WishlistState): Following {
  let entry = following.get(state);
  if (!entry) {
    entry = { reads: 0, stop: () => {} };
    following.set(state, entry);
    // For the state's life (the app's): a tab that comes back into view may have missed a change.
    globalThis.document?.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void refresh(state);
    });
  }
  return entry;
}

/** Follows the logged-in shopper's list (after each login or logout): read now, and again whenever another tab changes it. */
export function follow(state: WishlistState): void {
  const entry = followingOf(state);
  entry.stop();
  let stopped = false;
  entry.stop = () => (stopped = true);
  if (state.session.user) {
    state.wishlist.watch(() => void refresh(state)).then(
      (stop) => (stopped ? stop() : (entry.stop = stop)),
      // Another tab's changes are then seen when this tab comes back into view.
      () => {},
    );
  }
  void refresh(state);
}

/** Reads the list again (a page's Try again); an answer older than the latest read asked for is dropped. */
export async function refresh(state: WishlistState): Promise<void> {
  const entry = followingOf(state);
  const request = ++entry.reads;
  const read: WishlistRead | { readonly kind: 'not-saved' } = state.session.user ? await settled(state.wishlist.read()) : { kind: 'logged-out' };
  if (request !== entry.reads) return;
  runInAction(() => {
    state.productIds = read.kind === 'ok' ? read.productIds : [];
    state.status = read.kind === 'ok' || read.kind === 'logged-out' ? 'ready' : 'unavailable';
  });
  if (read.kind === 'ok' && read.dropped) state.notifier.info(WISHLIST_DROPPED_NOTICE);
}

function setPending(state: WishlistState, productId: number, adding: boolean | undefined): void {
  const pending = new Map(state.pending);
  if (adding === undefined) pending.delete(productId);
  else pending.set(productId, adding);
  runInAction(() => (state.pending = pending));
}

/** A heart pressed: see WishlistState.toggle. A press while one is on its way does nothing more. */
export async function toggle(state: WishlistState, { id, title }: Pick<Product, 'id' | 'title'>, currentPath: string): Promise<string | undefined> {
  if (state.pending.has(id)) return undefined;
  const adding = !state.has(id);
  setPending(state, id, adding);
  const outcome = await settled<WishlistSaveOutcome | WishlistRemoveOutcome>(adding ? state.wishlist.save(id, currentPath) : state.wishlist.remove(id));
  setPending(state, id, undefined);
  switch (outcome.kind) {
    case 'login-required':
      state.notifier.error(WISHLIST_AUTH_NOTICE);
      return LOGIN_PATH;
    case 'added':
    case 'already-saved':
    case 'removed': {
      // At once, not after the read below: the heart does not flicker back.
      const others = state.productIds.filter((saved) => saved !== id);
      runInAction(() => (state.productIds = adding ? [id, ...others] : others));
      state.notifier.success(adding ? addedToWishlistNotice(title) : removedFromWishlistNotice(title));
      break;
    }
    default:
      state.notifier.error(wishlistNotChangedNotice(outcome));
  }
  void refresh(state);
  return undefined;
}
