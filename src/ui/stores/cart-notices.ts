import type { CartAddOutcome, CartEditOutcome } from '../../application/cart/cart-editing';
import type { Notice } from '../../application/ports/notifier';
import { MAX_QUANTITY_PER_ORDER } from '../../domain/catalogue/quantity';

// The spec's toasts of the cart and the checkout, word for word.

export const ADDED_TO_CART_NOTICE: Notice = { title: 'Added to Cart', description: 'Product has been added to your cart' };
export const CHECKOUT_NOTICE: Notice = { title: 'Proceeding to Checkout', description: 'Taking you to secure checkout' };
/** The session gate (spec §4): a visitor pressed Add to Cart or Buy Now. */
export const AUTH_REQUIRED_NOTICE: Notice = { title: 'Authentication Required', description: 'Please login or sign up to add items to your cart' };

// Ours (the spec names no others): why a change of the cart was refused.

type Refusal = Exclude<CartAddOutcome | CartEditOutcome, { kind: 'added' | 'changed' | 'login-required' }>;

const items = (count: number) => (count === 1 ? '1 is' : `${count} are`);

function why(refusal: Refusal): string {
  switch (refusal.kind) {
    case 'invalid-quantity':
      return `Choose a whole number from 1 to ${MAX_QUANTITY_PER_ORDER}.`;
    case 'no-variant':
      return 'This product no longer comes in that size or colour. Choose another.';
    case 'out-of-stock':
      return 'This size is sold out.';
    case 'more-than-left':
      return 'inCart' in refusal && refusal.inCart > 0 ? `Only ${refusal.left} left, and ${items(refusal.inCart)} already in your cart.` : `Only ${refusal.left} left.`;
    case 'over-maximum':
      return `One order may hold at most ${refusal.maximum} of a product in one size${'inCart' in refusal && refusal.inCart > 0 ? `; ${items(refusal.inCart)} already in your cart` : ''}.`;
    case 'not-found':
      return 'This product is no longer available.';
    case 'not-in-cart':
      return 'This item is no longer in your cart.';
    case 'not-saved':
      return 'Your cart could not be saved. Please try again.';
  }
}

/** Add to Cart refused, saying why. */
export function notAddedNotice(refusal: Refusal): Notice {
  return { title: 'Not Added to Cart', description: why(refusal) };
}

/** A change on the cart page refused, saying why. */
export function notChangedNotice(refusal: Refusal): Notice {
  return { title: 'Cart Not Changed', description: why(refusal) };
}
