import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryMigrationSource } from '../../src/adapters/memory/memory-migration-source';
import { SupabaseMigrationTarget } from '../../src/adapters/supabase/supabase-migration-target';
import { LocalDataMigration } from '../../src/application/migration/local-data-migration';
import { aProduct } from '../support/products';
import { makeProductVariants } from '../../src/domain/catalogue/variant-grid';
import { aGrid, aProductRecord, aUserRecord, migrationTargetContract } from '../adapters/migration-target.contract';
import { lockCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, shopper } from './support/database';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// The migration's target through supabase-js and PostgREST, as the admin who runs it. The products
// table is shared with the catalogue adapter's tests: each case holds the catalogue's lock.
let db: pg.Client;
let locked = false;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
});
afterAll(() => db.end());
afterEach(async () => {
  if (locked) await unlockCatalogue(db);
  locked = false;
});

async function emptyTables(): Promise<void> {
  await lockCatalogue(db);
  locked = true;
  await db.query('truncate public.products, public.product_colours, public.product_variants restart identity');
  await db.query('truncate public.users');
}

migrationTargetContract('SupabaseMigrationTarget (PostgREST, as an admin)', async () => {
  await emptyTables();
  return new SupabaseMigrationTarget(supabaseAs(admin));
});

describe('SupabaseMigrationTarget', () => {
  it('keeps what it wrote: the rows hold the records', async () => {
    await emptyTables();
    const target = new SupabaseMigrationTarget(supabaseAs(admin));
    await target.upsertProducts([aProductRecord({ grid: aGrid('SHI4004', [0, 0, 0, 0, 0]), price: 0 })]);
    await target.upsertUsers([aUserRecord({ name: 'admin', email: 'admin@users.fashionzone.invalid', role: 'admin' })]);
    const products = await db.query('select sku, name, price::float8 as price, stock_quantity from public.products');
    expect(products.rows).toEqual([{ sku: 'SHI4004', name: 'Linen Shirt', price: 0, stock_quantity: 0 }]);
    const users = await db.query('select email, name, role from public.users');
    expect(users.rows).toEqual([{ email: 'admin@users.fashionzone.invalid', name: 'admin', role: 'admin' }]);
  });

  it('carries each product’s grid: its sizes, colours and each variant’s stock, on a first run and a second', async () => {
    await emptyTables();
    const target = new SupabaseMigrationTarget(supabaseAs(admin));
    const colours = [
      { name: 'Navy', swatch: '#1f2a44', image: '/images/products/4.svg' },
      { name: 'Olive', swatch: '#556b2f', image: '/images/products/4-olive.svg' },
    ];
    const grid = makeProductVariants('SHI4004', 'clothing', colours, (key) => (key.colour === 'Olive' && key.size === 'M' ? 7 : key.size === 'L' ? 0 : 1));
    const bySku = (a: { sku: string }, b: { sku: string }) => (a.sku < b.sku ? -1 : 1);
    const variants = async () => ({ rows: (await db.query('select size, colour, sku, stock from public.product_variants')).rows.sort(bySku) });
    expect(await target.upsertProducts([aProductRecord({ grid })])).toEqual([{ kind: 'created' }]);
    const expected = grid.variants.map((variant) => ({ size: variant.size, colour: variant.colour, sku: variant.sku, stock: variant.stock })).sort(bySku);
    expect((await variants()).rows).toEqual(expected);
    expect((await db.query('select stock_quantity from public.products')).rows).toEqual([{ stock_quantity: 14 }]);
    // Sold out in M, Olive since: an update of that variant alone.
    const soldOut = { ...grid, variants: grid.variants.map((variant) => (variant.sku === 'SHI4004-M-OLIVE' ? { ...variant, stock: 0 } : variant)) };
    expect(await target.upsertProducts([aProductRecord({ grid: soldOut })])).toEqual([{ kind: 'updated' }]);
    expect((await variants()).rows.find((row) => row.sku === 'SHI4004-M-OLIVE')).toMatchObject({ stock: 0 });
    expect(await target.upsertProducts([aProductRecord({ grid: soldOut })])).toEqual([{ kind: 'unchanged' }]);
  });

  it('fails every record for a shopper, with the reason, and writes nothing', async () => {
    await emptyTables();
    const target = new SupabaseMigrationTarget(supabaseAs(shopper));
    const outcomes = await target.upsertProducts([aProductRecord(), aProductRecord({ sku: 'NEW', name: 'New Tee' })]);
    expect(outcomes).toEqual([
      { kind: 'failed', reason: 'only an admin may migrate data into the project' },
      { kind: 'failed', reason: 'only an admin may migrate data into the project' },
    ]);
    expect((await db.query('select count(*)::int as n from public.products')).rows[0].n).toBe(0);
  });
});

describe('LocalDataMigration into PostgreSQL', () => {
  it("copies a browser's products (a legacy one too) and users; a second run creates nothing", async () => {
    await emptyTables();
    const local = {
      products: [aProduct({ id: 1, title: 'Classic Tee', sku: 'TSH1001' }), { name: 'Old Hoodie', price: 'n/a', stock: '3', category: 'hoodies', sku: 'OLD-1' }],
      users: { '9876543210': { name: 'Asha', registeredAt: '2024-05-01T10:00:00.000Z' }, admin: { registeredAt: '2024-01-01T00:00:00.000Z' } },
    };
    const run = () => new LocalDataMigration(new MemoryMigrationSource(local), new SupabaseMigrationTarget(supabaseAs(admin))).run();
    expect(await run()).toEqual({ created: 4, updated: 0, unchanged: 0, failed: [] });
    expect(await run()).toEqual({ created: 0, updated: 0, unchanged: 4, failed: [] });
    const roles = await db.query('select name, role from public.users order by lower(name)');
    expect(roles.rows).toEqual([
      { name: 'admin', role: 'admin' },
      { name: 'Asha', role: 'user' },
    ]);
  });
});
