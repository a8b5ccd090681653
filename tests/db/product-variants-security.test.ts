/*
 * Sizes and colours on a real PostgreSQL 15 (npm run test:db; 20261202110000_product_variants.sql):
 * who reads and writes a product's variants and colours, replace_product_variants' refusals, the
 * constraints that hold whoever writes, the product's total kept as its variants' sum, and the
 * conversion of the products stored before variants.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, INACTIVE_SKU, admin, anon, as, asSuperuser, attempt, connect, serviceRole, shopper, type Actor, type Db } from './support/database';
import { actAs } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

// The fixture (database.ts): product 1 (TSH1001, on sale, 40 in stock: 8 in each size) and product 12 (off sale, 0).
const TEE = 1;
const RETIRED = 12;
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

const REPLACE = 'select public.replace_product_variants($1, $2, $3::jsonb, $4::jsonb) as total';
const SAVE = 'select public.save_product($1::jsonb, $2, $3::jsonb, $4::jsonb) as id';
const nameOf = async (db: Db, id: number) => (await db.query<{ name: string }>('select name from public.products where id = $1', [id])).rows[0]?.name;
const COLOURS = [
  { name: 'Navy', swatch: '#1f2a44', image: '/images/products/1-navy.svg' },
  { name: 'Grey Melange', swatch: '#aaa', image: '/images/products/1-grey.svg' },
];
const colourCode = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The full grid of the tee in `colours` (or sizes alone), each variant `stock`. */
function teeGrid(colours: readonly { name: string }[] = [], stock = 3): Record<string, unknown>[] {
  return SIZES.flatMap((size) =>
    colours.length === 0
      ? [{ size, sku: `TSH1001-${size}`, stock }]
      : colours.map((colour) => ({ size, colour: colour.name, sku: `TSH1001-${size}-${colourCode(colour.name)}`, stock })),
  );
}

async function variantsOf(db: Db, id: number): Promise<{ size: string; colour: string | null; sku: string; stock: number }[]> {
  const { rows } = await db.query('select size, colour, sku, stock from public.product_variants where product_id = $1 order by position', [id]);
  return rows;
}

async function totalOf(db: Db, id: number): Promise<number | null> {
  const { rows } = await db.query<{ stock_quantity: number | null }>('select stock_quantity from public.products where id = $1', [id]);
  return rows[0]?.stock_quantity ?? null;
}

