import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupabaseProductRepository } from '../../src/adapters/supabase/supabase-product-repository';
import { DEFAULT_BROWSE_QUERY } from '../../src/domain/catalogue/browse';
import { ids } from '../adapters/contract-catalogue';
import { aProduct } from '../support/products';
import { RecordingLogger } from '../support/recording-logger';
import { lockCatalogue, resetCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, anon, type Actor } from './support/database';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// Rows the store cannot show as products: a category it does not know (the column's default
// 'uncategorized', or a slug typed in Supabase's table editor), or no image. None may vanish
// silently: the database leaves them out of every answer, totals included, and the adapter says so.
let db: pg.Client;

// Every title has "linen" and every product is for men, so that each question would find them all.
const CATALOGUE = [
  aProduct({ id: 1, title: 'Linen Shirt', category: 'shirts', audience: 'men' }),
  aProduct({ id: 2, title: 'Linen Sale Shirt', category: 'shirts', audience: 'men' }),
  aProduct({ id: 3, title: 'Linen Vest', category: 'shirts', audience: 'men' }),
  aProduct({ id: 4, title: 'Linen Cap', category: 'accessories', audience: 'men' }),
  aProduct({ id: 5, title: 'Linen Sale Scarf', category: 'accessories', audience: 'men' }),
];
const [SHIRT, , , CAP] = CATALOGUE;
const EVERYTHING = { offset: 0, limit: 10 };

const recategorise = (category: string, productIds: number[]) =>
  db.query('update public.products set category = $1 where id = any($2)', [category, productIds]);

const CATEGORY_LIST = 'tshirts, dresses, jeans, hoodies, kids, shirts, outerwear, activewear, accessories';
const warningFor = (count: number, category: string) =>
  `${count} product(s) in the category "${category}" are left out of the shop and the admin table: ` +
  `the store has no such category. Give them one of its categories (${CATEGORY_LIST}) in Supabase's table editor.`;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
});
afterAll(() => db.end());
beforeEach(async () => {
  await lockCatalogue(db);
  await resetCatalogue(db, CATALOGUE);
  await recategorise('sale', [2, 5]);
  await db.query(`update public.products set category = default where id = 3`);
});
afterEach(() => unlockCatalogue(db));

describe('SupabaseProductRepository: rows in a category the store does not know', () => {
  it.each<Actor>([anon, admin])('leaves them out of every storefront question for $label, totals included', async (actor) => {
    const repo = new SupabaseProductRepository(supabaseAs(actor));
    expect(await repo.catalogue({ order: 'catalogue', page: EVERYTHING })).toEqual({ items: [SHIRT, CAP], total: 2 });
    expect(await repo.catalogue({ order: 'discount', page: { offset: 0, limit: 1 } })).toEqual({ items: [SHIRT], total: 2 });
    expect(await repo.browse({ listing: { kind: 'audience', audience: 'men' }, view: DEFAULT_BROWSE_QUERY, page: EVERYTHING })).toEqual({
      items: [SHIRT, CAP],
      total: 2,
      unfiltered: 2,
    });
    expect(await repo.search({ text: 'linen', view: DEFAULT_BROWSE_QUERY, page: EVERYTHING })).toEqual({
      items: [SHIRT, CAP],
      total: 2,
      unfiltered: 2,
    });
    // The unknown category's own name is one of their search words: still nothing.
    expect(await repo.search({ text: 'sale', view: DEFAULT_BROWSE_QUERY, page: EVERYTHING })).toEqual({ items: [], total: 0, unfiltered: 0 });
    expect(ids(await repo.suggest({ text: 'linen', limit: 10 }))).toEqual([1, 4]);
    expect(await repo.suggest({ text: 'uncategorized', limit: 10 })).toEqual([]);
    expect(await repo.product({ id: 2, similarLimit: 4 })).toBeUndefined();
    expect(await repo.product({ id: 3, similarLimit: 4 })).toBeUndefined();
  });

  it("leaves them out of the admin's table with a total that counts only the rows listed", async () => {
    const repo = new SupabaseProductRepository(supabaseAs(admin));
    expect(await repo.productTable({ search: '', page: EVERYTHING })).toEqual({ items: [SHIRT, CAP], total: 2 });
    expect(await repo.productTable({ search: 'linen', page: { offset: 1, limit: 1 } })).toEqual({ items: [CAP], total: 2 });
    expect(await repo.productTable({ search: 'sale', page: EVERYTHING })).toEqual({ items: [], total: 0 });
  });

  it("says once for each unknown category, on the admin's table, how many products it holds and how to fix them", async () => {
    const logger = new RecordingLogger();
    const repo = new SupabaseProductRepository(supabaseAs(admin), logger);
    await repo.catalogue({ order: 'catalogue' });
    expect(logger.warnings).toEqual([]);
    await repo.productTable({ search: '', page: EVERYTHING });
    await repo.productTable({ search: 'linen', page: EVERYTHING });
    expect(logger.warnings).toEqual([warningFor(2, 'sale'), warningFor(1, 'uncategorized')]);
    await recategorise('clearance', [4]);
    await repo.productTable({ search: '', page: { offset: 0, limit: 0 } });
    expect(logger.warnings).toEqual([warningFor(2, 'sale'), warningFor(1, 'uncategorized'), warningFor(1, 'clearance')]);
  });

  it('says nothing once every product is in a known category again', async () => {
    await recategorise('shirts', [2, 3, 5]);
    const logger = new RecordingLogger();
    const repo = new SupabaseProductRepository(supabaseAs(admin), logger);
    expect((await repo.productTable({ search: '', page: EVERYTHING })).total).toBe(5);
    expect(logger.warnings).toEqual([]);
  });

});

