import type { Notice } from '../../../application/ports/notifier';

// What the checkout says: on its steps (why the shopper is there, why the order was not placed),
// at the promo code, and in toasts.

export const NOT_PLACED_MESSAGE = 'Your order could not be placed, and nothing was charged. Please try again.';
export const REFUSED_MESSAGE = 'Your order was not placed: some items changed since you started. The figures below are as they are now; please check them and place your order again.';
export const ADDRESS_REFUSED_MESSAGE = 'Please check your address: the fields below say what to change.';
export const LOGGED_OUT_MESSAGE = 'You were logged out. Please log in again to place your order.';
export const CHOOSE_DELIVERY = 'Choose a delivery option.';
export const PROMO_EMPTY = 'Enter a promo code.';
export const PROMO_UNAVAILABLE = 'The code could not be checked. Please try again.';
export const ADDRESSES_UNAVAILABLE = 'Your saved addresses could not be loaded. You can still enter an address below.';

/** Buy Now asked for more than are left: the order is for those there are. */
export const onlyLeft = (quantity: number): string => `Only ${quantity} left: this order is for ${quantity}.`;

/** Cart lines that cannot be bought now, and are not in the order. */
export const leftOut = (count: number): string =>
  `${count} ${count === 1 ? 'item in your cart is' : 'items in your cart are'} sold out or no longer sold, and not in this order.`;

/** The new address could not be kept (the book is full); the order still goes there. */
export const addressNotKept = (maximum: number): Notice => ({
  title: 'Address Not Saved',
  description: `You can keep up to ${maximum} addresses; this one is used for this order only.`,
});

/** The new address could not be kept (the book could not be written); the order still goes there. */
export const ADDRESS_BOOK_NOT_WRITTEN: Notice = {
  title: 'Address Not Saved',
  description: 'Your address book could not be updated; this address is used for this order only.',
};

export const ADDRESSES_DROPPED: Notice = { title: 'Addresses Updated', description: 'Some saved addresses could not be read and were removed.' };
