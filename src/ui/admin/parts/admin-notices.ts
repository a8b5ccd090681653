import type { Notice } from '../../../application/ports/notifier';

// The admin area's toasts: the spec's texts (§8) where it has them, ours where it has none. The use
// cases answer with outcomes; the view models say them in these words.

export const REQUIRED_FIELDS_MISSING: Notice = { title: 'Error', description: 'Please fill all required fields' };
export const PRODUCT_ADDED: Notice = { title: 'Success', description: 'Product added successfully' };
export const PRODUCT_UPDATED: Notice = { title: 'Success', description: 'Product updated successfully' };
export const PRODUCT_DELETED: Notice = { title: 'Success', description: 'Product deleted successfully' };
export const SETTINGS_SAVED: Notice = { title: 'Success', description: 'Settings saved successfully' };

/** A write the store refused: its reason when it gave one (a StorageWriteError's words), else ours. */
export function saveFailed(reason: string | undefined, fallback: string): Notice {
  return { title: 'Save Failed', description: reason || fallback };
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
