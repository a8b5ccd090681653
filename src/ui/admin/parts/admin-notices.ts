import type { AdminOnly, NotSaved } from '../../../application/outcomes';
import type { Notice } from '../../../application/ports/notifier';

// The admin area's toasts: the spec's texts (§8) where it has them, ours where it has none. The use
// cases answer with outcomes; the view models say them in these words.

export const REQUIRED_FIELDS_MISSING: Notice = { title: 'Error', description: 'Please fill all required fields' };
export const PRODUCT_ADDED: Notice = { title: 'Success', description: 'Product added successfully' };
export const PRODUCT_UPDATED: Notice = { title: 'Success', description: 'Product updated successfully' };
export const PRODUCT_DELETED: Notice = { title: 'Success', description: 'Product deleted successfully' };
/** Ours: the change is made, but the dashboard's Recent Activity will not show it. */
export const ACTIVITY_NOT_LOGGED: Notice = { title: 'Activity Not Logged', description: 'The change is saved, but it could not be added to Recent Activity.' };
/** A CSV the admin exported (reports, catalogue) is on its way to the downloads. */
export const EXPORT_READY = (fileName: string): Notice => ({ title: 'Export Ready', description: `${fileName} is downloading.` });
export const SETTINGS_SAVED: Notice = { title: 'Success', description: 'Settings saved successfully' };

/** A write the store refused: its reason when it gave one (a StorageWriteError's words), else ours. */
export function saveFailed(reason: string | undefined, fallback: string): Notice {
  return { title: 'Save Failed', description: reason || fallback };
}
/** A change the admin's backend did not make: refused as not an admin's, or not saved (its reason, else `fallback`). */
export function changeRefused(outcome: AdminOnly | NotSaved, fallback: string): Notice {
  return outcome.kind === 'admin-only' ? ADMIN_ONLY_REFUSED : saveFailed(outcome.reason, fallback);
}
export const PRODUCT_NOT_SAVED = 'The change could not be saved. Please try again.';
export const SETTINGS_NOT_SAVED = 'The settings could not be saved. Please try again.';

export const MIGRATION_STARTED: Notice = { title: 'Migration Started' };
export const MIGRATION_FAILED_TITLE = 'Migration Failed';
export const MIGRATION_UNKNOWN_ERROR = 'Unknown error occurred';
export const MIGRATION_PAGE_FAILED: Notice = { title: MIGRATION_FAILED_TITLE, description: 'There was an error migrating the data' };
export const MIGRATED_FROM_PRODUCTS: Notice = {
  title: 'Migration Successful',
  description: 'All data has been transferred to Supabase. The page will refresh to load the new data.',
};
export const MIGRATED_FROM_PAGE: Notice = { title: 'Migration Successful', description: 'All data has been transferred to Supabase.' };
export const NOT_CONFIGURED =
  'No Supabase project is configured for this store, so there is nowhere to migrate to. Nothing was changed.';

export const ADMIN_ACCESS_REQUIRED: Notice = {
  title: 'Admin Access Required',
  description: 'Please log in as the admin to open the admin panel.',
};

/** The gate's refusal when the admin's two-factor is on and this session passed the password alone. */
export const ADMIN_CODE_REQUIRED: Notice = {
  title: 'Admin Access Required',
  description: 'Please log in again with your authentication code to open the admin panel.',
};
/** The gate's refusal when the admin's two-factor record cannot be read (fail closed). */
export const ADMIN_SECOND_FACTOR_UNREADABLE: Notice = {
  title: 'Admin Access Required',
  description: "The admin's two-factor record cannot be read. The maintainer must reset it before the admin panel opens.",
};
/** The gate's refusal when the session could not be checked (the backend out of reach). */
export const ADMIN_CHECK_UNAVAILABLE: Notice = {
  title: 'Admin Access Required',
  description: 'Your session could not be checked. Please try again.',
};
/** An admin use case refused: the session is not (or no longer) the admin's, as the login made it. */
export const ADMIN_ONLY_REFUSED: Notice = {
  title: 'Admin Access Required',
  description: 'Only the logged-in admin can do this. Please log in again as the admin.',
};
