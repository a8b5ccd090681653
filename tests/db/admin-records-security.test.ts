/*
 * Store settings, the admin's access logs and recent activity on a real PostgreSQL 15 (npm run
 * test:db): everyone reads the store name, admins alone change it and read the logs, and an admin
 * records only their own sign-ins and actions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { ADMIN_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, shopper, type Actor, type Db } from './support/database.ts';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

async function storeName(db: Db): Promise<string | undefined> {
  const { rows } = await db.query<{ store_name: string }>('select store_name from public.store_settings');
  return rows[0]?.store_name;
}

describe('store settings', () => {
  it.each([anon, shopper])('$label reads the store name and currency (the storefront header shows it)', async (actor: Actor) => {
    const { rows } = await as(client, actor, (db) => db.query('select store_name, currency from public.store_settings'));
    expect(rows).toEqual([{ store_name: 'Fashion Zone', currency: 'INR' }]);
  });

  it('anon may not change them (no privilege: 42501)', async () => {
    const result = await as(client, anon, (db) => attempt(db, `update public.store_settings set store_name = 'Mine'`));
    expect(result.code).toBe('42501');
  });

  it('a shopper’s update changes no row, and the name stays', async () => {
    await as(client, shopper, async (db) => {
      expect(await attempt(db, `update public.store_settings set store_name = 'Mine'`)).toMatchObject({ code: undefined, rowCount: 0 });
      expect(await storeName(db)).toBe('Fashion Zone');
    });
  });

  it('a shopper may not delete them or add another row (42501 on insert)', async () => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, 'delete from public.store_settings')).rowCount).toBe(0);
      expect(await storeName(db)).toBe('Fashion Zone');
      expect((await attempt(db, `insert into public.store_settings (id, store_name) values (true, 'Mine')`)).code).toBe('42501');
    });
  });

  it('an admin renames the store', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, `update public.store_settings set store_name = 'Fashion Hub'`)).rowCount).toBe(1);
      expect(await storeName(db)).toBe('Fashion Hub');
    });
  });

  it.each([
    ['an empty name', `store_name = ''`],
    ['a name over 40 characters', `store_name = '${'x'.repeat(41)}'`],
    ['a currency that is not an ISO code', `currency = 'rupees'`],
  ])('%s is refused even for an admin (23514)', async (_what, assignment) => {
    const result = await as(client, admin, (db) => attempt(db, `update public.store_settings set ${assignment}`));
    expect(result.code).toBe('23514');
  });

  it('there is only ever one settings row (23505 / 23514 for a second)', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, 'insert into public.store_settings (id) values (true)')).code).toBe('23505');
      expect((await attempt(db, 'insert into public.store_settings (id) values (false)')).code).toBe('23514');
    });
  });
});

const SIGN_IN = `insert into public.admin_sign_ins (user_id, user_agent, ip) values ($1, 'Firefox on Linux', '203.0.113.7') returning id`;

async function seedSignIn(db: Db): Promise<string> {
  await asSuperuser(db);
  const { rows } = await db.query<{ id: string }>(SIGN_IN, [ADMIN_ID]);
  return rows[0]?.id ?? '';
}

describe('access logs (admin sign-ins)', () => {
  it('anon neither reads nor writes them (42501)', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, 'select * from public.admin_sign_ins')).code).toBe('42501');
      expect((await attempt(db, SIGN_IN, [ADMIN_ID])).code).toBe('42501');
    });
  });

  it('a shopper reads none of them', async () => {
    await as(client, shopper, async (db) => {
      await seedSignIn(db);
      await db.query('set local role authenticated');
      expect((await attempt(db, 'select * from public.admin_sign_ins')).rowCount).toBe(0);
    });
  });

  it('a shopper may not record a sign-in, not even their own (42501)', async () => {
    const result = await as(client, shopper, (db) => attempt(db, SIGN_IN, [SHOPPER_ID]));
    expect(result.code).toBe('42501');
  });

  it('an admin records their own sign-in (the user id defaults to theirs) and reads the log', async () => {
    await as(client, admin, async (db) => {
      const added = await attempt(db, `insert into public.admin_sign_ins (user_agent) values ('Chrome on Android') returning user_id`);
      expect(added.rows).toEqual([{ user_id: ADMIN_ID }]);
      const { rows } = await db.query('select user_agent from public.admin_sign_ins');
      expect(rows).toEqual([{ user_agent: 'Chrome on Android' }]);
    });
  });

  it('an admin may not record a sign-in in someone else’s name (42501)', async () => {
    const result = await as(client, admin, (db) => attempt(db, SIGN_IN, [SHOPPER_ID]));
    expect(result.code).toBe('42501');
  });

  it('an admin ends their own sign-in, but may not rewrite what it recorded (42501)', async () => {
    await as(client, admin, async (db) => {
      const id = await seedSignIn(db);
      await db.query('set local role authenticated');
      expect((await attempt(db, 'update public.admin_sign_ins set ended_at = now() where id = $1', [id])).rowCount).toBe(1);
      expect((await attempt(db, `update public.admin_sign_ins set user_agent = 'forged' where id = $1`, [id])).code).toBe('42501');
      expect((await attempt(db, 'delete from public.admin_sign_ins where id = $1', [id])).code).toBe('42501');
    });
  });
});

describe('the admin’s recent activity', () => {
  const ADD = `insert into public.admin_activity (user_id, action, product_id, product_title) values ($1, $2, 1, 'Classic White T-shirt')`;

  it('an admin records their own action and reads the list', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, ADD, [ADMIN_ID, 'added'])).rowCount).toBe(1);
      const { rows } = await db.query('select action, product_title from public.admin_activity');
      expect(rows).toEqual([{ action: 'added', product_title: 'Classic White T-shirt' }]);
    });
  });

  it('an admin may not record an action in someone else’s name (42501), nor an unknown action (23514)', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, ADD, [SHOPPER_ID, 'added'])).code).toBe('42501');
      expect((await attempt(db, ADD, [ADMIN_ID, 'archived'])).code).toBe('23514');
    });
  });

  it('a shopper neither records nor reads the activity', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query(ADD, [ADMIN_ID, 'deleted']);
      await db.query('set local role authenticated');
      expect((await attempt(db, ADD, [SHOPPER_ID, 'added'])).code).toBe('42501');
      expect((await attempt(db, 'select * from public.admin_activity')).rowCount).toBe(0);
    });
  });

  it('anon may not read it (42501)', async () => {
    const result = await as(client, anon, (db) => attempt(db, 'select * from public.admin_activity'));
    expect(result.code).toBe('42501');
  });
});

describe('every table', () => {
  it('has row-level security enabled', async () => {
    const { rows } = await client.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => !row.relrowsecurity).map((row) => row.relname)).toEqual([]);
  });
});
