import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SupabaseWishlistStore } from '../../src/adapters/supabase/supabase-wishlist-store';
import { ASHA, NOBODY, RAVI, wishlistStoreContract } from '../adapters/wishlist-store.contract';
import { seedAccounts, seedOtherShoppers } from './support/catalogue-fixture';
import { SHOPPER_ID, anon, otherShopper, shopper, thirdShopper } from './support/database';
import { oneSessionPerOwner } from './support/one-session-per-owner';
import { connectToApiDatabase, projectAnsweringErrors, supabaseAs } from './support/postgrest';

// Wishlists through supabase-js and PostgREST. Only this file writes the API database's wishlists
// table, so emptying it needs no lock.
let db: pg.Client;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
  await seedOtherShoppers(db);
});
afterAll(() => db.end());

const emptyTable = () => db.query('truncate public.wishlists');
const rows = async () => (await db.query('select user_id, items from public.wishlists order by user_id')).rows;

wishlistStoreContract('SupabaseWishlistStore (PostgREST, one shopper per client)', async () => {
  await emptyTable();
  return oneSessionPerOwner({ [ASHA]: shopper, [RAVI]: otherShopper, [NOBODY]: thirdShopper }, (client) => new SupabaseWishlistStore(client));
});

const SAVED = [{ productId: 4 }, { productId: 1 }];

describe('SupabaseWishlistStore', () => {
  it("keeps the list in the signed-in shopper's row, whatever owner it is given", async () => {
    await emptyTable();
    const store = new SupabaseWishlistStore(supabaseAs(shopper));
    await store.save(RAVI, SAVED);
    expect(await rows()).toEqual([{ user_id: SHOPPER_ID, items: SAVED }]);
    expect(await store.read(NOBODY)).toEqual({ items: SAVED, dropped: false });
  });

  it("never reads another shopper's", async () => {
    await emptyTable();
    await new SupabaseWishlistStore(supabaseAs(otherShopper)).save(RAVI, SAVED);
    expect(await new SupabaseWishlistStore(supabaseAs(shopper)).read(RAVI)).toEqual({ items: [], dropped: false });
  });

  it('refuses a list the check does not let through, naming why, and keeps the list it had', async () => {
    await emptyTable();
    const store = new SupabaseWishlistStore(supabaseAs(shopper));
    await store.save(ASHA, SAVED);
    const saving = store.save(ASHA, [{ productId: 4 }, { productId: 4 }]);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your wishlist could not be saved: it is not a list of at most 100 different products.');
    expect(await rows()).toEqual([{ user_id: SHOPPER_ID, items: SAVED }]);
  });

  it('without a session, fails to read (rather than answer an empty list) and refuses to save, with a message', async () => {
    await emptyTable();
    const store = new SupabaseWishlistStore(supabaseAs(anon));
    await expect(store.read(ASHA)).rejects.toThrow(/^Your wishlist could not be read: permission denied for table wishlists/);
    const saving = store.save(ASHA, SAVED);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your wishlist could not be saved: sign in to keep a wishlist.');
    expect(await rows()).toEqual([]);
  });

  // A server error, not a network failure, which supabase-js retries for 7 s before it gives up.
  it('fails to read when the project answers with an error, and names the answer when a save fails so', async () => {
    const store = new SupabaseWishlistStore(projectAnsweringErrors());
    await expect(store.read(ASHA)).rejects.toThrow('Your wishlist could not be read: internal error');
    const saving = store.save(ASHA, SAVED);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your wishlist could not be saved: the database answered: internal error.');
  });
});
