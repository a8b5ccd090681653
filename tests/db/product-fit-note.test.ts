/*
 * A product's fit note on a real PostgreSQL 15 (npm run test:db; 20261203120000_product_fit_note.sql):
 * save_product writes it with the product, the admin table's page and a shopper's read carry it, and
 * the column refuses an empty or an over-long note whoever writes it.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, anon, as, asSuperuser, attempt, connect, shopper, type Actor, type Db } from './support/database';
import { actAs } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

// The fixture's product 1 (TSH1001, on sale, 8 in each size).
const TEE = 1;
const SAVE = 'select public.save_product($1::jsonb, $2, $3::jsonb, $4::jsonb) as id';
const NOTE = 'Regular fit. The model is 180 cm and wears M.';

/** save_product's arguments for the tee as it is, with `fitNote` as its note. */
async function teeSaved(db: Db, fitNote: string | null): Promise<unknown[]> {
  const { rows } = await db.query(
    `select to_jsonb(p) - 'fit_note' as product, p.size_scale, p.grid_variants from public.products p where p.id = $1`,
    [TEE],
  );
  const { product, size_scale, grid_variants } = rows[0];
  const variants = (grid_variants as { size: string; sku: string; stock: number }[]).map(({ size, sku, stock }) => ({ size, sku, stock }));
  return [JSON.stringify({ ...product, fit_note: fitNote }), size_scale, '[]', JSON.stringify(variants)];
}

const noteOf = async (db: Db) => (await db.query<{ fit_note: string | null }>('select fit_note from public.products where id = $1', [TEE])).rows[0]?.fit_note;

describe('a product’s fit note', () => {
  it('the admin saves one with the product; the admin table’s page and a shopper read it', async () => {
    const seen = await as(client, admin, async (db) => {
      await db.query(SAVE, await teeSaved(db, NOTE));
      const page = (await db.query(`select public.product_table_page('TSH1001', 0, 10) as page`)).rows[0].page;
      await actAs(db, shopper);
      return { table: page.rows[0].fit_note, shopper: await noteOf(db) };
    });
    expect(seen).toEqual({ table: NOTE, shopper: NOTE });
  });

  it('an edit without a note takes it away', async () => {
    const note = await as(client, admin, async (db) => {
      await db.query(SAVE, await teeSaved(db, NOTE));
      await db.query(SAVE, await teeSaved(db, null));
      return noteOf(db);
    });
    expect(note).toBeNull();
  });

  it.each([
    ['an empty note', ''],
    ['a note of 161 characters', 'x'.repeat(161)],
  ])('the column refuses %s (23514), even the admin’s, and the product keeps its own', async (_label, fitNote) => {
    const result = await as(client, admin, async (db) => {
      await db.query(SAVE, await teeSaved(db, NOTE));
      const saved = await attempt(db, SAVE, await teeSaved(db, fitNote));
      return { code: saved.code, note: await noteOf(db) };
    });
    expect(result).toEqual({ code: '23514', note: NOTE });
  });

  it.each([anon, shopper])('$label may not write one: nothing changes', async (actor: Actor) => {
    const result = await as(client, actor, async (db) => {
      const attempted = await attempt(db, 'update public.products set fit_note = $1 where id = $2', ['Forged fit.', TEE]);
      await asSuperuser(db);
      return { denied: attempted.code === '42501' || attempted.rowCount === 0, note: await noteOf(db) };
    });
    expect(result).toEqual({ denied: true, note: null });
  });
});
