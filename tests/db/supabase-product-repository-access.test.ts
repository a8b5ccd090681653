import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SupabaseProductRepository } from '../../src/adapters/supabase/supabase-product-repository';
import { DEFAULT_BROWSE_QUERY } from '../../src/domain/catalogue/browse';
import { aProduct } from '../support/products';
import { ids } from '../adapters/contract-catalogue';
import { lockCatalogue, resetCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, anon, shopper, type Actor } from './support/database';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// What the contract cannot say, as it knows nothing of callers: who reads and writes what through
// the adapter, and how a refusal reaches the application.
let db: pg.Client;

const ON_SALE = aProduct({ id: 1, title: 'Linen Shirt', category: 'shirts' });
const OFF_SALE = aProduct({ id: 2, title: 'Linen Trousers', category: 'shirts' });
const UNCOUNTED = aProduct({ id: 3, title: 'Linen Scarf', category: 'accessories', stock: undefined });

const repositoryAs = (actor: Actor) => new SupabaseProductRepository(supabaseAs(actor));
const titleIn = async (id: number) => (await db.query<{ name: string }>('select name from public.products where id = $1', [id])).rows[0]?.name;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
});
afterAll(() => db.end());
beforeEach(async () => {
  await lockCatalogue(db);
  await resetCatalogue(db, [ON_SALE, OFF_SALE, UNCOUNTED], [OFF_SALE.id]);
});
afterEach(() => unlockCatalogue(db));

describe('SupabaseProductRepository: who reads what', () => {
  // Product 2, off sale, is a shirt whose title has "linen": every storefront question would find it.
  it.each([anon, shopper, admin])('$label sees only the products on sale in the shop, whatever the question', async (actor) => {
    const repo = repositoryAs(actor);
    expect(ids((await repo.catalogue({ order: 'catalogue' })).items)).toEqual([1, 3]);
    expect(await repo.catalogue({ order: 'discount', page: { offset: 0, limit: 10 } })).toEqual({ items: [ON_SALE, UNCOUNTED], total: 2 });
    expect(await repo.browse({ listing: { kind: 'category', category: 'shirts' }, view: DEFAULT_BROWSE_QUERY })).toEqual({
      items: [ON_SALE],
      total: 1,
      unfiltered: 1,
    });
    expect(await repo.search({ text: 'linen', view: DEFAULT_BROWSE_QUERY, page: { offset: 0, limit: 10 } })).toEqual({
      items: [ON_SALE, UNCOUNTED],
      total: 2,
      unfiltered: 2,
    });
    expect(ids(await repo.suggest({ text: 'linen', limit: 5 }))).toEqual([1, 3]);
    expect(await repo.categoryRows({ categories: ['shirts'], perRow: 4 })).toEqual([{ category: 'shirts', products: [ON_SALE] }]);
    expect(await repo.product({ id: 2, similarLimit: 4 })).toBeUndefined();
    expect(await repo.product({ id: 1, similarLimit: 4 })).toEqual({ product: ON_SALE, similar: [] });
  });

  it.each([anon, shopper])('$label reads only the products on sale in the admin table too', async (actor) => {
    expect((await repositoryAs(actor).productTable({ search: 'linen', page: { offset: 0, limit: 10 } })).total).toBe(2);
  });

  it("lists the products off sale in the admin's table, searched or not", async () => {
    const repo = repositoryAs(admin);
    expect(await repo.productTable({ search: 'linen', page: { offset: 0, limit: 10 } })).toEqual({ items: [ON_SALE, OFF_SALE, UNCOUNTED], total: 3 });
    expect(await repo.productTable({ search: '', page: { offset: 1, limit: 1 } })).toEqual({ items: [OFF_SALE], total: 3 });
  });

  it('keeps a stock nobody counts as unknown, not as sold out', async () => {
    expect((await repositoryAs(anon).product({ id: 3, similarLimit: 0 }))?.product).toEqual(UNCOUNTED);
  });
});

describe('SupabaseProductRepository: refused writes', () => {
  it.each([anon, shopper])("refuses $label's writes with the port's error, and changes nothing", async (actor) => {
    const repo = repositoryAs(actor);
    const { id: _ignored, ...draft } = aProduct({ id: 9, title: 'Sneaked In' });
    await expect(repo.add(draft)).rejects.toThrow(StorageWriteError);
    await expect(repo.save({ ...ON_SALE, price: 1 })).rejects.toThrow(/only an admin may change the catalogue/);
    await expect(repo.remove(ON_SALE.id)).rejects.toThrow(/only an admin may change the catalogue/);
    const { rows } = await db.query('select id, price from public.products order by id');
    expect(rows).toEqual([
      { id: '1', price: '500.00' },
      { id: '2', price: '500.00' },
      { id: '3', price: '500.00' },
    ]);
  });

  it("says why the database refused an admin's write: a name or SKU taken", async () => {
    const repo = repositoryAs(admin);
    const { id: _ignored, ...draft } = aProduct({ id: 9, title: 'linen shirt', sku: 'SHI-000009' });
    await expect(repo.add(draft)).rejects.toThrow(/another product already has this name or SKU/);
    await expect(repo.save({ ...OFF_SALE, sku: ON_SALE.sku })).rejects.toBeInstanceOf(StorageWriteError);
    expect(await titleIn(2)).toBe('Linen Trousers');
  });

  it('writes a product and its grid together: a refusal of either leaves both as they were', async () => {
    const repo = repositoryAs(admin);
    const stockOf = async (id: number) => (await db.query('select stock_quantity from public.products where id = $1', [id])).rows[0]?.stock_quantity;
    const before = await stockOf(2);
    // A new stock in every size, and a name product 1 holds: the row is refused after the grid could be written.
    const restocked = { ...OFF_SALE, title: 'linen shirt', variants: OFF_SALE.variants.map((v) => ({ ...v, stock: v.stock + 7 })) };
    await expect(repo.save(restocked)).rejects.toThrow(/another product already has this name or SKU/);
    expect(await stockOf(2)).toBe(before);
    // A variant SKU that product 1's M holds: the grid is refused after the row could be written.
    const taken = ON_SALE.variants.find((variant) => variant.size === 'M')!.sku;
    const clash = { ...OFF_SALE, title: 'Linen Trousers (renamed)', variants: OFF_SALE.variants.map((v, i) => (i === 0 ? { ...v, sku: taken } : v)) };
    await expect(repo.save(clash)).rejects.toThrow(/could not be saved/);
    expect(await titleIn(2)).toBe('Linen Trousers');
    const { id: _ignored, ...draft } = { ...clash, id: 9, title: 'Linen Cap', sku: 'SHI-000009' };
    await expect(repo.add(draft)).rejects.toThrow(/could not be saved/);
    expect((await db.query("select count(*)::int as n from public.products where name = 'Linen Cap'")).rows).toEqual([{ n: 0 }]);
  });

  it('lets an admin replace a product off sale without putting it back on sale', async () => {
    await repositoryAs(admin).save({ ...OFF_SALE, title: 'Linen Trousers (old)' });
    const { rows } = await db.query('select name, is_active from public.products where id = 2');
    expect(rows).toEqual([{ name: 'Linen Trousers (old)', is_active: false }]);
  });
});
