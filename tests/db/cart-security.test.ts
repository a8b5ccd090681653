/*
 * Carts on a real PostgreSQL 15 (npm run test:db): a shopper reads and writes their own cart only
 * (an admin included), anon nothing, nobody deletes one through the API, and the table keeps the
 * lines' shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { OTHER_SHOPPER_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Db } from './support/database.ts';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const LINE = { productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 };
const LINES = JSON.stringify([LINE]);
const OTHERS = JSON.stringify([{ productId: 12, size: 'XXL', quantity: 10, priceWhenAdded: 1299.5 }]);

/** Ravi's cart, written as the superuser, then back to the caller's role. */
async function seedOthers(db: Db, role = 'authenticated'): Promise<void> {
  await asSuperuser(db);
  await db.query('insert into public.carts (user_id, lines) values ($1, $2)', [OTHER_SHOPPER_ID, OTHERS]);
  await db.query(`set local role ${role}`);
}

async function linesOf(db: Db, userId: string): Promise<unknown> {
  await asSuperuser(db);
  const { rows } = await db.query<{ lines: unknown }>('select lines from public.carts where user_id = $1', [userId]);
  return rows[0]?.lines;
}

describe('carts', () => {
  it('a shopper saves their own (the user id defaults to theirs), reads it and empties it', async () => {
    await as(client, shopper, async (db) => {
      const added = await attempt(db, 'insert into public.carts (lines) values ($1) returning user_id', [LINES]);
      expect(added).toMatchObject({ code: undefined, rows: [{ user_id: SHOPPER_ID }] });
      const emptied = await attempt(db, `update public.carts set lines = '[]', updated_at = now() where user_id = $1`, [SHOPPER_ID]);
      expect(emptied).toMatchObject({ code: undefined, rowCount: 1 });
      const { rows } = await db.query('select user_id, lines from public.carts');
      expect(rows).toEqual([{ user_id: SHOPPER_ID, lines: [] }]);
    });
  });

  it('a shopper upserts their own cart, as the adapter does (insert … on conflict do update)', async () => {
    await as(client, shopper, async (db) => {
      const upsert = `insert into public.carts (lines, updated_at) values ($1, now())
                      on conflict (user_id) do update set lines = excluded.lines, updated_at = excluded.updated_at`;
      expect((await attempt(db, upsert, [OTHERS])).code).toBeUndefined();
      expect((await attempt(db, upsert, [LINES])).code).toBeUndefined();
      expect(await linesOf(db, SHOPPER_ID)).toEqual([LINE]);
    });
  });

  it('a shopper does not see another’s cart', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      expect(await attempt(db, 'select * from public.carts')).toMatchObject({ code: undefined, rowCount: 0 });
      expect(await attempt(db, 'select * from public.carts where user_id = $1', [OTHER_SHOPPER_ID])).toMatchObject({ code: undefined, rowCount: 0 });
    });
  });

  it('an admin reads only their own, like anyone', async () => {
    await as(client, admin, async (db) => {
      await seedOthers(db);
      expect(await attempt(db, 'select * from public.carts')).toMatchObject({ code: undefined, rowCount: 0 });
    });
  });

  it('a shopper’s update of another’s lines changes nothing, nor does an upsert over them (42501)', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      expect(await attempt(db, 'update public.carts set lines = $1 where user_id = $2', [LINES, OTHER_SHOPPER_ID])).toMatchObject({ code: undefined, rowCount: 0 });
      const upsert = await attempt(
        db,
        `insert into public.carts (user_id, lines) values ($1, $2)
         on conflict (user_id) do update set lines = excluded.lines`,
        [OTHER_SHOPPER_ID, LINES],
      );
      expect(upsert.code).toBe('42501');
      expect(await linesOf(db, OTHER_SHOPPER_ID)).toEqual(JSON.parse(OTHERS));
    });
  });

  it('a shopper may not save a cart in another’s name (42501)', async () => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, 'insert into public.carts (user_id, lines) values ($1, $2)', [OTHER_SHOPPER_ID, LINES])).code).toBe('42501');
      expect(await linesOf(db, OTHER_SHOPPER_ID)).toBeUndefined();
    });
  });

  it('a shopper may not give their cart to another user (42501)', async () => {
    await as(client, shopper, async (db) => {
      await attempt(db, 'insert into public.carts (lines) values ($1)', [LINES]);
      expect((await attempt(db, 'update public.carts set user_id = $1', [OTHER_SHOPPER_ID])).code).toBe('42501');
      expect(await linesOf(db, SHOPPER_ID)).toEqual([LINE]);
      expect(await linesOf(db, OTHER_SHOPPER_ID)).toBeUndefined();
    });
  });

  it('a shopper may not delete their cart through the API (42501): an emptied cart is saved as []', async () => {
    await as(client, shopper, async (db) => {
      await attempt(db, 'insert into public.carts (lines) values ($1)', [LINES]);
      expect((await attempt(db, 'delete from public.carts')).code).toBe('42501');
      expect(await linesOf(db, SHOPPER_ID)).toEqual([LINE]);
    });
  });

  it('anon neither reads nor saves any cart, nor changes or deletes one (42501)', async () => {
    await as(client, anon, async (db) => {
      await seedOthers(db, 'anon');
      expect((await attempt(db, 'select * from public.carts')).code).toBe('42501');
      expect((await attempt(db, 'insert into public.carts (user_id, lines) values ($1, $2)', [SHOPPER_ID, LINES])).code).toBe('42501');
      expect((await attempt(db, 'update public.carts set lines = $1', [LINES])).code).toBe('42501');
      expect((await attempt(db, 'delete from public.carts')).code).toBe('42501');
      expect(await linesOf(db, OTHER_SHOPPER_ID)).toEqual(JSON.parse(OTHERS));
      expect(await linesOf(db, SHOPPER_ID)).toBeUndefined();
    });
  });

  const line = (changes: Record<string, unknown>) => JSON.stringify([{ ...LINE, ...changes }]);

  it.each([
    ['a quantity of 0', line({ quantity: 0 })],
    ['a quantity of 11', line({ quantity: 11 })],
    ['a quantity that is not whole', line({ quantity: 1.5 })],
    ['a size not on sale (XS)', line({ size: 'XS' })],
    ['a size in a list', line({ size: ['M'] })],
    ['a negative product id', line({ productId: -1 })],
    ['a product id of 0', line({ productId: 0 })],
    ['a product id written as text', line({ productId: '1' })],
    ['a negative price', line({ priceWhenAdded: -1 })],
    ['a price of null', line({ priceWhenAdded: null })],
    ['a line without a price', JSON.stringify([{ productId: 1, size: 'M', quantity: 2 }])],
    ['a line with an extra key', line({ note: 'gift' })],
    ['a line that is not an object', '[1]'],
    ['a line in a list of its own', JSON.stringify([[LINE]])],
    ['a line object instead of a list', JSON.stringify(LINE)],
    ['a map by phone, as the local store keeps them', JSON.stringify({ '9876543210': [LINE] })],
    ['JSON null', 'null'],
    ['101 lines', JSON.stringify(Array.from({ length: 101 }, (_, index) => ({ ...LINE, productId: index + 1 })))],
  ])('%s is refused even for its owner (23514)', async (_what, lines) => {
    const result = await as(client, shopper, (db) => attempt(db, 'insert into public.carts (lines) values ($1)', [lines]));
    expect(result.code).toBe('23514');
  });

  it('keeps 100 lines, the most a cart holds, and an empty list', async () => {
    const hundred = JSON.stringify(Array.from({ length: 100 }, (_, index) => ({ ...LINE, productId: index + 1, priceWhenAdded: 0 })));
    await as(client, shopper, async (db) => {
      expect((await attempt(db, 'insert into public.carts (lines) values ($1)', [hundred])).code).toBeUndefined();
      expect((await attempt(db, `update public.carts set lines = '[]'`)).code).toBeUndefined();
    });
  });

  it('refuses an update to a shape the check does not hold, and keeps the cart (23514)', async () => {
    await as(client, otherShopper, async (db) => {
      await seedOthers(db);
      expect((await attempt(db, 'update public.carts set lines = $1', [line({ size: 'XS' })])).code).toBe('23514');
      expect(await linesOf(db, OTHER_SHOPPER_ID)).toEqual(JSON.parse(OTHERS));
    });
  });

  it('goes with the account: deleting the Auth user deletes the cart', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      await asSuperuser(db);
      await db.query('delete from auth.users where id = $1', [OTHER_SHOPPER_ID]);
      expect(await linesOf(db, OTHER_SHOPPER_ID)).toBeUndefined();
    });
  });
});
