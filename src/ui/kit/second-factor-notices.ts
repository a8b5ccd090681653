import type { Notice } from '../../application/ports/notifier';

// The authenticator code's notices, said by the login's code step and by the admin settings'
// two-factor card alike. The spec's (§8) word for word; the one marked "ours" covers what the
// spec's product did not do.

export const SECOND_FACTOR_NOT_SET_UP: Notice = { title: 'Verification Failed', description: '2FA is not set up properly' };
export const INVALID_CODE: Notice = { title: 'Verification Failed', description: 'Invalid code. Please try again.' };
/** Ours: a code of a step already used. */
export const REPLAYED_CODE: Notice = { title: 'Verification Failed', description: 'This code has already been used. Wait for the next one.' };
