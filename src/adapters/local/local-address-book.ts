import type { AddressBook } from '../../application/ports/address-book';
import type { Logger } from '../../application/ports/logger';
import { NO_ADDRESSES, readSavedAddresses, type SavedAddress, type StoredAddresses } from '../../domain/orders/saved-addresses';
import { OwnerKeyedMap, type OwnerMapKind } from './owner-keyed-map';

export const ADDRESSES_KEY = 'addresses';

const ADDRESS_LISTS: OwnerMapKind<StoredAddresses> = {
  key: ADDRESSES_KEY,
  read: readSavedAddresses,
  empty: NO_ADDRESSES,
  lost: { addresses: [], dropped: true },
  words: { map: 'The saved addresses', each: 'list', entry: 'the saved addresses', saved: 'The addresses' },
};

/**
 * Every shopper's saved addresses in one map under `addresses` in localStorage, keyed by phone (as
 * the `users` and `carts` maps are): a tampered map reads as every list empty and dropped, one
 * shopper's list in an older or corrupted shape as its readable addresses (see OwnerKeyedMap).
 */
export class LocalAddressBook extends OwnerKeyedMap<StoredAddresses, readonly SavedAddress[]> implements AddressBook {
  constructor(storage: Storage, logger: Logger) {
    super(storage, logger, ADDRESS_LISTS);
  }

  list(owner: string): Promise<StoredAddresses> {
    return this.read(owner);
  }
}
