/*
 * Profiles, the migration's `users` records and is_admin() on a real PostgreSQL 15 (npm run
 * test:db): a user sees and edits their own profile only, nobody makes themself admin, and a new
 * Supabase Auth user gets a profile with the role 'user'.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { ADMIN_ID, OTHER_SHOPPER_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, serviceRole, shopper, type Actor, type Db } from './support/database.ts';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

async function roleOf(db: Db, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ role: string }>('select role from public.profiles where id = $1', [id]);
  return rows[0]?.role;
}

describe('a new Supabase Auth user', () => {
  it('gets a profile with the role user, its email, and the name from the sign-up metadata', async () => {
    const profile = await as(client, serviceRole, async (db) => {
      await asSuperuser(db);
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data) values ('meera@fashionzone.test', '{"name":" Meera "}') returning id`,
      );
      const { rows: profiles } = await db.query('select email, name, role from public.profiles where id = $1', [rows[0]?.id]);
      return profiles[0];
    });
    expect(profile).toEqual({ email: 'meera@fashionzone.test', name: 'Meera', role: 'user' });
  });

  it('is a user even when the sign-up metadata (which the user writes) says admin', async () => {
    const role = await as(client, serviceRole, async (db) => {
      await asSuperuser(db);
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data) values ('sneaky@fashionzone.test', '{"name":"Sneaky","role":"admin"}') returning id`,
      );
      return roleOf(db, rows[0]?.id ?? '');
    });
    expect(role).toBe('user');
  });

  it('cannot take a name already taken in another case (23505: the sign-up fails)', async () => {
    const result = await as(client, serviceRole, async (db) => {
      await asSuperuser(db);
      return attempt(db, `insert into auth.users (email, raw_user_meta_data) values ('copy@fashionzone.test', '{"name":"ASHA"}')`);
    });
    expect(result.code).toBe('23505');
  });
});

describe('profiles', () => {
  it('a shopper reads their own profile and no one else’s', async () => {
    const ids = await as(client, shopper, async (db) => (await db.query<{ id: string }>('select id from public.profiles')).rows.map((row) => row.id));
    expect(ids).toEqual([SHOPPER_ID]);
  });

  it('anon reads no profile at all (no privilege: 42501)', async () => {
    const result = await as(client, anon, (db) => attempt(db, 'select * from public.profiles'));
    expect(result.code).toBe('42501');
  });

  it('a shopper renames themself', async () => {
    await as(client, shopper, async (db) => {
      const result = await attempt(db, `update public.profiles set name = 'Asha K' where id = $1 returning name`, [SHOPPER_ID]);
      expect(result.rows).toEqual([{ name: 'Asha K' }]);
    });
  });

  it('a shopper’s update of another profile changes no row, and that profile stays as it was', async () => {
    await as(client, shopper, async (db) => {
      const result = await attempt(db, `update public.profiles set name = 'Hacked' where id = $1`, [OTHER_SHOPPER_ID]);
      expect(result).toMatchObject({ code: undefined, rowCount: 0 });
      await asSuperuser(db);
      const { rows } = await db.query('select name from public.profiles where id = $1', [OTHER_SHOPPER_ID]);
      expect(rows).toEqual([{ name: 'Ravi' }]);
    });
  });

  it('a shopper cannot make themself admin by an update (42501), and stays a user', async () => {
    await as(client, shopper, async (db) => {
      const result = await attempt(db, `update public.profiles set role = 'admin' where id = $1`, [SHOPPER_ID]);
      expect(result.code).toBe('42501');
      expect(await roleOf(db, SHOPPER_ID)).toBe('user');
    });
  });

  it('nor by changing their name and role together, which a policy alone would not tell from keeping a role', async () => {
    const result = await as(client, shopper, (db) =>
      attempt(db, `update public.profiles set name = 'Asha', role = 'admin' where id = $1`, [SHOPPER_ID]),
    );
    expect(result.code).toBe('42501');
  });

  it('a shopper cannot insert their own profile as admin (42501), but may as user', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      // A user whose profile the trigger did not make (one who signed up before it existed).
      await db.query('delete from public.profiles where id = $1', [SHOPPER_ID]);
      await db.query('set local role authenticated');
      const asAdmin = await attempt(db, `insert into public.profiles (id, email, role) values ($1, 'asha@fashionzone.test', 'admin')`, [SHOPPER_ID]);
      expect(asAdmin.code).toBe('42501');
      const asUser = await attempt(db, `insert into public.profiles (id, email) values ($1, 'asha@fashionzone.test') returning role`, [SHOPPER_ID]);
      expect(asUser.rows).toEqual([{ role: 'user' }]);
    });
  });

  it('a shopper cannot insert a profile for someone else (42501)', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query('delete from public.profiles where id = $1', [OTHER_SHOPPER_ID]);
      await db.query('set local role authenticated');
      const result = await attempt(db, `insert into public.profiles (id, email) values ($1, 'ravi@fashionzone.test')`, [OTHER_SHOPPER_ID]);
      expect(result.code).toBe('42501');
    });
  });

  it('a shopper cannot move their profile to another id (the column is not theirs to update: 42501)', async () => {
    const result = await as(client, shopper, (db) =>
      attempt(db, `update public.profiles set id = gen_random_uuid() where id = $1`, [SHOPPER_ID]),
    );
    expect(result.code).toBe('42501');
  });

  it('an admin reads every profile and makes another user admin', async () => {
    await as(client, admin, async (db) => {
      const { rows } = await db.query<{ id: string }>('select id from public.profiles');
      expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([ADMIN_ID, SHOPPER_ID, OTHER_SHOPPER_ID]));
      const result = await attempt(db, `update public.profiles set role = 'admin' where id = $1`, [OTHER_SHOPPER_ID]);
      expect(result.rowCount).toBe(1);
      expect(await roleOf(db, OTHER_SHOPPER_ID)).toBe('admin');
    });
  });

  it('a role is admin or user, nothing else (23514)', async () => {
    const result = await as(client, admin, (db) => attempt(db, `update public.profiles set role = 'owner' where id = $1`, [OTHER_SHOPPER_ID]));
    expect(result.code).toBe('23514');
  });

});

/**
 * The first-admin statement, as docs/supabase.md writes it (Running on Supabase, "Make the first
 * admin"), with its placeholder for the owner's User UID made a parameter.
 */
