import { z } from 'zod/mini';
import { addressShape, pinCodeOfState, type DeliveryAddress } from './address';

/** An address the shopper keeps for next time; exactly one of a non-empty list is the default. */
export interface SavedAddress extends DeliveryAddress {
  readonly id: string;
  readonly isDefault: boolean;
}

/** The most addresses one shopper keeps: a stored list with more is not one this store wrote. */
export const MAX_SAVED_ADDRESSES = 20;

const savedAddressSchema = z
  .object({ ...addressShape, id: z.string().check(z.minLength(1), z.maxLength(64)), isDefault: z.boolean() })
  .check(pinCodeOfState);

/** Saved addresses as read from storage: the readable ones, and whether what was stored had to be mended. */
export interface StoredAddresses {
  readonly addresses: readonly SavedAddress[];
  /**
   * What was stored is not what is read: an entry could not be read (an older or corrupted shape)
   * and is left out, or the defaults were not exactly one. The next save stores what is read.
   */
  readonly dropped: boolean;
}

export const NO_ADDRESSES: StoredAddresses = { addresses: [], dropped: false };

/**
 * Reads whatever storage held as saved addresses. Not a list (or too long a one): nothing readable,
 * all dropped. A list: each entry the address form would take is kept (an id twice keeps the
 * first), the others dropped; then exactly one is the default.
 */
export function readSavedAddresses(raw: unknown): StoredAddresses {
  if (raw === undefined || raw === null) return NO_ADDRESSES;
  if (!Array.isArray(raw) || raw.length > MAX_SAVED_ADDRESSES) return { addresses: [], dropped: true };
  const read: SavedAddress[] = [];
  for (const item of raw) {
    const parsed = z.safeParse(savedAddressSchema, item);
    if (parsed.success && !read.some((address) => address.id === parsed.data.id)) read.push(parsed.data);
  }
  const defaults = read.filter((address) => address.isDefault);
  const addresses = withDefault(read, defaults[0]?.id ?? '');
  return { addresses, dropped: read.length !== raw.length || (read.length > 0 && defaults.length !== 1) };
}

/**
 * `id` the only default. An id not in the list leaves the first default as the only one, or makes
 * the first address the default when none was: a list that holds any has exactly one.
 */
export function withDefault(addresses: readonly SavedAddress[], id: string): SavedAddress[] {
  const chosen = addresses.find((address) => address.id === id) ?? addresses.find((address) => address.isDefault) ?? addresses[0];
  return addresses.map((address) => (address.isDefault === (address === chosen) ? address : { ...address, isDefault: address === chosen }));
}

/** The list without `id`; when that was the default, the first address left becomes it. */
export function withoutAddress(addresses: readonly SavedAddress[], id: string): SavedAddress[] {
  return withDefault(addresses.filter((address) => address.id !== id), '');
}

/** `address` added last, as `id`; the first address saved is the default. */
export function withAddress(addresses: readonly SavedAddress[], address: DeliveryAddress, id: string): SavedAddress[] {
  return withDefault([...addresses, { ...address, id, isDefault: false }], addresses.length === 0 ? id : '');
}

/** The address `id` changed to `address`, in its place, its default kept. */
export function withAddressChanged(addresses: readonly SavedAddress[], id: string, address: DeliveryAddress): SavedAddress[] {
  return addresses.map((saved) => (saved.id === id ? { ...address, id, isDefault: saved.isDefault } : saved));
}
