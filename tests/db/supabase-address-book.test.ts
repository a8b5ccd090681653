import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SupabaseAddressBook } from '../../src/adapters/supabase/supabase-address-book';
import { ASHA, NOBODY, RAVI, addressBookContract } from '../adapters/address-book.contract';
import { HOME, ID, OFFICE, PARENTS, saved } from '../support/addresses';
import { seedAccounts, seedOtherShoppers } from './support/catalogue-fixture';
import { OTHER_SHOPPER_ID, SHOPPER_ID, anon, otherShopper, shopper, thirdShopper } from './support/database';
import { oneSessionPerOwner } from './support/one-session-per-owner';
import { connectToApiDatabase, projectAnsweringErrors, supabaseAs } from './support/postgrest';

// Saved addresses through supabase-js and PostgREST. Only this file writes the API database's
// addresses table, so emptying it needs no lock.
let db: pg.Client;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
  await seedOtherShoppers(db);
});
afterAll(() => db.end());

const emptyTable = () => db.query('truncate public.addresses');
const rows = async () => (await db.query('select user_id, id, city, is_default, position from public.addresses order by user_id, position')).rows;

addressBookContract('SupabaseAddressBook (PostgREST, one shopper per client)', async () => {
  await emptyTable();
  return oneSessionPerOwner({ [ASHA]: shopper, [RAVI]: otherShopper, [NOBODY]: thirdShopper }, (client) => new SupabaseAddressBook(client));
});

const home = saved(HOME, ID.home, true);
const office = saved(OFFICE, ID.office);
const parents = saved(PARENTS, ID.parents);

describe('SupabaseAddressBook', () => {
  it("keeps the addresses in the signed-in shopper's rows, one a row in its place, whatever owner it is given", async () => {
    await emptyTable();
    const book = new SupabaseAddressBook(supabaseAs(shopper));
    await book.save(RAVI, [office, home]);
    expect(await rows()).toEqual([
      { user_id: SHOPPER_ID, id: ID.office, city: OFFICE.city, is_default: false, position: 0 },
      { user_id: SHOPPER_ID, id: ID.home, city: HOME.city, is_default: true, position: 1 },
    ]);
    expect(await book.list(NOBODY)).toEqual({ addresses: [office, home], dropped: false });
  });

  it("never reads another shopper's, nor deletes them when it saves its own", async () => {
    await emptyTable();
    await new SupabaseAddressBook(supabaseAs(otherShopper)).save(RAVI, [parents]);
    const book = new SupabaseAddressBook(supabaseAs(shopper));
    expect(await book.list(RAVI)).toEqual({ addresses: [], dropped: false });
    await book.save(ASHA, []);
    expect(await rows()).toEqual([{ user_id: OTHER_SHOPPER_ID, id: ID.parents, city: PARENTS.city, is_default: false, position: 0 }]);
  });

  it("refuses a list holding another shopper's address id, and keeps both lists as they were", async () => {
    await emptyTable();
    await new SupabaseAddressBook(supabaseAs(otherShopper)).save(RAVI, [{ ...parents, isDefault: true }]);
    const book = new SupabaseAddressBook(supabaseAs(shopper));
    await book.save(ASHA, [home]);
    const saving = book.save(ASHA, [home, { ...office, id: ID.parents }]);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your addresses could not be saved: only a signed-in shopper may save addresses, and only their own.');
    expect(await rows()).toEqual([
      { user_id: SHOPPER_ID, id: ID.home, city: HOME.city, is_default: true, position: 0 },
      { user_id: OTHER_SHOPPER_ID, id: ID.parents, city: PARENTS.city, is_default: true, position: 0 },
    ]);
  });

  it.each([
    ['a 5,000-character line', [home, { ...office, line1: 'x'.repeat(5000) }], 'an address breaks a rule of the address form, or there are more than 20'],
    ['a PIN of 000000', [{ ...home, pinCode: '000000' }], 'an address breaks a rule of the address form, or there are more than 20'],
    ['two defaults', [home, { ...office, isDefault: true }], 'only one address can be the default'],
  ])('refuses %s, naming why, and keeps the whole list it had (one transaction)', async (_what, list, reason) => {
    await emptyTable();
    const book = new SupabaseAddressBook(supabaseAs(shopper));
    await book.save(ASHA, [home, parents]);
    const saving = book.save(ASHA, list);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow(`Your addresses could not be saved: ${reason}.`);
    expect(await book.list(ASHA)).toEqual({ addresses: [home, parents], dropped: false });
  });

  it('reads rows written outside the app as the domain reads stored addresses: a PIN of another state is dropped, and said', async () => {
    // The table does not hold a PIN's postal circle against the state; the form, and so the reader, does.
    await emptyTable();
    await db.query(
      `insert into public.addresses (user_id, id, full_name, mobile, email, line1, line2, landmark, city, state, pin_code, is_default, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, 0), ($1, $12, $3, $4, $5, $6, $7, $8, $9, $10, '110001', false, 1)`,
      [SHOPPER_ID, ID.home, HOME.fullName, HOME.mobile, HOME.email, HOME.line1, HOME.line2, HOME.landmark, HOME.city, HOME.state, HOME.pinCode, ID.office],
    );
    expect(await new SupabaseAddressBook(supabaseAs(shopper)).list(ASHA)).toEqual({ addresses: [home], dropped: true });
  });

  it('without a session, fails to read (rather than answer no addresses) and refuses to save, with a message', async () => {
    await emptyTable();
    const book = new SupabaseAddressBook(supabaseAs(anon));
    await expect(book.list(ASHA)).rejects.toThrow(/^Your saved addresses could not be read: permission denied for table addresses/);
    const saving = book.save(ASHA, [home]);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your addresses could not be saved: only a signed-in shopper may save addresses, and only their own.');
    expect(await rows()).toEqual([]);
  });

  // A server error, not a network failure, which supabase-js retries for 7 s before it gives up.
  it('fails to read when the project answers with an error, and names the answer when a save fails so', async () => {
    const book = new SupabaseAddressBook(projectAnsweringErrors());
    await expect(book.list(ASHA)).rejects.toThrow('Your saved addresses could not be read: internal error');
    const saving = book.save(ASHA, [home]);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your addresses could not be saved: the database answered: internal error.');
  });
});