describe('SupabaseProductRepository: rows without an image', () => {
  beforeEach(async () => {
    await recategorise('shirts', [2, 3, 5]);
    await db.query(`update public.products set image_url = default where id in (2, 3)`);
  });

  it('leaves them out of the shop and of the admin table, totals included', async () => {
    const repo = new SupabaseProductRepository(supabaseAs(admin));
    const [, , , , SCARF] = CATALOGUE;
    expect(await repo.catalogue({ order: 'catalogue', page: EVERYTHING })).toEqual({ items: [SHIRT, CAP, { ...SCARF, category: 'shirts' }], total: 3 });
    expect(await repo.search({ text: 'linen', view: DEFAULT_BROWSE_QUERY, page: { offset: 0, limit: 1 } })).toMatchObject({ total: 3, unfiltered: 3 });
    expect(ids(await repo.suggest({ text: 'linen', limit: 10 }))).toEqual([1, 4, 5]);
    expect(await repo.product({ id: 2, similarLimit: 4 })).toBeUndefined();
    expect(ids((await repo.product({ id: 1, similarLimit: 4 }))?.similar ?? [])).toEqual([5]);
    expect(await repo.categoryRows({ categories: ['shirts'], perRow: 4 })).toMatchObject([{ products: [SHIRT, { id: 5 }] }]);
    expect(await repo.productTable({ search: 'linen', page: EVERYTHING })).toMatchObject({ items: [SHIRT, CAP, { id: 5 }], total: 3 });
  });

  it("says once, on the admin's table, how many a category holds and how to fix them", async () => {
    const logger = new RecordingLogger();
    const repo = new SupabaseProductRepository(supabaseAs(admin), logger);
    await repo.productTable({ search: '', page: EVERYTHING });
    await repo.productTable({ search: '', page: EVERYTHING });
    expect(logger.warnings).toEqual([
      `2 product(s) in the category "shirts" have no image and are left out of the shop and the admin table. Give them one in Supabase's table editor.`,
    ]);
  });
});

describe('SupabaseProductRepository: any other row that is no product', () => {
  it('is left out of the answer and said once, rather than dropped silently', async () => {
    // The table editor accepts an id below 1, which no product of the store's has.
    await recategorise('shirts', [2, 3, 5]);
    await db.query('update public.products set id = -7 where id = 4');
    const logger = new RecordingLogger();
    const repo = new SupabaseProductRepository(supabaseAs(anon), logger);
    expect(ids((await repo.catalogue({ order: 'catalogue' })).items)).toEqual([1, 2, 3, 5]);
    expect(ids((await repo.catalogue({ order: 'catalogue' })).items)).toEqual([1, 2, 3, 5]);
    expect(logger.warnings).toEqual(['Product -7 ("Linen Cap") is left out of the catalogue: its row is not a product the store can show.']);
  });
});
