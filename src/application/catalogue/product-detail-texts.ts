import type { Notice } from '../ports/notifier';

// The product page's toasts, word for word from the spec.

export const ADDED_TO_CART_NOTICE: Notice = { title: 'Added to Cart', description: 'Product has been added to your cart' };
export const CHECKOUT_NOTICE: Notice = { title: 'Proceeding to Checkout', description: 'Taking you to secure checkout' };
