import { afterAll, bench, describe } from 'vitest';
import { SupabaseProductRepository } from '../../../src/adapters/supabase/supabase-product-repository';
import { DEFAULT_BROWSE_QUERY } from '../../../src/domain/catalogue/browse';
import { generateProducts } from '../../support/products';
import { lockCatalogue, seedRow, unlockCatalogue } from '../support/catalogue-fixture';
import { admin, anon } from '../support/database';
import { connectToApiDatabase, supabaseAs } from '../support/postgrest';

// The catalogue's questions over 100,000 products in PostgreSQL, through supabase-js and PostgREST
// as the store asks them (scripts/test-db.sh runs this after the database tests; the report sets
// them beside the memory adapter's figures from `npm run bench`, tests/bench/catalogue.bench.ts,
// which generate the same products). The names match that file's where the question is the same.
// The calibration is one request for one row by its key: the round trip every answer pays.
const SIZE = 100_000;
const BATCH = 10_000;

const db = await connectToApiDatabase();
await lockCatalogue(db);
await db.query('truncate public.products, public.product_colours, public.product_variants restart identity');
const products = generateProducts(SIZE);
// The products go in without the default grid their insert would give them
// (20261202110000_product_variants.sql), then each batch's variants as generateProducts made them
// (five sizes each, one for an accessory), as the memory adapter's bench holds them: the default
// grid, deleted and replaced, tripled the writes of a seed that took two and a half minutes.
const columns = Object.keys(seedRow(products[0]!));
// The products' GIN indexes (trigram, search words, sizes in stock) are built once the rows are in:
// kept up row by row, they slowed every batch of the seed.
const { rows: ginIndexes } = await db.query<{ name: string; definition: string }>(
  `select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public' and tablename = 'products' and indexdef like '% USING gin %'`,
);
for (const { name } of ginIndexes) await db.query(`drop index public.${name}`);
await db.query('alter table public.products disable trigger give_products_variants_after_insert');
try {
  for (let start = 0; start < SIZE; start += BATCH) {
    const batch = products.slice(start, start + BATCH);
    await db.query(
      `insert into public.products (${columns.join(', ')})
       select ${columns.join(', ')} from json_populate_recordset(null::public.products, $1::json)`,
      [JSON.stringify(batch.map(seedRow))],
    );
    const variants = batch.flatMap((product) =>
      product.variants.map((variant, position) => ({ product_id: product.id, size_scale: product.sizeScale, position, size: variant.size, sku: variant.sku, stock: variant.stock })),
    );
    await db.query(
      `insert into public.product_variants (product_id, size_scale, position, size, sku, stock)
       select product_id, size_scale, position, size, sku, stock from json_populate_recordset(null::public.product_variants, $1::json)`,
      [JSON.stringify(variants)],
    );
  }
} finally {
  await db.query('alter table public.products enable trigger give_products_variants_after_insert');
  for (const { definition } of ginIndexes) await db.query(definition);
}
await db.query('analyze public.products, public.product_variants, public.product_colours');

const shopper = new SupabaseProductRepository(supabaseAs(anon));
const adminRepository = new SupabaseProductRepository(supabaseAs(admin));
const client = supabaseAs(anon);
const options = { time: 1000, warmupTime: 200 };

describe(`catalogue of ${SIZE.toLocaleString('en')} products in PostgreSQL`, () => {
  bench(
    'calibration: one row by its key',
    async () => {
      const { error } = await client.from('products').select('id').eq('id', 1).maybeSingle();
      if (error) throw new Error(error.message);
    },
    options,
  );

  bench(
    'by category',
    async () => {
      await shopper.browse({ listing: { kind: 'category', category: 'jeans' }, view: DEFAULT_BROWSE_QUERY, page: { offset: 0, limit: 48 } });
    },
    options,
  );

  bench(
    'by category, size filter',
    async () => {
      await shopper.browse({ listing: { kind: 'category', category: 'jeans' }, view: { ...DEFAULT_BROWSE_QUERY, sizes: ['M', 'XL'] }, page: { offset: 0, limit: 48 } });
    },
    options,
  );

  bench(
    'search "denim slim", first page',
    async () => {
      await shopper.search({ text: 'denim slim', view: DEFAULT_BROWSE_QUERY, page: { offset: 0, limit: 48 } });
    },
    options,
  );

  bench(
    'admin table search "den", page 3',
    async () => {
      await adminRepository.productTable({ search: 'den', page: { offset: 20, limit: 10 } });
    },
    options,
  );

  bench(
    'admin table, last page',
    async () => {
      await adminRepository.productTable({ search: '', page: { offset: SIZE - 10, limit: 10 } });
    },
    options,
  );
});

// The products stay until the journeys' setup resets the catalogue.
afterAll(async () => {
  await unlockCatalogue(db);
  await db.end();
});
