import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SupabaseCartStore } from '../../src/adapters/supabase/supabase-cart-store';
import type { StoredCartLine } from '../../src/domain/cart/cart-line';
import { ASHA, NOBODY, RAVI, cartStoreContract } from '../adapters/cart-store.contract';
import { seedAccounts, seedOtherShoppers } from './support/catalogue-fixture';
import { SHOPPER_ID, anon, otherShopper, shopper, thirdShopper } from './support/database';
import { oneSessionPerOwner } from './support/one-session-per-owner';
import { connectToApiDatabase, projectAnsweringErrors, supabaseAs } from './support/postgrest';

// Carts through supabase-js and PostgREST. Only this file writes the API database's carts table,
// so emptying it needs no lock.
let db: pg.Client;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
  await seedOtherShoppers(db);
});
afterAll(() => db.end());

const emptyTable = () => db.query('truncate public.carts');
const rows = async () => (await db.query('select user_id, lines from public.carts order by user_id')).rows;

cartStoreContract('SupabaseCartStore (PostgREST, one shopper per client)', async () => {
  await emptyTable();
  return oneSessionPerOwner({ [ASHA]: shopper, [RAVI]: otherShopper, [NOBODY]: thirdShopper }, (client) => new SupabaseCartStore(client));
});

const TEE: StoredCartLine = { productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 };
const JEANS: StoredCartLine = { productId: 2, size: 'XL', quantity: 1, priceWhenAdded: 1299.5 };

describe('SupabaseCartStore', () => {
  it("keeps the cart in the signed-in shopper's row, whatever owner it is given", async () => {
    await emptyTable();
    const store = new SupabaseCartStore(supabaseAs(shopper));
    await store.save(RAVI, [TEE]);
    expect(await rows()).toEqual([{ user_id: SHOPPER_ID, lines: [TEE] }]);
    expect(await store.read(NOBODY)).toEqual({ lines: [TEE], dropped: false });
  });

  it("never reads another shopper's", async () => {
    await emptyTable();
    await new SupabaseCartStore(supabaseAs(otherShopper)).save(RAVI, [JEANS]);
    expect(await new SupabaseCartStore(supabaseAs(shopper)).read(RAVI)).toEqual({ lines: [], dropped: false });
  });

  it('reads a row written outside the app as the domain reads a stored cart: a line twice is kept once, and said dropped', async () => {
    // The check holds each line's shape, so no older shape can be stored; a product and size twice
    // passes it, and readStoredCart keeps the first.
    await emptyTable();
    await db.query('insert into public.carts (user_id, lines) values ($1, $2)', [SHOPPER_ID, JSON.stringify([TEE, JEANS, { ...TEE, quantity: 5 }])]);
    expect(await new SupabaseCartStore(supabaseAs(shopper)).read(ASHA)).toEqual({ lines: [TEE, JEANS], dropped: true });
  });

  it('refuses lines the check does not let through, naming why, and keeps the cart it had', async () => {
    await emptyTable();
    const store = new SupabaseCartStore(supabaseAs(shopper));
    await store.save(ASHA, [TEE]);
    const saving = store.save(ASHA, [{ ...TEE, quantity: 11 }]);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your cart could not be saved: it is not a list of products, sizes and quantities.');
    expect(await rows()).toEqual([{ user_id: SHOPPER_ID, lines: [TEE] }]);
  });

  it('without a session, fails to read (rather than answer an empty cart) and refuses to save, with a message', async () => {
    await emptyTable();
    const store = new SupabaseCartStore(supabaseAs(anon));
    await expect(store.read(ASHA)).rejects.toThrow(/^Your cart could not be read: permission denied for table carts/);
    const saving = store.save(ASHA, [TEE]);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your cart could not be saved: sign in to keep a cart.');
    expect(await rows()).toEqual([]);
  });

  // A server error, not a network failure, which supabase-js retries for 7 s before it gives up.
  it('fails to read when the project answers with an error, and names the answer when a save fails so', async () => {
    const failing = projectAnsweringErrors();
    const store = new SupabaseCartStore(failing);
    await expect(store.read(ASHA)).rejects.toThrow('Your cart could not be read: internal error');
    const saving = store.save(ASHA, [TEE]);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your cart could not be saved: the database answered: internal error.');
  });

  it('never calls a watcher, even when another client saves the cart: there is no realtime here', async () => {
    await emptyTable();
    let calls = 0;
    const stop = await new SupabaseCartStore(supabaseAs(shopper)).watch(ASHA, () => calls++);
    await new SupabaseCartStore(supabaseAs(shopper)).save(ASHA, [TEE]);
    stop();
    expect(calls).toBe(0);
  });
});