function firstAdminStatement(): string {
  const readme = readFileSync(new URL('../../docs/supabase.md', import.meta.url), 'utf8');
  const step = readme.slice(readme.indexOf('**Make the first admin**'));
  const sql = /```sql\n([\s\S]*?)```/.exec(step)?.[1];
  const statements = (sql ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('--'));
  expect(statements, 'one statement in the guide’s first-admin step').toHaveLength(1);
  return statements[0]!.replace(/'<[^>]*>'/, '$1');
}

describe('the first admin (issue 20: a shopper who took the future owner’s email was made admin too)', () => {
  const OWNER_ID = OTHER_SHOPPER_ID;
  const OWNER_EMAIL = 'ravi@fashionzone.test';

  it('the guide’s statement picks the account by the id Supabase Auth gave it, never by an email or a name', () => {
    const statement = firstAdminStatement();
    expect(statement).toBe(`update public.profiles set role = 'admin' where id = $1;`);
  });

  it('a shopper cannot give their profile the owner’s email (42501), nor any other', async () => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, `update public.profiles set email = $2 where id = $1`, [SHOPPER_ID, OWNER_EMAIL])).code).toBe('42501');
      expect((await attempt(db, `update public.profiles set email = 'asha2@fashionzone.test' where id = $1`, [SHOPPER_ID])).code).toBe('42501');
      await asSuperuser(db);
      const { rows } = await db.query('select email from public.profiles where id = $1', [SHOPPER_ID]);
      expect(rows).toEqual([{ email: 'asha@fashionzone.test' }]);
    });
  });

  it('nor insert their own profile with the owner’s email (42501): only with the email Supabase Auth has for them', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query('delete from public.profiles where id = $1', [SHOPPER_ID]);
      await db.query('set local role authenticated');
      expect((await attempt(db, `insert into public.profiles (id, email) values ($1, $2)`, [SHOPPER_ID, OWNER_EMAIL])).code).toBe('42501');
      expect((await attempt(db, `insert into public.profiles (id) values ($1)`, [SHOPPER_ID])).code).toBe('42501');
      const own = await attempt(db, `insert into public.profiles (id, email) values ($1, 'asha@fashionzone.test') returning email`, [SHOPPER_ID]);
      expect(own.rows).toEqual([{ email: 'asha@fashionzone.test' }]);
    });
  });

  it('the guide’s statement (as the maintainer, postgres) makes the owner admin and nobody else, even a profile that holds the owner’s email', async () => {
    await as(client, anon, async (db) => {
      await asSuperuser(db);
      // However a profile came to hold it (one written before this rule, or by the maintainer's hand).
      await db.query('update public.profiles set email = $2 where id = $1', [SHOPPER_ID, OWNER_EMAIL]);
      const result = await db.query(firstAdminStatement(), [OWNER_ID]);
      expect(result.rowCount).toBe(1);
      expect(await roleOf(db, OWNER_ID)).toBe('admin');
      expect(await roleOf(db, SHOPPER_ID)).toBe('user');
    });
  });
});

describe('is_admin()', () => {
  it.each([
    { actor: anon, expected: false },
    { actor: shopper, expected: false },
    { actor: admin, expected: true },
  ] as { actor: Actor; expected: boolean }[])('is $expected for $actor.label', async ({ actor, expected }) => {
    const { rows } = await as(client, actor, (db) => db.query<{ is_admin: boolean }>('select public.is_admin()'));
    expect(rows[0]?.is_admin).toBe(expected);
  });

  it('is security definer with a fixed, empty search_path', async () => {
    const { rows } = await client.query(`select prosecdef, proconfig from pg_proc where oid = 'public.is_admin()'::regprocedure`);
    expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] });
  });
});

describe('the migration’s users records', () => {
  const INSERT_USER = `insert into public.users (email, name) values ('kiran@fashionzone.test', 'Kiran')`;

  it('anon neither reads nor writes them (42501)', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, 'select * from public.users')).code).toBe('42501');
      expect((await attempt(db, INSERT_USER)).code).toBe('42501');
    });
  });

  it('a shopper reads none and may not add one (42501)', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query(`insert into public.users (email, name) values ('old@fashionzone.test', 'Old')`);
      await db.query('set local role authenticated');
      expect((await attempt(db, 'select * from public.users')).rowCount).toBe(0);
      expect((await attempt(db, INSERT_USER)).code).toBe('42501');
    });
  });

  it('an admin adds and reads them; the same name in another case is refused (23505)', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, INSERT_USER)).rowCount).toBe(1);
      expect((await attempt(db, 'select name, role from public.users')).rows).toEqual([{ name: 'Kiran', role: 'user' }]);
      const again = await attempt(db, `insert into public.users (email, name) values ('kiran2@fashionzone.test', 'KIRAN')`);
      expect(again.code).toBe('23505');
    });
  });
});
