import type { CartAddOutcome } from '../cart/cart-editing';
import type { VariantKey } from '../../domain/catalogue/variants';
import type { WishlistEntry } from '../../domain/wishlist/wishlist-entry';
import { type LoginRequired, type NotSaved, type Unavailable } from '../outcomes';

/** The logged-in shopper's wishlist, as stored. */
export type WishlistRead =
  | { readonly kind: 'login-required' }
  /** `dropped`: part of what was stored could not be read; it is gone now (said once). */
  | { readonly kind: 'ok'; readonly productIds: readonly number[]; readonly dropped: boolean }
  /** The store could not be reached: nothing is known (never taken for an empty list). */
  | Unavailable;

/** Refusals any change of the wishlist may come to. */
export type WishlistRefused =
  | LoginRequired
  /** The store refused or could not be reached: the list is as it was. */
  | NotSaved;

export type WishlistSaveOutcome =
  | { readonly kind: 'added' }
  | { readonly kind: 'already-saved' }
  | { readonly kind: 'full'; readonly maximum: number }
  /** The product no longer exists. */
  | { readonly kind: 'not-found' }
  | WishlistRefused;

export type WishlistRemoveOutcome = { readonly kind: 'removed' } | WishlistRefused;

export type MoveToCartOutcome =
  | { readonly kind: 'moved'; readonly count: number }
  /** In the cart now, but the wishlist could not be saved without it: it is still there. */
  | { readonly kind: 'added-not-removed'; readonly count: number }
  | Exclude<CartAddOutcome, { kind: 'added' }>;

/**
 * Every use case of the shopper's wishlist (WishlistService). The screens ask for it by this token:
 * the composition defers its code, and the store's, to the first call, out of the first load that
 * the hearts on product cards are part of. Every method answers a promise, hence may be deferred.
 */
export interface Wishlist {
  /** The product ids saved, newest first; what could not be read is removed once, and said. */
  read(): Promise<WishlistRead>;
  /** A heart pressed: needs a login (a visitor's path is kept to come back to, spec §4's gate). */
  save(productId: number, currentPath: string): Promise<WishlistSaveOutcome>;
  /** A heart pressed again, or Remove on the wishlist page; a product deleted since may always be removed. */
  remove(productId: number): Promise<WishlistRemoveOutcome>;
  /** Each saved product against the catalogue now, in the list's order. Rejects when the catalogue cannot be read. */
  entries(productIds: readonly number[]): Promise<readonly WishlistEntry[]>;
  /** One of the product in `size` into the cart (the cart's own rules), then off the wishlist. */
  moveToCart(productId: number, key: VariantKey): Promise<MoveToCartOutcome>;
  /** Calls `listener` when another tab changes the shopper's wishlist; answers how to stop. */
  watch(listener: () => void): Promise<() => void>;
}

export const WISHLIST = Symbol('Wishlist');
