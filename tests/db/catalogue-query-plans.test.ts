import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain/catalogue/category';
import { lockCatalogue, unlockCatalogue } from './support/catalogue-fixture';
import { connectToApiDatabase } from './support/postgrest';

// The catalogue's questions are answered with indexes, not by reading the table: the plans of the
// statements the adapter's requests and RPCs run (as the functions' owner, as they do), over 20,000
// products, rolled back afterwards.
let db: pg.Client;

const PRODUCTS = 20_000;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await lockCatalogue(db);
  await db.query('begin');
  await db.query(
    `insert into public.products (id, name, price, original_price, discount, category, brand, audience, sku)
     select 100000 + i, 'Plan piece ' || i, i % 5000, 5000, (i % 90), (array['jeans','shirts','dresses','kids'])[1 + i % 4],
            (array['Fashion Grown','Urban Style','Metro Fashion'])[1 + i % 3], (array['men','women','kids','unisex'])[1 + i % 4], 'PLN-' || i
     from generate_series(1, $1) as i`,
    [PRODUCTS],
  );
  // What autovacuum does on a live table: GIN indexes take new rows into a pending list first,
  // which the planner rightly counts against them until it is merged.
  for (const index of ['products_search_words_idx', 'products_name_trgm_idx', 'products_category_trgm_idx', 'products_category_name_trgm_idx', 'products_sku_trgm_idx']) {
    await db.query(`select gin_clean_pending_list($1::regclass)`, [`public.${index}`]);
  }
  await db.query('analyze public.products');
});

afterAll(async () => {
  await db.query('rollback');
  await unlockCatalogue(db);
  await db.end();
});

async function plan(statement: string): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement}`);
  return JSON.stringify(rows[0]!['QUERY PLAN']);
}

describe('catalogue query plans over 20,000 products', () => {
  it.each([
    ['the shop search (search_catalogue)', 'products_search_words_idx', `select id from public.products p where p.search_words @@ public.prefix_query(array['12345'])`],
    ['the admin table search (search_product_table)', 'products_name_trgm_idx', `select id from public.products p where p.name ilike '%12345%' or p.category ilike '%12345%' or public.category_display_name(p.category) ilike '%12345%' or p.sku ilike '%12345%'`],
    ['a category page, most rated first', 'products_category_idx', `select id from public.products where category = 'jeans' and price <= 200 order by rating_count desc, rating desc, id limit 20`],
    ['the deals, biggest discount first', 'products_discount_idx', `select id from public.products order by discount desc, catalogue_position limit 20`],
    ['a product page', 'products_pkey', `select id from public.products where id = 104321`],
  ])('%s: %s', async (_, index, statement) => {
    const text = await plan(statement);
    expect(text).toContain(index);
    expect(text).not.toContain('"Seq Scan"');
  });
});

describe('the admin table search page (product_table_page)', () => {
  // Its showable filter names the categories itself (a per-row call of category_display_name was
  // what made it slow): a category added to the domain must be added there too.
  it('keeps to the categories the store knows, as the domain lists them', async () => {
    const { rows } = await db.query<{ definition: string }>(`select pg_get_functiondef('public.product_table_page(text, integer, integer)'::regprocedure) as definition`);
    const listed = /array\[([^\]]*)\]/.exec(rows[0]!.definition)?.[1] ?? '';
    expect(listed.split(',').map((name) => name.trim().replace(/^'|'$/g, '')).sort()).toEqual([...CATEGORIES].sort());
  });

  it('counts every showable match and answers one page of them in catalogue order', async () => {
    // Only a product with an image can be shown: these eleven get one, 'Plan piece 1' none.
    await db.query(`update public.products set image_url = '/images/products/1.svg' where name ilike 'plan piece 1999%'`);
    const { rows } = await db.query<{ page: { total: number; rows: { id: number }[] } }>(`select public.product_table_page('plan piece 1999', 0, 5) as page`);
    expect(rows[0]!.page.total).toBe(11);
    expect(rows[0]!.page.rows.map((row) => row.id)).toEqual([101999, 119990, 119991, 119992, 119993]);
    const none = await db.query<{ page: { total: number } }>(`select public.product_table_page('plan piece 1', 0, 5) as page`);
    expect(none.rows[0]!.page.total).toBe(11);
  });
});
