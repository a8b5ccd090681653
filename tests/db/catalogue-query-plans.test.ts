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
    `insert into public.products (id, name, price, original_price, discount, category, brand, audience, sku, image_url)
     select 100000 + i, 'Plan piece ' || i, i % 5000, 5000, (i % 90), (array['jeans','shirts','dresses','kids'])[1 + i % 4],
            (array['Fashion Grown','Urban Style','Metro Fashion'])[1 + i % 3], (array['men','women','kids','unisex'])[1 + i % 4], 'PLN-' || i,
            '/images/products/' || i || '.svg'
     from generate_series(1, $1) as i`,
    [PRODUCTS],
  );
  // What autovacuum does on a live table: GIN indexes take new rows into a pending list first,
  // which the planner rightly counts against them until it is merged.
  for (const index of ['products_search_words_idx', 'products_name_trgm_idx', 'products_category_trgm_idx', 'products_category_name_trgm_idx', 'products_sku_trgm_idx']) {
    await db.query(`select gin_clean_pending_list($1::regclass)`, [`public.${index}`]);
  }
  // product_table_search's trigram index takes its rows directly (fastupdate off): nothing to merge.
  await db.query('analyze public.products');
  await db.query('analyze public.product_table_search');
  // 20,000 inserts with their triggers and six GIN indexes: seconds, many more on a busy machine.
}, 60_000);

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
    // The key, or the (id, size_scale) key the variants' foreign key needs (20261202110000_product_variants.sql).
    ['a product page', /products_pkey|products_id_size_scale_key/, `select id from public.products where id = 104321`],
  ])('%s: %s', async (_, index, statement) => {
    const text = await plan(statement);
    expect(text).toMatch(index);
    expect(text).not.toContain('"Seq Scan"');
  });
});

