import type { AddressBook } from '../../application/ports/address-book';
import type { Logger } from '../../application/ports/logger';
import { NO_ADDRESSES, readSavedAddresses, type SavedAddress, type StoredAddresses } from '../../domain/orders/saved-addresses';
import { readItem, writeItem } from './guarded-storage';

export const ADDRESSES_KEY = 'addresses';

/**
 * Every shopper's saved addresses in one map under `addresses` in localStorage, keyed by phone (as
 * the `users` and `carts` maps are). A map that is not JSON or not an object reads as every list
 * empty and mended; one shopper's list in an older or corrupted shape reads as its readable
 * addresses, `dropped` said, with a warning. A save writes that shopper's list and keeps every
 * other shopper's as it was stored.
 */
export class LocalAddressBook implements AddressBook {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async list(owner: string): Promise<StoredAddresses> {
    const map = this.load();
    if (!map || !Object.hasOwn(map.lists, owner)) return map?.unreadable ? { addresses: [], dropped: true } : NO_ADDRESSES;
    const stored = readSavedAddresses(map.lists[owner]);
    if (stored.dropped) this.logger.warn(`Part of the saved addresses of ${owner} is unreadable; it was left out.`);
    return stored;
  }

  async save(owner: string, addresses: readonly SavedAddress[]): Promise<void> {
    const lists = this.load()?.lists ?? {};
    writeItem(this.storage, ADDRESSES_KEY, JSON.stringify({ ...lists, [owner]: addresses }), 'The addresses');
  }

  /** The stored map; `unreadable` when what was stored was no map at all (then every list reads as dropped once). */
  private load(): { lists: Record<string, unknown>; unreadable: boolean } | undefined {
    const raw = readItem(this.storage, ADDRESSES_KEY, this.logger);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { lists: parsed as Record<string, unknown>, unreadable: false };
    } catch {
      // Said below.
    }
    this.logger.warn(`The saved addresses under "${ADDRESSES_KEY}" are unreadable; every list reads as empty.`);
    return { lists: {}, unreadable: true };
  }
}