/** As the admin whose token says `aal`, with a verified authenticator. */
async function asAdminWithFactor<T>(aal: 'aal1' | 'aal2', work: (db: Db) => Promise<T>): Promise<T> {
  return as(client, admin, async (db) => {
    await asSuperuser(db);
    await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, 'totp', 'verified')`, [ADMIN_ID]);
    await db.query('set local role authenticated');
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID, aal })]);
    return work(db);
  });
}

describe('reading variants and colours', () => {
  it.each([anon, shopper])('$label reads the variants of a product on sale, not of one taken off sale', async (actor: Actor) => {
    const seen = await as(client, actor, async (db) => (await db.query('select distinct product_id from public.product_variants order by 1')).rows);
    expect(seen).toContainEqual({ product_id: String(TEE) });
    expect(seen).not.toContainEqual({ product_id: String(RETIRED) });
  });

  it('a shopper reads the colours of a product on sale, not of one taken off sale', async () => {
    const seen = await as(client, admin, async (db) => {
      await db.query(REPLACE, [RETIRED, 'clothing', JSON.stringify(COLOURS), JSON.stringify(SIZES.flatMap((size) =>
        COLOURS.map((colour) => ({ size, colour: colour.name, sku: `JEA120012-${size}-${colourCode(colour.name)}`, stock: 0 }))))]);
      await db.query(REPLACE, [TEE, 'clothing', JSON.stringify(COLOURS), JSON.stringify(teeGrid(COLOURS))]);
      await actAs(db, shopper);
      return (await db.query('select product_id, name from public.product_colours order by product_id, position')).rows;
    });
    expect(seen).toEqual([{ product_id: String(TEE), name: 'Navy' }, { product_id: String(TEE), name: 'Grey Melange' }]);
  });

  it('the admin reads the variants of a product taken off sale too', async () => {
    const seen = await as(client, admin, (db) => variantsOf(db, RETIRED));
    expect(seen.map((variant) => variant.sku)).toEqual(SIZES.map((size) => `${INACTIVE_SKU}-${size}`));
  });

  it('the admin at aal1 with a verified authenticator is a shopper: no variant of a product off sale', async () => {
    expect(await asAdminWithFactor('aal1', (db) => variantsOf(db, RETIRED))).toEqual([]);
  });
});

describe('writing variants and colours', () => {
  it.each([anon, shopper])('$label may not insert a variant (42501)', async (actor: Actor) => {
    const result = await as(client, actor, (db) =>
      attempt(db, `insert into public.product_variants (product_id, size_scale, position, size, sku, stock) values ($1, 'clothing', 9, 'M', 'FORGED-M', 99)`, [TEE]));
    expect(result.code).toBe('42501');
  });

  it.each([anon, shopper])('$label may not change a variant’s stock: nothing changes', async (actor: Actor) => {
    const result = await as(client, actor, async (db) => {
      const attempted = await attempt(db, `update public.product_variants set stock = 999 where sku = 'TSH1001-M'`);
      await asSuperuser(db);
      return { code: attempted.code, rowCount: attempted.rowCount, total: await totalOf(db, TEE) };
    });
    expect(result.code === '42501' || result.rowCount === 0).toBe(true);
    expect(result.total).toBe(40);
  });

  it.each([anon, shopper])('$label may not add a colour (42501)', async (actor: Actor) => {
    const result = await as(client, actor, (db) =>
      attempt(db, `insert into public.product_colours (product_id, position, name, swatch, image) values ($1, 5, 'Red', '#f00', '/r.svg')`, [TEE]));
    expect(result.code).toBe('42501');
  });

  it.each([anon, shopper])('$label may not delete a variant (42501)', async (actor: Actor) => {
    const result = await as(client, actor, (db) => attempt(db, `delete from public.product_variants where sku = 'TSH1001-M'`));
    expect(result.code).toBe('42501');
  });

  it.each([anon, shopper])('$label may not call replace_product_variants (42501), and the grid stays', async (actor: Actor) => {
    const result = await as(client, actor, async (db) => {
      const attempted = await attempt(db, REPLACE, [TEE, 'clothing', '[]', JSON.stringify(teeGrid([], 100))]);
      await asSuperuser(db);
      return { code: attempted.code, total: await totalOf(db, TEE) };
    });
    expect(result).toEqual({ code: '42501', total: 40 });
  });

  it.each([anon, shopper])('$label may not call save_product (42501), and the product stays', async (actor: Actor) => {
    const result = await as(client, actor, async (db) => {
      const attempted = await attempt(db, SAVE, [JSON.stringify({ id: TEE, name: 'Taken Tee' }), 'clothing', '[]', JSON.stringify(teeGrid([], 100))]);
      await asSuperuser(db);
      return { code: attempted.code, total: await totalOf(db, TEE), name: await nameOf(db, TEE) };
    });
    expect(result).toEqual({ code: '42501', total: 40, name: expect.not.stringMatching('Taken Tee') });
  });

  it('the admin at aal1 may not save a product: neither its row nor its grid changes', async () => {
    const result = await asAdminWithFactor('aal1', async (db) => {
      const before = await nameOf(db, TEE);
      const saved = await attempt(db, SAVE, [JSON.stringify({ id: TEE, name: 'Renamed at aal1', sku: 'TSH1001' }), 'clothing', '[]', JSON.stringify(teeGrid([], 100))]);
      await asSuperuser(db);
      return { code: saved.code, same: (await nameOf(db, TEE)) === before, total: await totalOf(db, TEE) };
    });
    expect(result).toEqual({ code: '42501', same: true, total: 40 });
  });

  it('the admin at aal1 with a verified authenticator may not replace a grid, nor change a stock', async () => {
    const result = await asAdminWithFactor('aal1', async (db) => {
      const replaced = await attempt(db, REPLACE, [TEE, 'clothing', '[]', JSON.stringify(teeGrid([], 100))]);
      const updated = await attempt(db, `update public.product_variants set stock = 999 where sku = 'TSH1001-M'`);
      await asSuperuser(db);
      return { replaced: replaced.code, updatedRows: updated.rowCount, total: await totalOf(db, TEE) };
    });
    expect(result).toEqual({ replaced: '42501', updatedRows: 0, total: 40 });
  });

  it('the admin at aal2 replaces the grid with colours: the scale, colours, variants and total at once', async () => {
    const result = await asAdminWithFactor('aal2', async (db) => {
      const { rows } = await db.query(REPLACE, [TEE, 'clothing', JSON.stringify(COLOURS), JSON.stringify(teeGrid(COLOURS, 2))]);
      return { answered: rows[0].total, variants: await variantsOf(db, TEE), total: await totalOf(db, TEE) };
    });
    expect(result.answered).toBe(20);
    expect(result.total).toBe(20);
    expect(result.variants.slice(0, 3)).toEqual([
      { size: 'S', colour: 'Navy', sku: 'TSH1001-S-NAVY', stock: 2 },
      { size: 'S', colour: 'Grey Melange', sku: 'TSH1001-S-GREYMELANGE', stock: 2 },
      { size: 'M', colour: 'Navy', sku: 'TSH1001-M-NAVY', stock: 2 },
    ]);
  });

  it('the admin changes a variant’s stock alone, and the product’s total and grid follow', async () => {
    const [total, grid] = await as(client, admin, async (db) => {
      await db.query(`update public.product_variants set stock = 20 where sku = 'TSH1001-M'`);
      return [await totalOf(db, TEE), (await db.query('select grid_variants from public.products where id = $1', [TEE])).rows[0].grid_variants];
    });
    expect(total).toBe(52);
    expect(grid[1]).toEqual({ size: 'M', colour: null, sku: 'TSH1001-M', stock: 20 });
  });

  it('the sizes in stock on the product’s row follow its variants: a size sold out leaves them, a restock brings it back', async () => {
    const sizesOf = async (db: Db) => ((await db.query('select sizes_in_stock from public.products where id = $1', [TEE])).rows[0].sizes_in_stock as string[]).sort();
    const [before, soldOut, back] = await as(client, admin, async (db) => {
      await db.query(`update public.product_variants set stock = 3 where product_id = $1`, [TEE]);
      const all = await sizesOf(db);
      await db.query(`update public.product_variants set stock = 0 where sku in ('TSH1001-M', 'TSH1001-XXL')`);
      const some = await sizesOf(db);
      await db.query(`update public.product_variants set stock = 1 where sku = 'TSH1001-M'`);
      return [all, some, await sizesOf(db)];
    });
    expect(before).toEqual(['L', 'M', 'S', 'XL', 'XXL']);
    expect(soldOut).toEqual(['L', 'S', 'XL']);
    expect(back).toEqual(['L', 'M', 'S', 'XL']);
  });

  it('a shopper reads the grid on the product’s row, as the tables hold it, colours included', async () => {
    const row = await as(client, admin, async (db) => {
      await db.query(REPLACE, [TEE, 'clothing', JSON.stringify(COLOURS), JSON.stringify(teeGrid(COLOURS, 1))]);
      await actAs(db, shopper);
      return (await db.query('select stock_quantity, grid_colours, grid_variants from public.products where id = $1', [TEE])).rows[0];
    });
    expect(row.stock_quantity).toBe(10);
    expect(row.grid_colours).toEqual(COLOURS);
    expect(row.grid_variants).toEqual(teeGrid(COLOURS, 1));
  });

  it('the admin may not change a variant’s SKU, size or product directly (only its stock): 42501', async () => {
    const codes = await as(client, admin, async (db) => [
      (await attempt(db, `update public.product_variants set sku = 'OTHER-M' where sku = 'TSH1001-M'`)).code,
      (await attempt(db, `update public.product_variants set size = 'XL' where sku = 'TSH1001-M'`)).code,
      (await attempt(db, `update public.product_variants set product_id = 12 where sku = 'TSH1001-M'`)).code,
    ]);
    expect(codes).toEqual(['42501', '42501', '42501']);
  });

  it('the admin changes the scale to One Size through the function, the old sizes gone', async () => {
    const variants = await as(client, admin, async (db) => {
      await db.query(REPLACE, [TEE, 'one-size', '[]', JSON.stringify([{ size: 'One Size', sku: 'TSH1001-OS', stock: 6 }])]);
      return variantsOf(db, TEE);
    });
    expect(variants).toEqual([{ size: 'One Size', colour: null, sku: 'TSH1001-OS', stock: 6 }]);
  });

  it('the service role writes variants without being an admin (the maintainer’s tools)', async () => {
    const result = await as(client, serviceRole, (db) => attempt(db, `update public.product_variants set stock = 1 where sku = 'TSH1001-M'`));
    expect(result).toMatchObject({ code: undefined, rowCount: 1 });
  });
});

describe('replace_product_variants refuses a grid that is not whole and valid, with the domain’s words', () => {
  const grid = teeGrid();
  const withColours = teeGrid(COLOURS);
  it.each([
    ['a scale the store does not have', 'sizes', '[]', grid, '22023', 'A size scale is one of clothing, one-size.'],
    ['a size not in the scale', 'one-size', '[]', [{ size: 'M', sku: 'TSH1001-M', stock: 1 }], '22023', 'The product has no variant M.'],
    ['a size missing', 'clothing', '[]', grid.slice(1), '22023', 'The variant S is missing.'],
    ['a size twice', 'clothing', '[]', [...grid, { size: 'S', sku: 'TSH1001-S2', stock: 1 }], '22023', 'The variant S is listed twice.'],
    ['a negative stock', 'clothing', '[]', grid.map((v, i) => (i === 1 ? { ...v, stock: -1 } : v)), '22023', 'The stock of M must be a whole number of 0 or more.'],
    ['a fractional stock', 'clothing', '[]', grid.map((v, i) => (i === 2 ? { ...v, stock: 1.5 } : v)), '22023', 'The stock of L must be a whole number of 0 or more.'],
    ['a stock that is text', 'clothing', '[]', grid.map((v, i) => (i === 2 ? { ...v, stock: '3' } : v)), '22023', 'The stock of L must be a whole number of 0 or more.'],
    ['two variants with one SKU (any case)', 'clothing', '[]', grid.map((v, i) => (i === 1 ? { ...v, sku: 'TSH1001-S' } : v)), '22023', "Two variants share the SKU 'TSH1001-S'."],
    ['a lowercase SKU', 'clothing', '[]', grid.map((v, i) => (i === 0 ? { ...v, sku: 'tsh1001-s' } : v)), '22023', "The SKU 'tsh1001-s' of S must be uppercase letters and digits joined by hyphens."],
    ['one colour', 'clothing', JSON.stringify(COLOURS.slice(0, 1)), teeGrid(COLOURS.slice(0, 1)), '22023', 'A product with colours needs at least two; with one colour, leave colours out.'],
    ['two colours with one name', 'clothing', JSON.stringify([COLOURS[0], { ...COLOURS[1], name: 'NAVY' }]), withColours, '22023', "Two colours are both called 'NAVY'."],
    ['a swatch that is not hex', 'clothing', JSON.stringify([COLOURS[0], { ...COLOURS[1], swatch: 'red;background:url(x)' }]), withColours, '22023', "The swatch of 'Grey Melange' must be a hex colour such as #1f2a44."],
    ['a colour image on another site', 'clothing', JSON.stringify([COLOURS[0], { ...COLOURS[1], image: '//evil.example/x.png' }]), withColours, '22023', "The image of 'Grey Melange' must be an http(s) address or a path of this site."],
    ['a variant without its colour', 'clothing', JSON.stringify(COLOURS), [...withColours.slice(1), { size: 'S', sku: 'TSH1001-S', stock: 1 }], '22023', 'The variant in size S needs a colour.'],
    ['a colour the product does not have', 'clothing', JSON.stringify(COLOURS), withColours.map((v, i) => (i === 0 ? { ...v, colour: 'Red' } : v)), '22023', 'The product has no variant S, Red.'],
    ['a SKU another product holds', 'clothing', '[]', grid.map((v, i) => (i === 0 ? { ...v, sku: 'JEA120012-S' } : v)), '23505', "The SKU 'JEA120012-S' is already used by “Retired Slim Jeans”."],
  ])('%s', async (_what, scale, colours, variants, code, message) => {
    const result = await as(client, admin, async (db) => {
      await db.query('savepoint refused');
      try {
        await db.query(REPLACE, [TEE, scale, colours, JSON.stringify(variants)]);
        return { code: undefined, message: undefined };
      } catch (error) {
        await db.query('rollback to savepoint refused');
        return { code: (error as { code?: string }).code, message: (error as Error).message };
      } finally {
        // Nothing changed.
        expect(await variantsOf(db, TEE)).toEqual(SIZES.map((size) => ({ size, colour: null, sku: `TSH1001-${size}`, stock: 8 })));
      }
    });
    expect(result).toEqual({ code, message });
  });

  it('refuses a product that does not exist (P0002)', async () => {
    const result = await as(client, admin, (db) => attempt(db, REPLACE, [4242, 'clothing', '[]', JSON.stringify(teeGrid())]));
    expect(result.code).toBe('P0002');
  });
});

describe('constraints that hold whoever writes (the maintainer’s SQL too)', () => {
  const asOwner = <T>(work: (db: Db) => Promise<T>) => as(client, serviceRole, async (db) => {
    await asSuperuser(db);
    return work(db);
  });

  it.each([
    ['a stock below 0', `update public.product_variants set stock = -1 where sku = 'TSH1001-M'`, '23514'],
    ['a size of another scale', `update public.product_variants set size = 'One Size' where sku = 'TSH1001-M'`, '23514'],
    ['a SKU another variant holds, in another case', `update public.product_variants set sku = 'JEA120012-M' where sku = 'TSH1001-M'`, '23505'],
    ['a colour the product does not have', `update public.product_variants set colour = 'Red' where sku = 'TSH1001-M'`, '23503'],
    ['a second variant of one size', `insert into public.product_variants (product_id, size_scale, position, size, sku, stock) values (1, 'clothing', 9, 'M', 'TSH1001-M2', 1)`, '23505'],
    ['a scale the product’s sizes are not of', `update public.products set size_scale = 'one-size' where id = 1`, '23514'],
    ['a total that is not the variants’ sum', `update public.products set stock_quantity = 41 where id = 1`, '23514'],
    ['a grid written on the product’s row', `update public.products set grid_variants = '[]' where id = 1`, '23514'],
    ['sizes in stock written on the product’s row (they follow the grid)', `update public.products set sizes_in_stock = '{XXL}' where id = 1`, '428C9'],
    ['a swatch that is not hex', `insert into public.product_colours (product_id, position, name, swatch, image) values (1, 0, 'Red', 'red', '/r.svg')`, '23514'],
  ])('%s is refused (%s)', async (_what, statement, code) => {
    expect((await asOwner((db) => attempt(db, statement))).code).toBe(code);
  });

  it('a taken unit, a returned one: the total is always the variants’ sum', async () => {
    const totals = await asOwner(async (db) => {
      await db.query(`update public.product_variants set stock = stock - 8 where sku = 'TSH1001-M'`);
      const afterSale = await totalOf(db, TEE);
      await db.query(`update public.product_variants set stock = stock + 3 where sku = 'TSH1001-M'`);
      return [afterSale, await totalOf(db, TEE)];
    });
    expect(totals).toEqual([32, 35]);
  });

  it('deleting a product deletes its variants and colours', async () => {
    const left = await as(client, admin, async (db) => {
      await db.query(REPLACE, [TEE, 'clothing', JSON.stringify(COLOURS), JSON.stringify(teeGrid(COLOURS))]);
      await db.query('delete from public.products where id = $1', [TEE]);
      await asSuperuser(db);
      const variants = (await db.query('select count(*)::int as n from public.product_variants where product_id = $1', [TEE])).rows[0].n;
      const colours = (await db.query('select count(*)::int as n from public.product_colours where product_id = $1', [TEE])).rows[0].n;
      return [variants, colours];
    });
    expect(left).toEqual([0, 0]);
  });
});

describe('the products stored before variants, converted', () => {
  // The migration's own statement (give_default_variants over every product), on products inserted
  // as they were before: without the insert trigger that now gives a new product its grid.
  const STORED = [
    // [id, category, stock, sku]
    [5001, 'tshirts', 11, 'TSH5001'],
    [5002, 'accessories', 7, 'ACC5002'],
    [5003, 'jeans', null, 'JEA5003'],
    [5004, 'hoodies', 0, 'HOO5004'],
    [5005, 'dresses', 99, 'dre 5005'],
    [5006, 'dresses', 4, 'DRE-5005'],
  ] as const;

  async function converted(): Promise<{ totals: Record<string, unknown>[]; variants: Record<string, unknown>[] }> {
    return as(client, serviceRole, async (db) => {
      await asSuperuser(db);
      await db.query('alter table public.products disable trigger give_products_variants_after_insert');
      for (const [id, category, stock, sku] of STORED) {
        await db.query(`insert into public.products (id, name, price, image_url, category, stock_quantity, sku) values ($1, $2, 100, '/p.svg', $3, $4, $5)`,
          [id, `Stored ${id}`, category, stock, sku]);
      }
      await db.query('select public.give_default_variants(array[5001, 5002, 5003, 5004, 5005, 5006]::bigint[])');
      const totals = (await db.query(`select p.id::int, p.size_scale, p.stock_quantity, (select sum(v.stock)::int from public.product_variants v where v.product_id = p.id) as sum
                                        from public.products p where p.id between 5001 and 5006 order by p.id`)).rows;
      const variants = (await db.query(`select product_id::int, size, sku, stock from public.product_variants where product_id between 5001 and 5006 order by product_id, position`)).rows;
      return { totals, variants };
    });
  }

  it('keeps every total to the unit (an unknown stock is 0 in each size), on the category’s scale', async () => {
    expect((await converted()).totals).toEqual([
      { id: 5001, size_scale: 'clothing', stock_quantity: 11, sum: 11 },
      { id: 5002, size_scale: 'one-size', stock_quantity: 7, sum: 7 },
      { id: 5003, size_scale: 'clothing', stock_quantity: 0, sum: 0 },
      { id: 5004, size_scale: 'clothing', stock_quantity: 0, sum: 0 },
      { id: 5005, size_scale: 'clothing', stock_quantity: 99, sum: 99 },
      { id: 5006, size_scale: 'clothing', stock_quantity: 4, sum: 4 },
    ]);
  });

  it('spreads as spreadStock does and names each SKU as variantSku does, two SKUs that fold alike told apart by id', async () => {
    const { variants } = await converted();
    const of = (id: number) => variants.filter((variant) => variant.product_id === id).map(({ size, sku, stock }) => ({ size, sku, stock }));
    expect(of(5001)).toEqual([
      { size: 'S', sku: 'TSH5001-S', stock: 3 },
      { size: 'M', sku: 'TSH5001-M', stock: 2 },
      { size: 'L', sku: 'TSH5001-L', stock: 2 },
      { size: 'XL', sku: 'TSH5001-XL', stock: 2 },
      { size: 'XXL', sku: 'TSH5001-XXL', stock: 2 },
    ]);
    expect(of(5002)).toEqual([{ size: 'One Size', sku: 'ACC5002-OS', stock: 7 }]);
    expect(of(5005).map((variant) => variant.sku)).toEqual(SIZES.map((size) => `DRE-5005-${size}`));
    expect(of(5006).map((variant) => variant.sku)).toEqual(SIZES.map((size) => `DRE-5005-P5006-${size}`));
    expect(of(5006).map((variant) => variant.stock)).toEqual([1, 1, 1, 1, 0]);
  });

  it('a product inserted without a grid (the seed, the table editor) gets the same default grid', async () => {
    const variants = await as(client, admin, async (db) => {
      const { rows } = await db.query(`insert into public.products (name, price, category, image_url, stock_quantity, sku) values ('Leather Belt', 799, 'accessories', '/b.svg', 12, 'ACC-BELT-1') returning id`);
      return variantsOf(db, Number(rows[0].id));
    });
    expect(variants).toEqual([{ size: 'One Size', colour: null, sku: 'ACC-BELT-1-OS', stock: 12 }]);
  });
});
