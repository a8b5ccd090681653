/*
 * The products table of the API database, emptied and seeded for each case. The adapter test files
 * share that table, so a case holds an advisory lock from its reset until it ends: files run in
 * parallel, their cases one at a time.
 */
import type pg from 'pg';
import { rowFromProduct } from '../../../src/adapters/supabase/product-rows';
import type { Product } from '../../../src/domain/catalogue/product';
import { ADMIN_ID, OTHER_SHOPPER_ID, SHOPPER_ID, THIRD_SHOPPER_ID } from './database';

const CATALOGUE_LOCK = 1012;

/** An admin (made so by the README's statement) and a shopper, as the security tests have them. */
export async function seedAccounts(db: pg.ClientBase): Promise<void> {
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values
       ($1, 'admin@fashionzone.test', '{"name":"Admin"}'), ($2, 'asha@fashionzone.test', '{"name":"Asha"}')
     on conflict (id) do nothing`,
    [ADMIN_ID, SHOPPER_ID],
  );
  await db.query(`update public.profiles set role = 'admin' where id = $1`, [ADMIN_ID]);
}

/** The shopper's two neighbours, for the stores whose contract has three shoppers. */
export async function seedOtherShoppers(db: pg.ClientBase): Promise<void> {
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values
       ($1, 'ravi@fashionzone.test', '{"name":"Ravi"}'), ($2, 'neha@fashionzone.test', '{"name":"Neha"}')
     on conflict (id) do nothing`,
    [OTHER_SHOPPER_ID, THIRD_SHOPPER_ID],
  );
}

export async function lockCatalogue(db: pg.ClientBase): Promise<void> {
  await db.query('select pg_advisory_lock($1)', [CATALOGUE_LOCK]);
}

export async function unlockCatalogue(db: pg.ClientBase): Promise<void> {
  await db.query('select pg_advisory_unlock($1)', [CATALOGUE_LOCK]);
}

/**
 * An empty catalogue (ids and catalogue positions from 1 again), then `products` with their ids,
 * one insert each so that the catalogue order is theirs; `inactive` ids are taken off sale.
 */
export async function resetCatalogue(db: pg.ClientBase, products: readonly Product[], inactive: readonly number[] = []): Promise<void> {
  await db.query('truncate public.products restart identity');
  for (const product of products) {
    const row = { ...rowFromProduct(product), is_active: !inactive.includes(product.id) };
    const columns = Object.keys(row);
    await db.query(
      `insert into public.products (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
}
