/*
 * Wishlists on a real PostgreSQL 15 (npm run test:db): a shopper reads and writes their own list
 * only (an admin included), anon nothing, nobody deletes one through the API, and the table keeps
 * the items' shape and size.
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

const ITEMS = JSON.stringify([{ productId: 1 }, { productId: 12 }]);
const OTHERS = JSON.stringify([{ productId: 7 }]);

/** Ravi's wishlist, written as the superuser, then back to the caller's role. */
async function seedOthers(db: Db, role = 'authenticated'): Promise<void> {
  await asSuperuser(db);
  await db.query('insert into public.wishlists (user_id, items) values ($1, $2)', [OTHER_SHOPPER_ID, OTHERS]);
  await db.query(`set local role ${role}`);
}

async function itemsOf(db: Db, userId: string): Promise<unknown> {
  await asSuperuser(db);
  const { rows } = await db.query<{ items: unknown }>('select items from public.wishlists where user_id = $1', [userId]);
  return rows[0]?.items;
}

describe('wishlists', () => {
  it('a shopper saves their own (the user id defaults to theirs), reads it and empties it', async () => {
    await as(client, shopper, async (db) => {
      const added = await attempt(db, 'insert into public.wishlists (items) values ($1) returning user_id', [ITEMS]);
      expect(added).toMatchObject({ code: undefined, rows: [{ user_id: SHOPPER_ID }] });
      const emptied = await attempt(db, `update public.wishlists set items = '[]', updated_at = now() where user_id = $1`, [SHOPPER_ID]);
      expect(emptied).toMatchObject({ code: undefined, rowCount: 1 });
      expect((await db.query('select user_id, items from public.wishlists')).rows).toEqual([{ user_id: SHOPPER_ID, items: [] }]);
    });
  });

  it('a shopper upserts their own list, as the adapter does (insert … on conflict do update)', async () => {
    await as(client, shopper, async (db) => {
      const upsert = `insert into public.wishlists (items, updated_at) values ($1, now())
                      on conflict (user_id) do update set items = excluded.items, updated_at = excluded.updated_at`;
      expect((await attempt(db, upsert, [OTHERS])).code).toBeUndefined();
      expect((await attempt(db, upsert, [ITEMS])).code).toBeUndefined();
      expect(await itemsOf(db, SHOPPER_ID)).toEqual(JSON.parse(ITEMS));
    });
  });

  it('a shopper does not see another’s list, nor does an admin', async () => {
    for (const actor of [shopper, admin]) {
      await as(client, actor, async (db) => {
        await seedOthers(db);
        expect(await attempt(db, 'select * from public.wishlists')).toMatchObject({ code: undefined, rowCount: 0 });
        expect(await attempt(db, 'select * from public.wishlists where user_id = $1', [OTHER_SHOPPER_ID])).toMatchObject({ code: undefined, rowCount: 0 });
      });
    }
  });

  it('a shopper’s update of another’s items changes nothing, nor does an upsert over them (42501)', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      expect(await attempt(db, 'update public.wishlists set items = $1 where user_id = $2', [ITEMS, OTHER_SHOPPER_ID])).toMatchObject({ code: undefined, rowCount: 0 });
      const upsert = await attempt(
        db,
        `insert into public.wishlists (user_id, items) values ($1, $2)
         on conflict (user_id) do update set items = excluded.items`,
        [OTHER_SHOPPER_ID, ITEMS],
      );
      expect(upsert.code).toBe('42501');
      expect(await itemsOf(db, OTHER_SHOPPER_ID)).toEqual(JSON.parse(OTHERS));
    });
  });

  it('a shopper may not save a list in another’s name, nor give theirs to another user (42501)', async () => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, 'insert into public.wishlists (user_id, items) values ($1, $2)', [OTHER_SHOPPER_ID, ITEMS])).code).toBe('42501');
      await attempt(db, 'insert into public.wishlists (items) values ($1)', [ITEMS]);
      expect((await attempt(db, 'update public.wishlists set user_id = $1', [OTHER_SHOPPER_ID])).code).toBe('42501');
      expect(await itemsOf(db, SHOPPER_ID)).toEqual(JSON.parse(ITEMS));
      expect(await itemsOf(db, OTHER_SHOPPER_ID)).toBeUndefined();
    });
  });

  it('nobody deletes a list through the API, another’s or their own (42501)', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      await attempt(db, 'insert into public.wishlists (items) values ($1)', [ITEMS]);
      expect((await attempt(db, 'delete from public.wishlists where user_id = $1', [OTHER_SHOPPER_ID])).code).toBe('42501');
      expect((await attempt(db, 'delete from public.wishlists')).code).toBe('42501');
      expect(await itemsOf(db, OTHER_SHOPPER_ID)).toEqual(JSON.parse(OTHERS));
      expect(await itemsOf(db, SHOPPER_ID)).toEqual(JSON.parse(ITEMS));
    });
  });

  it('anon neither reads nor saves any list, nor changes or deletes one (42501)', async () => {
    await as(client, anon, async (db) => {
      await seedOthers(db, 'anon');
      expect((await attempt(db, 'select * from public.wishlists')).code).toBe('42501');
      expect((await attempt(db, 'insert into public.wishlists (user_id, items) values ($1, $2)', [SHOPPER_ID, ITEMS])).code).toBe('42501');
      expect((await attempt(db, 'update public.wishlists set items = $1', [ITEMS])).code).toBe('42501');
      expect((await attempt(db, 'delete from public.wishlists')).code).toBe('42501');
      expect(await itemsOf(db, OTHER_SHOPPER_ID)).toEqual(JSON.parse(OTHERS));
      expect(await itemsOf(db, SHOPPER_ID)).toBeUndefined();
    });
  });

  const item = (value: unknown) => JSON.stringify([{ productId: 1 }, value]);

  it.each([
    ['a product twice', item({ productId: 1 })],
    ['a product id of 0', item({ productId: 0 })],
    ['a negative product id', item({ productId: -3 })],
    ['a product id that is not whole', item({ productId: 1.5 })],
    ['a product id written as text', item({ productId: '2' })],
    ['a product id beyond an integer', item({ productId: 2147483648 })],
    ['a product id of null', item({ productId: null })],
    ['an item with an extra key', item({ productId: 2, price: 499 })],
    ['an item without a product id', item({ id: 2 })],
    ['an item that is not an object', item(2)],
    ['an item in a list of its own', item([{ productId: 2 }])],
    ['an item object instead of a list', JSON.stringify({ productId: 1 })],
    ['a map by phone, as the local store keeps them', JSON.stringify({ '9876543210': [{ productId: 1 }] })],
    ['JSON null', 'null'],
    ['a string', JSON.stringify('1,2')],
    ['101 items', JSON.stringify(Array.from({ length: 101 }, (_, index) => ({ productId: index + 1 })))],
  ])('%s is refused even for its owner (23514)', async (_what, items) => {
    const result = await as(client, shopper, (db) => attempt(db, 'insert into public.wishlists (items) values ($1)', [items]));
    expect(result.code).toBe('23514');
  });

  it('keeps 100 different products, the most a wishlist holds, and an empty list', async () => {
    const hundred = JSON.stringify(Array.from({ length: 100 }, (_, index) => ({ productId: index + 1 })));
    await as(client, shopper, async (db) => {
      expect((await attempt(db, 'insert into public.wishlists (items) values ($1)', [hundred])).code).toBeUndefined();
      expect((await attempt(db, `update public.wishlists set items = '[]'`)).code).toBeUndefined();
    });
  });

  it('refuses an update to a shape the check does not hold, and keeps the list (23514)', async () => {
    await as(client, otherShopper, async (db) => {
      await seedOthers(db);
      expect((await attempt(db, 'update public.wishlists set items = $1', [item({ productId: 1 })])).code).toBe('23514');
      expect(await itemsOf(db, OTHER_SHOPPER_ID)).toEqual(JSON.parse(OTHERS));
    });
  });

  it('goes with the account: deleting the Auth user deletes the list', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      await asSuperuser(db);
      await db.query('delete from auth.users where id = $1', [OTHER_SHOPPER_ID]);
      expect(await itemsOf(db, OTHER_SHOPPER_ID)).toBeUndefined();
    });
  });
});
