/*
 * The store's own settings that the admin may change. Checked by hand, without the validation
 * library: the header reads the store name on every page's first paint.
 */

export const DEFAULT_STORE_NAME = 'Fashion Zone';
export const MAX_STORE_NAME_LENGTH = 40;
/** Spec: the settings show the currency as INR; prices are in rupees everywhere. */
export const STORE_CURRENCY = 'INR';

/** How long a UPI order holds its stock for a payment the shop has not confirmed (the order desk's rule). */
export const DEFAULT_HOLD_MINUTES = 30;
export const MIN_HOLD_MINUTES = 5;
export const MAX_HOLD_MINUTES = 1440;

export interface StoreSettingsValues {
  readonly storeName: string;
  /** Minutes, a whole number from 5 to 1440 (a day). */
  readonly holdMinutes: number;
}

export const DEFAULT_STORE_SETTINGS: StoreSettingsValues = { storeName: DEFAULT_STORE_NAME, holdMinutes: DEFAULT_HOLD_MINUTES };

export function isHoldMinutes(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_HOLD_MINUTES && (value as number) <= MAX_HOLD_MINUTES;
}

/**
 * The form's rule (`generalSettingsSchema`, store-settings-form.ts) for what is read back from
 * storage, without the validation library or the form's messages, which the storefront never shows.
 */
function isStoreName(name: string): boolean {
  const length = name.trim().length;
  return length > 0 && length <= MAX_STORE_NAME_LENGTH;
}

/**
 * Settings as stored (anything at all): the usable ones, or undefined when they are not. Settings
 * stored before the hold existed have none: the default hold.
 */
export function readStoreSettings(value: unknown): StoreSettingsValues | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { storeName, holdMinutes = DEFAULT_HOLD_MINUTES } = value as Record<string, unknown>;
  if (typeof storeName !== 'string' || !isStoreName(storeName)) return undefined;
  if (!isHoldMinutes(holdMinutes)) return undefined;
  return { storeName: storeName.trim(), holdMinutes };
}

/** The logo's two parts: the first word, and the rest in the accent colour ('Fashion' + 'Zone'). */
export function logoParts(storeName: string): { readonly lead: string; readonly accent: string } {
  const trimmed = storeName.trim();
  const space = trimmed.indexOf(' ');
  return space === -1 ? { lead: trimmed, accent: '' } : { lead: trimmed.slice(0, space), accent: trimmed.slice(space + 1) };
}
