/*
 * The accounts migration for Supabase Auth (20261123180600_auth_accounts.sql) on a real PostgreSQL
 * 15: the profile's phone, and the two look-ups that anon may call before signing in, which must
 * answer a boolean and leak nothing else.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, OTHER_SHOPPER_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, otherShopper, serviceRole, shopper, type Actor, type Db } from './support/database.ts';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const ASHA_PHONE = '9876543210';
const RAVI_PHONE = '9123456780';

/** Gives the seeded shoppers phones (inside the case's rolled-back transaction), then acts as `actor` again. */
async function withPhones(db: Db, actor: Actor): Promise<void> {
  await asSuperuser(db);
  await db.query('update public.profiles set phone = $2 where id = $1', [SHOPPER_ID, ASHA_PHONE]);
  await db.query('update public.profiles set phone = $2 where id = $1', [OTHER_SHOPPER_ID, RAVI_PHONE]);
  await db.query(`set local role ${actor.role}`);
}

describe('phone_registered(phone)', () => {
  it.each([anon, shopper])('answers $label whether a phone has an account, as one boolean', async (actor) => {
    await as(client, actor, async (db) => {
      await withPhones(db, actor);
      const taken = await db.query('select public.phone_registered($1)', [ASHA_PHONE]);
      expect(taken.fields.map((f) => f.name)).toEqual(['phone_registered']);
      expect(taken.rows).toEqual([{ phone_registered: true }]);
      expect((await db.query('select public.phone_registered($1) as answer', ['9000000009'])).rows).toEqual([{ answer: false }]);
    });
  });

  it('matches the whole number, not a pattern or a part of it', async () => {
    await as(client, anon, async (db) => {
      await withPhones(db, anon);
      for (const probe of ['%', '98765%', '987654321', '_876543210']) {
        expect((await db.query('select public.phone_registered($1) as answer', [probe])).rows, probe).toEqual([{ answer: false }]);
      }
    });
  });
});

describe('name_registered(name)', () => {
  it.each([anon, shopper])('answers $label whether a name has an account, ignoring case and surrounding spaces', async (actor) => {
    await as(client, actor, async (db) => {
      for (const name of ['Asha', 'ASHA', ' asha ']) expect((await db.query('select public.name_registered($1) as answer', [name])).rows, name).toEqual([{ answer: true }]);
      expect((await db.query('select public.name_registered($1) as answer', ['Nobody'])).rows).toEqual([{ answer: false }]);
    });
  });

  it('matches the whole name, not a pattern', async () => {
    await as(client, anon, async (db) => {
      for (const probe of ['%', 'As%', 'A_ha', 'Ash']) expect((await db.query('select public.name_registered($1) as answer', [probe])).rows, probe).toEqual([{ answer: false }]);
    });
  });
});

describe('account_name_for_phone(phone): the login by mobile number', () => {
  it.each([anon, shopper])('answers $label the name of the account of a whole number, and nothing for another', async (actor) => {
    await as(client, actor, async (db) => {
      await withPhones(db, actor);
      const named = await db.query('select public.account_name_for_phone($1) as name', [ASHA_PHONE]);
      expect(named.rows).toEqual([{ name: 'Asha' }]);
      for (const probe of ['9000000009', '%', '98765%', '987654321']) {
        expect((await db.query('select public.account_name_for_phone($1) as name', [probe])).rows, probe).toEqual([{ name: null }]);
      }
    });
  });

  it('is security definer, with a fixed, empty search_path, returning text', async () => {
    const { rows } = await client.query(`select prosecdef, proconfig, prorettype::regtype::text as returns from pg_proc where oid = 'public.account_name_for_phone(text)'::regprocedure`);
    expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'], returns: 'text' });
  });
});

