/** The most products one wishlist keeps: enough for any shopper, and a bound on what one account stores. */
export const MAX_WISHLIST_ITEMS = 100;

/** A product the shopper saved for later, by id: what it costs and whether it is in stock are read from the catalogue when shown. */
export interface WishlistItem {
  readonly productId: number;
}

export type WishlistAdd =
  | { readonly kind: 'added'; readonly items: readonly WishlistItem[] }
  /** Already there: nothing changes (a second tab, a double press). */
  | { readonly kind: 'already-saved' }
  | { readonly kind: 'full'; readonly maximum: number };

/** Whether the product is on the list. */
export function isSaved(items: readonly WishlistItem[], productId: number): boolean {
  return items.some((item) => item.productId === productId);
}

/**
 * The list with the product saved, newest first (the page shows the latest first). A product is on
 * it once at most; a full list refuses, naming its maximum, rather than dropping an older item.
 */
export function addToWishlist(items: readonly WishlistItem[], productId: number): WishlistAdd {
  if (isSaved(items, productId)) return { kind: 'already-saved' };
  if (items.length >= MAX_WISHLIST_ITEMS) return { kind: 'full', maximum: MAX_WISHLIST_ITEMS };
  return { kind: 'added', items: [{ productId }, ...items] };
}

/** The list without the product (unchanged when it is not there). */
export function removeFromWishlist(items: readonly WishlistItem[], productId: number): readonly WishlistItem[] {
  return items.filter((item) => item.productId !== productId);
}
