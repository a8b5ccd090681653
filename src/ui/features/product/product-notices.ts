import type { Notice } from '../../../application/ports/notifier';

// The product page's toasts, word for word from the spec.

export const ADDED_TO_CART_NOTICE: Notice = { title: 'Added to Cart', description: 'Product has been added to your cart' };
export const CHECKOUT_NOTICE: Notice = { title: 'Proceeding to Checkout', description: 'Taking you to secure checkout' };
/** The session gate (spec §4): a visitor pressed Add to Cart or Buy Now. */
export const AUTH_REQUIRED_NOTICE: Notice = { title: 'Authentication Required', description: 'Please login or sign up to add items to your cart' };
