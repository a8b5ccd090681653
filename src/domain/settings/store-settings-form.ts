import { z } from 'zod/mini';
import { MAX_STORE_NAME_LENGTH } from './store-settings';

/** The General Settings form: the store's name (the currency is INR and not for changing). */
export interface GeneralSettingsValues {
  storeName: string;
}

/**
 * The General Settings form's one schema, which the form (through the formik bridge) and the use
 * case both read: a store name of 1 to 40 characters once trimmed, given back trimmed.
 */
export const generalSettingsSchema = z.object({
  storeName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Store name is required'),
      z.maxLength(MAX_STORE_NAME_LENGTH, `Store name must be at most ${MAX_STORE_NAME_LENGTH} characters`),
    ),
});