describe('the admin table search page (product_table_page)', () => {
  type Page = { total: number; rows: { id: number }[] };
  const page = async (needle: string, offset = 0, limit = 10): Promise<Page> =>
    (await db.query<{ page: Page }>(`select public.product_table_page($1, $2, $3) as page`, [needle, offset, limit])).rows[0]!.page;
  const found = async (needle: string) => {
    const { total, rows } = await page(needle, 0, 100);
    return { total, ids: rows.map((row) => row.id) };
  };
  const searchRow = async (id: number) =>
    (await db.query<{ search: string; is_active: boolean }>(`select search, is_active from public.product_table_search where product_id = $1`, [id])).rows[0];

  /** The plans of the statements inside the function (auto_explain), the count's and the page's. */
  async function innerPlans(needle: string, offset: number, limit: number): Promise<{ count: string; page: string }> {
    const plans: string[] = [];
    const collect = (notice: { message?: string }) => plans.push(notice.message ?? '');
    db.on('notice', collect);
    await db.query('savepoint inner_plans');
    try {
      await db.query(`load 'auto_explain'`);
      await db.query('set local auto_explain.log_min_duration = 0');
      await db.query('set local auto_explain.log_nested_statements = on');
      await db.query('set local client_min_messages = log');
      await db.query(`select public.product_table_page($1, $2, $3)`, [needle, offset, limit]);
    } finally {
      await db.query('rollback to savepoint inner_plans');
      db.off('notice', collect);
    }
    return { count: plans.find((plan) => plan.includes('count(*)')) ?? '', page: plans.find((plan) => plan.includes('jsonb_agg')) ?? '' };
  }

  // Its showable filter names the categories itself (a per-row call of category_display_name was
  // what made it slow), now where product_table_search's rows are written: a category added to the
  // domain must be added there too.
  it('keeps to the categories the store knows, as the domain lists them', async () => {
    const { rows } = await db.query<{ definition: string }>(`select pg_get_functiondef('public.product_table_lists(text, text)'::regprocedure) as definition`);
    const listed = /array\[([^\]]*)\]/.exec(rows[0]!.definition)?.[1] ?? '';
    expect(listed.split(',').map((name) => name.trim().replace(/^'|'$/g, '')).sort()).toEqual([...CATEGORIES].sort());
  });

  it('counts every showable match and answers one page of them in catalogue order', async () => {
    // Only a product the store can show is listed: 'Plan piece 19990' loses its image, 19991 its category.
    await db.query(`update public.products set image_url = '' where id = 119990`);
    await db.query(`update public.products set category = 'sale' where id = 119991`);
    const { rows } = await db.query<{ page: Page }>(`select public.product_table_page('plan piece 1999', 0, 5) as page`);
    expect(rows[0]!.page.total).toBe(9);
    expect(rows[0]!.page.rows.map((row) => row.id)).toEqual([101999, 119992, 119993, 119994, 119995]);
    expect(await found('plan piece 19990')).toEqual({ total: 0, ids: [] });
    expect(await found('plan piece 19991')).toEqual({ total: 0, ids: [] });
  });

  // 20261126140100_product_table_search.sql: the count read every page of `products` and rechecked
  // four ILIKEs on each match; it now reads only product_table_search, by its one trigram index.
  it('counts from product_table_search by its trigram index, never reading products', async () => {
    for (const [needle, offset] of [['plan piece 1999', 0], ['piece 2', 20]] as const) {
      const { count } = await innerPlans(needle, offset, 10);
      expect(count, needle).toContain('Bitmap Index Scan on product_table_search_trgm_idx');
      expect(count, needle).not.toContain('Seq Scan');
      expect(count, needle).not.toMatch(/ on products /);
    }
  });

  it('answers a rare text’s page from that bitmap, a common one’s by the catalogue order, then its rows by id', async () => {
    const rare = (await innerPlans('plan piece 1999', 0, 5)).page;
    expect(rare).toContain('Bitmap Index Scan on product_table_search_trgm_idx');
    expect(rare).toMatch(/Index Scan using (products_pkey|products_id_size_scale_key) on products/);
    expect(rare).not.toContain('Seq Scan');
    // 1,112 matches ('Plan piece 2', 20-29, 200-299, …): walking the catalogue order finds the third
    // page's rows among its first 220 rows. (A text that every row holds is read whole, and rightly.)
    const common = (await innerPlans('piece 2', 20, 10)).page;
    expect(common).toContain('Index Scan using product_table_search_position_idx on product_table_search');
    expect(common).toMatch(/Index Scan using (products_pkey|products_id_size_scale_key) on products/);
    expect(common).not.toContain('Seq Scan');
  });

  it('follows an update of the name, the sku and the category, and of the sale and the id', async () => {
    // Other files leave their catalogue behind: the category checks look for this product only.
    const finds = async (needle: string, id: number) => (await found(needle)).ids.includes(id);
    // 'Plan piece 77': shirts (the category as stored, then as the table shows it), its sku.
    expect(await searchRow(100077)).toEqual({ search: 'plan piece 77\nshirts\nshirts\npln-77', is_active: true });
    await db.query(`update public.products set name = 'Renamed Zqx Parka', sku = 'RNM-ZQX-77', category = 'outerwear' where id = 100077`);
    expect(await searchRow(100077)).toEqual({ search: 'renamed zqx parka\nouterwear\nouterwear\nrnm-zqx-77', is_active: true });
    expect(await found('ZQX PARKA')).toEqual({ total: 1, ids: [100077] });
    expect(await found('rnm-zqx')).toEqual({ total: 1, ids: [100077] });
    expect(await finds('Outerwear', 100077)).toBe(true);
    expect(await finds('plan piece 77', 100077)).toBe(false);
    expect(await finds('pln-77', 100077)).toBe(false);
    expect(await finds('shirts', 100077)).toBe(false);

    await db.query(`update public.products set category = 'tshirts' where id = 100077`);
    expect(await searchRow(100077)).toEqual({ search: 'renamed zqx parka\ntshirts\nt-shirts\nrnm-zqx-77', is_active: true });
    expect(await finds('T-SHIRTS', 100077)).toBe(true);
    expect(await finds('outerwear', 100077)).toBe(false);

    // Taken off sale: the admin still finds it, a shopper does not (this connection is neither).
    await db.query(`update public.products set is_active = false where id = 100077`);
    expect(await searchRow(100077)).toEqual({ search: 'renamed zqx parka\ntshirts\nt-shirts\nrnm-zqx-77', is_active: false });
    expect(await found('zqx parka')).toEqual({ total: 0, ids: [] });
    await db.query(`update public.products set is_active = true, id = 900077 where id = 100077`);
    expect(await searchRow(100077)).toBeUndefined();
    expect(await found('zqx parka')).toEqual({ total: 1, ids: [900077] });

    // A stock change leaves the row as it was; a delete takes it away.
    await db.query(`update public.product_variants set stock = 3 where product_id = 900077 and position = 0`);
    expect(await searchRow(900077)).toEqual({ search: 'renamed zqx parka\ntshirts\nt-shirts\nrnm-zqx-77', is_active: true });
    await db.query(`delete from public.products where id = 900077`);
    expect(await searchRow(900077)).toBeUndefined();
    expect(await found('zqx parka')).toEqual({ total: 0, ids: [] });
  });

  it('matches as the four ILIKEs did: %, _ and \\ as text, never across two fields', async () => {
    await db.query(`update public.products set name = 'Wool 100% Blend_Mixq \\ Edition' where id = 100088`);
    await db.query(`update public.products set name = E'Two\\nLinesq' where id = 100089`);
    expect(await found('100% b')).toEqual({ total: 1, ids: [100088] });
    expect(await found('D_MIXQ')).toEqual({ total: 1, ids: [100088] });
    expect(await found('xq \\ ed')).toEqual({ total: 1, ids: [100088] });
    expect(await found('plan_piece')).toEqual({ total: 0, ids: [] });
    expect(await found('plan%88')).toEqual({ total: 0, ids: [] });
    // 'Plan piece 86' is in dresses, its sku PLN-86: the fields are searched one by one.
    expect(await found('86dresses')).toEqual({ total: 0, ids: [] });
    expect(await found('86\ndresses')).toEqual({ total: 0, ids: [] });
    expect(await found('dresses\npln-86')).toEqual({ total: 0, ids: [] });
    // A newline inside one field is still found (the separator's own case: each field asked alone).
    expect(await found('two\nlinesq')).toEqual({ total: 1, ids: [100089] });
  });
});
