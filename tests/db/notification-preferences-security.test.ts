/*
 * Notification preferences on a real PostgreSQL 15 (npm run test:db): a user reads and writes their
 * own row only (an admin included), anon nothing, and the table keeps the preferences' shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { OTHER_SHOPPER_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, shopper, type Db } from './support/database.ts';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const PREFERENCES = JSON.stringify({ email: { promotions: false }, sms: { limitedOffers: true }, push: {} });
const OTHERS = JSON.stringify({ email: { promotions: true } });

/** Ravi's row, written as the superuser, then back to the caller's role. */
async function seedOthers(db: Db): Promise<void> {
  await asSuperuser(db);
  await db.query('insert into public.notification_preferences (user_id, preferences) values ($1, $2)', [OTHER_SHOPPER_ID, OTHERS]);
  await db.query('set local role authenticated');
}

async function preferencesOf(db: Db, userId: string): Promise<unknown> {
  await asSuperuser(db);
  const { rows } = await db.query<{ preferences: unknown }>('select preferences from public.notification_preferences where user_id = $1', [userId]);
  return rows[0]?.preferences;
}

describe('notification preferences', () => {
  it('a shopper saves their own (the user id defaults to theirs), reads them and changes them', async () => {
    await as(client, shopper, async (db) => {
      const added = await attempt(db, 'insert into public.notification_preferences (preferences) values ($1) returning user_id', [PREFERENCES]);
      expect(added.rows).toEqual([{ user_id: SHOPPER_ID }]);
      const changed = await attempt(db, `update public.notification_preferences set preferences = '{"push":{"priceDrops":false}}' where user_id = $1`, [SHOPPER_ID]);
      expect(changed.rowCount).toBe(1);
      const { rows } = await db.query('select user_id, preferences from public.notification_preferences');
      expect(rows).toEqual([{ user_id: SHOPPER_ID, preferences: { push: { priceDrops: false } } }]);
    });
  });

  it('a shopper upserts their own row, as the adapter does (insert … on conflict do update)', async () => {
    await as(client, shopper, async (db) => {
      const upsert = `insert into public.notification_preferences (preferences) values ($1)
                      on conflict (user_id) do update set preferences = excluded.preferences`;
      expect((await attempt(db, upsert, [OTHERS])).code).toBeUndefined();
      expect((await attempt(db, upsert, [PREFERENCES])).code).toBeUndefined();
      expect(await preferencesOf(db, SHOPPER_ID)).toEqual(JSON.parse(PREFERENCES));
    });
  });

  it('a shopper does not see another’s row', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      expect((await attempt(db, 'select * from public.notification_preferences')).rowCount).toBe(0);
    });
  });

  it('a shopper may not save a row in another’s name (42501)', async () => {
    const result = await as(client, shopper, (db) =>
      attempt(db, 'insert into public.notification_preferences (user_id, preferences) values ($1, $2)', [OTHER_SHOPPER_ID, PREFERENCES]),
    );
    expect(result.code).toBe('42501');
  });

  it('a shopper’s update of another’s row changes nothing, nor does an upsert over it (42501)', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      expect(await attempt(db, 'update public.notification_preferences set preferences = $1 where user_id = $2', [PREFERENCES, OTHER_SHOPPER_ID])).toMatchObject({
        code: undefined,
        rowCount: 0,
      });
      const upsert = await attempt(
        db,
        `insert into public.notification_preferences (user_id, preferences) values ($1, $2)
         on conflict (user_id) do update set preferences = excluded.preferences`,
        [OTHER_SHOPPER_ID, PREFERENCES],
      );
      expect(upsert.code).toBe('42501');
      expect(await preferencesOf(db, OTHER_SHOPPER_ID)).toEqual(JSON.parse(OTHERS));
    });
  });

  it('a shopper may neither give their row to another user nor delete it (42501)', async () => {
    await as(client, shopper, async (db) => {
      await attempt(db, 'insert into public.notification_preferences (preferences) values ($1)', [PREFERENCES]);
      expect((await attempt(db, 'update public.notification_preferences set user_id = $1', [OTHER_SHOPPER_ID])).code).toBe('42501');
      expect((await attempt(db, 'delete from public.notification_preferences')).code).toBe('42501');
    });
  });

  it('an admin reads only their own, like anyone', async () => {
    await as(client, admin, async (db) => {
      await seedOthers(db);
      expect((await attempt(db, 'select * from public.notification_preferences')).rowCount).toBe(0);
    });
  });

  it('anon neither reads nor saves any (42501)', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, 'select * from public.notification_preferences')).code).toBe('42501');
      expect((await attempt(db, 'insert into public.notification_preferences (user_id, preferences) values ($1, $2)', [SHOPPER_ID, PREFERENCES])).code).toBe('42501');
    });
  });

  it.each([
    ['a list', '[true]'],
    ['an unknown channel', '{"fax":{"orders":true}}'],
    ['a channel that is not an object', '{"email":true}'],
    ['a switch that is not true or false', '{"sms":{"limitedOffers":"yes"}}'],
  ])('%s is refused even for its owner (23514)', async (_what, preferences) => {
    const result = await as(client, shopper, (db) => attempt(db, 'insert into public.notification_preferences (preferences) values ($1)', [preferences]));
    expect(result.code).toBe('23514');
  });

  it('go with the account: deleting the Auth user deletes them', async () => {
    await as(client, shopper, async (db) => {
      await seedOthers(db);
      await asSuperuser(db);
      await db.query('delete from auth.users where id = $1', [OTHER_SHOPPER_ID]);
      expect(await preferencesOf(db, OTHER_SHOPPER_ID)).toBeUndefined();
    });
  });
});
