import { z } from 'zod/mini';
import { MAX_STORE_NAME_LENGTH } from './store-settings';

/** The General Settings form: the store's name (the currency is INR and not for changing). */
export interface GeneralSettingsValues {
  storeName: string;
}

/** The same rule as `storeNameProblem`, for the form: 1 to 40 characters once trimmed. */
export const generalSettingsSchema = z.object({
  storeName: z.string().check(
    z.refine((name) => name.trim().length > 0, 'Store name is required'),
    z.refine((name) => name.trim().length <= MAX_STORE_NAME_LENGTH, `Store name must be at most ${MAX_STORE_NAME_LENGTH} characters`),
  ),
});
