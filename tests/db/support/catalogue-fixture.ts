/*
 * The products table of the API database, emptied and seeded for each case. The adapter test files
 * share that table, so a case holds an advisory lock from its reset until it ends: files run in
 * parallel, their cases one at a time.
 */
import type pg from 'pg';
import { rowFromProduct } from '../../../src/adapters/supabase/product-rows';
import type { Product } from '../../../src/domain/catalogue/product';
import { sizesOf } from '../../../src/domain/catalogue/size-scale';
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

/** A product's row as the maintainer's SQL inserts it: its columns, its total and its scale (the insert gives it the default grid). */
export function seedRow(product: Product): Record<string, unknown> {
  return { ...rowFromProduct(product), stock_quantity: product.stock ?? null, size_scale: product.sizeScale };
}

/**
 * The product's own grid in place of the default one its insert gave it, written as
 * replace_product_variants writes it (the maintainer's SQL: the function is the admin's).
 */
export async function writeGrid(db: pg.ClientBase, product: Product): Promise<void> {
  const names = product.colours.map((colour) => colour.name);
  await db.query('delete from public.product_variants where product_id = $1', [product.id]);
  await db.query('delete from public.product_colours where product_id = $1', [product.id]);
  await db.query(
    `insert into public.product_colours (product_id, position, name, swatch, image)
     select $1, c.place - 1, c.item ->> 'name', c.item ->> 'swatch', c.item ->> 'image' from jsonb_array_elements($2::jsonb) with ordinality as c(item, place)`,
    [product.id, JSON.stringify(product.colours)],
  );
  await db.query(
    `insert into public.product_variants (product_id, size_scale, position, size, colour, sku, stock)
     select $1, $2, v.place - 1, v.item ->> 'size', v.item ->> 'colour', v.item ->> 'sku', (v.item ->> 'stock')::integer
       from jsonb_array_elements($3::jsonb) with ordinality as v(item, place)`,
    [product.id, product.sizeScale, JSON.stringify(orderedGrid(product, names))],
  );
}

/** The variants in the grid's order (by size in scale order, then by colour), as the table keeps their positions. */
function orderedGrid(product: Product, names: readonly string[]): Product['variants'] {
  const sizes = sizesOf(product.sizeScale);
  const rank = (variant: Product['variants'][number]) => sizes.indexOf(variant.size) * Math.max(names.length, 1) + Math.max(names.indexOf(variant.colour ?? ''), 0);
  return [...product.variants].sort((a, b) => rank(a) - rank(b));
}

/**
 * An empty catalogue (ids and catalogue positions from 1 again), then `products` with their ids and
 * grids, one insert each so that the catalogue order is theirs; `inactive` ids are taken off sale.
 */
export async function resetCatalogue(db: pg.ClientBase, products: readonly Product[], inactive: readonly number[] = []): Promise<void> {
  await db.query('truncate public.products, public.product_colours, public.product_variants restart identity');
  for (const product of products) {
    const row = { ...seedRow(product), is_active: !inactive.includes(product.id) };
    const columns = Object.keys(row);
    await db.query(
      `insert into public.products (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
    await writeGrid(db, product);
  }
}
