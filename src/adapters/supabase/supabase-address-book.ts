import type { SupabaseClient } from '@supabase/supabase-js';
import type { AddressBook } from '../../application/ports/address-book';
import { readSavedAddresses, type SavedAddress, type StoredAddresses } from '../../domain/orders/saved-addresses';
import { readError, writeError } from './supabase-errors';

// By the SQLSTATE the table's privileges, row-level security, checks, index and replace_addresses
// raise (supabase/migrations/20261126100000_addresses.sql).
const REFUSALS: Record<string, string> = {
  '42501': 'only a signed-in shopper may save addresses, and only their own',
  '23514': 'an address breaks a rule of the address form, or there are more than 20',
  '23505': 'only one address can be the default',
  '23502': 'a field of an address is missing',
  '22023': 'it is not a list of addresses',
  '22P02': 'an address has a malformed id or value',
};

const COLUMNS = 'id, full_name, mobile, email, line1, line2, landmark, city, state, pin_code, is_default';

interface AddressRow {
  id: string;
  full_name: string;
  mobile: string;
  email: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  pin_code: string;
  is_default: boolean;
}

/**
 * Each shopper's saved addresses in the project's `addresses` table, one row per address, which
 * row-level security lets only their user read and write. As SupabaseCartStore, the rows are the
 * signed-in user's, not the owner's (a phone, which keys a browser's own storage): the owner is not
 * used. The whole list is saved by one call of replace_addresses, one transaction: a save that
 * fails leaves the list it had, never half of the new one.
 */
export class SupabaseAddressBook implements AddressBook {
  constructor(private readonly client: SupabaseClient) {}

  /** Rejects when the request fails, without a session too: an empty list would be saved over the real one. */
  async list(_owner: string): Promise<StoredAddresses> {
    const { data, error } = await this.client.from('addresses').select(COLUMNS).order('position').order('created_at');
    if (error) throw readError('Your saved addresses', error);
    return readSavedAddresses((data as AddressRow[]).map(fromRow));
  }

  async save(_owner: string, addresses: readonly SavedAddress[]): Promise<void> {
    const { error } = await this.client.rpc('replace_addresses', { addresses });
    if (error) throw writeError('Your addresses', error, REFUSALS);
  }
}

function fromRow(row: AddressRow): Record<keyof SavedAddress, unknown> {
  return {
    id: row.id,
    fullName: row.full_name,
    mobile: row.mobile,
    email: row.email,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pinCode: row.pin_code,
    isDefault: row.is_default,
  };
}
