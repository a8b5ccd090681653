import { z } from 'zod/mini';
import { MAX_HOLD_MINUTES, MAX_STORE_NAME_LENGTH, MIN_HOLD_MINUTES } from './store-settings';

/**
 * The General Settings form: the store's name (the currency is INR and not for changing) and the
 * UPI payment hold in minutes (as typed: the field's text).
 */
export interface GeneralSettingsValues {
  storeName: string;
  /** Absent: the hold as it is (a caller that changes only the name). */
  holdMinutes?: string;
}

export const HOLD_MINUTES_LABEL = 'UPI payment hold (minutes)';
export const HOLD_MINUTES_REQUIRED = 'Enter the UPI payment hold in minutes';
export const HOLD_MINUTES_RANGE = `The UPI payment hold is a whole number of minutes from ${MIN_HOLD_MINUTES} to ${MAX_HOLD_MINUTES}`;

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
  holdMinutes: z.optional(z.pipe(
    z.string().check(z.trim(), z.minLength(1, HOLD_MINUTES_REQUIRED), z.regex(/^\d{1,4}$/, HOLD_MINUTES_RANGE)),
    z.transform(Number).check(z.refine((minutes) => minutes >= MIN_HOLD_MINUTES && minutes <= MAX_HOLD_MINUTES, HOLD_MINUTES_RANGE)),
  )),
});
