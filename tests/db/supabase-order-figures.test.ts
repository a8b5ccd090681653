import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SupabaseOrderFigures } from '../../src/adapters/supabase/supabase-order-figures';
import { orderFiguresContract } from '../adapters/order-figures.contract';
import { lockCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin } from './support/database';
import { emptyOrders, insertOrders } from './support/figure-orders';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// The dashboard's figures counted in SQL (dashboard_figures) through supabase-js and PostgREST, as
// the admin asks, against the domain's count of the same orders. The orders and the shoppers'
// logins are written straight into the tables, under the catalogue's lock that every file writing
// either holds (supabase-order-book, supabase-shopper-sign-in-log): its cases empty them too.
const OWNERS = ['00000000-0000-4000-8000-0000000e0001', '00000000-0000-4000-8000-0000000e0002', '00000000-0000-4000-8000-0000000e0003'] as const;

let db: pg.Client;
beforeAll(async () => {
  db = await connectToApiDatabase();
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
  for (const owner of OWNERS) await db.query(`insert into auth.users (id, email) values ($1, $2) on conflict (id) do nothing`, [owner, `${owner}@figures.test`]);
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(async () => {
  await emptyOrders(db);
  await db.query('truncate public.shopper_sign_ins');
  await unlockCatalogue(db);
});

orderFiguresContract('SupabaseOrderFigures (PostgREST, the admin)', async () => ({
  figures: new SupabaseOrderFigures(supabaseAs(admin)),
  owners: OWNERS,
  seed: async (orders, logins) => {
    await emptyOrders(db);
    // Active Users counts every shopper's login: only this case's, under the lock that
    // supabase-shopper-sign-in-log's cases hold too.
    await db.query('truncate public.shopper_sign_ins');
    await insertOrders(db, orders);
    for (const { owner, at } of logins) {
      await db.query('insert into public.shopper_sign_ins (user_id, signed_in_at) values ($1, to_timestamp($2::double precision / 1000))', [owner, at]);
    }
  },
}));
