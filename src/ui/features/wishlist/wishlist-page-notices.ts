import type { Notice } from '../../../application/ports/notifier';
import type { MoveToCartOutcome } from '../../../application/wishlist/wishlist';
import { notAddedNotice } from '../../stores/cart-notices';

// Ours (the spec names none): what the wishlist page's Move to Cart and Remove say.

export const movedToCartNotice = (title: string): Notice => ({ title: 'Moved to Cart', description: `${title} was moved to your cart` });

export const addedNotRemovedNotice = (title: string): Notice => ({
  title: 'Added to Cart',
  description: `${title} is in your cart, but it could not be removed from your wishlist. Please try again.`,
});

export const NOT_REMOVED_NOTICE: Notice = { title: 'Wishlist Not Changed', description: 'Your wishlist could not be saved. Please try again.' };

/** Move to Cart refused by the cart, saying why in the cart's words. */
export function notMovedNotice(refusal: Exclude<MoveToCartOutcome, { kind: 'moved' | 'added-not-removed' | 'login-required' }>): Notice {
  return notAddedNotice(refusal);
}
