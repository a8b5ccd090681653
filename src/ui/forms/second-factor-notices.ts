import type { Notice } from '../../application/ports/notifier';

// The authenticator code's notices, said by the login's code step and by the admin settings'
// two-factor card alike. The spec's (§8) word for word; the one marked "ours" covers what the
// spec's product did not do.

export const SECOND_FACTOR_NOT_SET_UP: Notice = { title: 'Verification Failed', description: '2FA is not set up properly' };
export const INVALID_CODE: Notice = { title: 'Verification Failed', description: 'Invalid code. Please try again.' };
/** Ours: a code of a step already used. */
export const REPLAYED_CODE: Notice = { title: 'Verification Failed', description: 'This code has already been used. Wait for the next one.' };
/**
 * Ours: the admin's two-factor record cannot be read, so the login is refused rather than let
 * through on the password alone (the README's "Resetting two-factor" tells the maintainer how).
 */
export const SECOND_FACTOR_UNREADABLE: Notice = {
  title: 'Two-Factor Record Unreadable',
  description: "The admin's two-factor record cannot be read, so this login is refused. The store's maintainer must reset two-factor (see the README).",
};
