import type { AddressBook } from '../../application/ports/address-book';
import { NO_ADDRESSES, type SavedAddress, type StoredAddresses } from '../../domain/orders/saved-addresses';

/** Saved addresses held in this page's memory. */
export class MemoryAddressBook implements AddressBook {
  private readonly byOwner = new Map<string, readonly SavedAddress[]>();

  async list(owner: string): Promise<StoredAddresses> {
    const addresses = this.byOwner.get(owner);
    return addresses ? { addresses: structuredClone(addresses), dropped: false } : NO_ADDRESSES;
  }

  async save(owner: string, addresses: readonly SavedAddress[]): Promise<void> {
    // A copy: a caller changing its list later does not change what was saved.
    this.byOwner.set(owner, structuredClone(addresses));
  }
}
