import type { Notice } from '../../application/ports/notifier';
import type { WishlistSaveOutcome } from '../../application/wishlist/wishlist';

// Ours (the spec names none for the wishlist), in the words of the cart's.

export const addedToWishlistNotice = (title: string): Notice => ({ title: 'Added to Wishlist', description: `${title} was added to your wishlist` });
export const removedFromWishlistNotice = (title: string): Notice => ({ title: 'Removed from Wishlist', description: `${title} was removed from your wishlist` });
/** The session gate (spec §4's title): a visitor pressed a heart. */
export const WISHLIST_AUTH_NOTICE: Notice = { title: 'Authentication Required', description: 'Please login or sign up to save items to your wishlist' };
export const WISHLIST_DROPPED_NOTICE: Notice = { title: 'Wishlist Updated', description: 'Some items saved in your wishlist could not be read and were removed.' };

/** A press on a heart refused, saying why. */
export function wishlistNotChangedNotice(refusal: Extract<WishlistSaveOutcome, { kind: 'full' | 'not-found' | 'not-saved' }>): Notice {
  const why =
    refusal.kind === 'full'
      ? `Your wishlist holds at most ${refusal.maximum} items. Remove one to save another.`
      : refusal.kind === 'not-found'
        ? 'This product is no longer available.'
        : 'Your wishlist could not be saved. Please try again.';
  return { title: 'Wishlist Not Changed', description: why };
}
