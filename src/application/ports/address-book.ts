import type { SavedAddress, StoredAddresses } from '../../domain/orders/saved-addresses';

/**
 * Each shopper's saved delivery addresses, by the phone number that identifies their account (a
 * server-backed book keys them by its session instead). The list is saved whole, as the cart is:
 * one write either stores all of it or nothing.
 */
export interface AddressBook {
  /**
   * The shopper's addresses in their order: the readable ones, and whether what was stored had to
   * be mended (an unreadable entry left out). Rejects when the book cannot be reached: nothing is
   * then known, and an empty list must not be saved over what is there.
   */
  list(owner: string): Promise<StoredAddresses>;
  /** Replaces the shopper's addresses. Throws StorageWriteError when refused; the stored list is then unchanged. */
  save(owner: string, addresses: readonly SavedAddress[]): Promise<void>;
}

export const ADDRESS_BOOK = Symbol('AddressBook');
