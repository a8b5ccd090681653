import type { Notice } from '../../../application/ports/notifier';

// The two-factor card's own notices (its code's are in ui/forms/second-factor-notices.ts). The spec's
// (§8) word for word; those marked "ours" cover what the spec's product did not do.

export const SETUP_COMPLETE: Notice = { title: 'Setup Complete', description: 'Two-factor authentication has been enabled' };
export const SETUP_FAILED: Notice = { title: 'Setup Failed', description: 'Failed to generate 2FA credentials' };
/** Ours: turning it off. */
export const TWO_FACTOR_OFF: Notice = { title: 'Two-Factor Disabled', description: 'Two-factor authentication has been turned off' };
/** Ours: setup is for the logged-in admin only. */
export const SETUP_ADMIN_ONLY: Notice = { title: 'Setup Failed', description: 'Only the logged-in admin can set up two-factor authentication.' };