describe('the look-ups themselves', () => {
  it.each(['public.phone_registered(text)', 'public.name_registered(text)'])('%s is security definer, with a fixed, empty search_path, returning boolean', async (signature) => {
    const { rows } = await client.query(`select prosecdef, proconfig, prorettype::regtype::text as returns from pg_proc where oid = $1::regprocedure`, [signature]);
    expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'], returns: 'boolean' });
  });

  it('cannot be replaced by a look-alike table in a schema the caller puts first', async () => {
    await as(client, serviceRole, async (db) => {
      await asSuperuser(db);
      await db.query('create schema decoy');
      await db.query('create table decoy.profiles (phone text, name text)');
      await db.query(`insert into decoy.profiles values ('9000000009', 'Decoy')`);
      await db.query('set local search_path = decoy, public');
      expect((await db.query('select public.phone_registered($1) as answer', ['9000000009'])).rows).toEqual([{ answer: false }]);
      expect((await db.query('select public.name_registered($1) as answer', ['Decoy'])).rows).toEqual([{ answer: false }]);
    });
  });
});

describe('the profile’s phone', () => {
  it('comes from the sign-up metadata, like the name', async () => {
    const profile = await as(client, serviceRole, async (db) => {
      await asSuperuser(db);
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data) values ('neha@fashionzone.test', '{"name":"Neha","phone":"9988776655"}') returning id`,
      );
      return (await db.query('select name, phone, role from public.profiles where id = $1', [rows[0]?.id])).rows[0];
    });
    expect(profile).toEqual({ name: 'Neha', phone: '9988776655', role: 'user' });
  });

  it.each([
    ['taken by another account (23505)', RAVI_PHONE, '23505'],
    ['not ten digits (23514)', '+919988776655', '23514'],
  ])('fails the sign-up when %s', async (_case, phone, code) => {
    const result = await as(client, serviceRole, async (db) => {
      await withPhones(db, serviceRole);
      await asSuperuser(db);
      return attempt(db, `insert into auth.users (email, raw_user_meta_data) values ('dup@fashionzone.test', $1)`, [JSON.stringify({ name: 'Dup', phone })]);
    });
    expect(result.code).toBe(code);
  });

  it('is not readable by anon (42501), nor another shopper’s by a shopper (no row)', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, 'select phone from public.profiles')).code).toBe('42501');
    });
    await as(client, shopper, async (db) => {
      await withPhones(db, shopper);
      expect((await attempt(db, 'select phone from public.profiles where id = $1', [OTHER_SHOPPER_ID])).rows).toEqual([]);
      expect((await attempt(db, 'select phone from public.profiles where id = $1', [SHOPPER_ID])).rows).toEqual([{ phone: ASHA_PHONE }]);
    });
  });

  it('cannot be changed through the API, not even one’s own (42501): it is the phone that was verified', async () => {
    await as(client, otherShopper, async (db) => {
      await withPhones(db, otherShopper);
      expect((await attempt(db, 'update public.profiles set phone = $2 where id = $1', [OTHER_SHOPPER_ID, '9000000009'])).code).toBe('42501');
    });
  });
});

describe('is_admin() and the admin’s authenticator', () => {
  /** As the admin, whose token says `aal`, with a factor of `status` (none when undefined). */
  async function isAdminWith(aal: 'aal1' | 'aal2' | undefined, status: 'verified' | 'unverified' | undefined): Promise<{ isAdmin: boolean; insert: string | undefined }> {
    return as(client, admin, async (db) => {
      await asSuperuser(db);
      if (status) await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, 'totp', $2)`, [ADMIN_ID, status]);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID, ...(aal ? { aal } : {}) })]);
      await db.query('set local role authenticated');
      const { rows } = await db.query<{ is_admin: boolean }>('select public.is_admin()');
      const insert = await attempt(db, `insert into public.products (name, description, price, image_url, sku) values ('Gate', 'x', 1, '/images/x.jpg', 'GATE0001')`);
      return { isAdmin: rows[0]!.is_admin, insert: insert.code };
    });
  }

  it('is not the admin with only the password (aal1) once a verified authenticator exists: no catalogue write (42501)', async () => {
    expect(await isAdminWith('aal1', 'verified')).toEqual({ isAdmin: false, insert: '42501' });
  });

  it('is the admin once the code has passed (aal2)', async () => {
    expect(await isAdminWith('aal2', 'verified')).toEqual({ isAdmin: true, insert: undefined });
  });

  it('is the admin at aal1 without an authenticator, or with one only being set up', async () => {
    expect(await isAdminWith('aal1', undefined)).toEqual({ isAdmin: true, insert: undefined });
    expect(await isAdminWith('aal1', 'unverified')).toEqual({ isAdmin: true, insert: undefined });
  });
});
