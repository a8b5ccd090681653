/*
 * Saved addresses on a real PostgreSQL 15 (npm run test:db): a shopper reads and writes their own
 * addresses only (an admin included), anon nothing; the table keeps the address form's limits and
 * one default per shopper; replace_addresses replaces the caller's list in one transaction and
 * reaches no other shopper's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DeliveryAddress } from '../../src/domain/orders/address';
import { STATES_AND_TERRITORIES } from '../../src/domain/orders/indian-states';
import { HOME, ID, OFFICE, PARENTS, saved } from '../support/addresses';
import { OTHER_SHOPPER_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Db } from './support/database.ts';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const RAVIS_ID = '5b0e9c1a-0000-4000-8000-00000000c001';

const FIELDS = ['full_name', 'mobile', 'email', 'line1', 'line2', 'landmark', 'city', 'state', 'pin_code', 'is_default'];

/** An insert of an address's fields, after `columns` of its own (id, user_id) given first. */
function insertWith(...columns: string[]): string {
  const all = [...columns, ...FIELDS];
  return `insert into public.addresses (${all.join(', ')}) values (${all.map((_, index) => `$${index + 1}`).join(', ')})`;
}
const INSERT = insertWith();

const fields = (address: DeliveryAddress, isDefault = false) => [
  address.fullName,
  address.mobile,
  address.email,
  address.line1,
  address.line2,
  address.landmark,
  address.city,
  address.state,
  address.pinCode,
  isDefault,
];

/** Ravi's default address, written as the superuser, then back to the caller's role. */
async function seedRavis(db: Db, role = 'authenticated'): Promise<void> {
  await asSuperuser(db);
  await db.query(insertWith('id', 'user_id'), [RAVIS_ID, OTHER_SHOPPER_ID, ...fields(PARENTS, true)]);
  await db.query(`set local role ${role}`);
}

async function rowsOf(db: Db, userId: string): Promise<Record<string, unknown>[]> {
  await asSuperuser(db);
  const { rows } = await db.query('select id, full_name, city, is_default, position from public.addresses where user_id = $1 order by position, created_at', [userId]);
  return rows as Record<string, unknown>[];
}

const replace = (db: Db, list: unknown) => attempt(db, 'select public.replace_addresses($1::jsonb)', [JSON.stringify(list)]);

describe('addresses: whose they are', () => {
  it('a shopper saves their own (the user id defaults to theirs), reads, changes and deletes it', async () => {
    await as(client, shopper, async (db) => {
      const added = await attempt(db, `${INSERT} returning id, user_id`, fields(HOME, true));
      expect(added).toMatchObject({ code: undefined, rows: [{ user_id: SHOPPER_ID }] });
      const id = added.rows[0]!.id;
      expect(await attempt(db, `update public.addresses set city = 'Bangalore' where id = $1`, [id])).toMatchObject({ code: undefined, rowCount: 1 });
      expect((await db.query('select city from public.addresses')).rows).toEqual([{ city: 'Bangalore' }]);
      expect(await attempt(db, 'delete from public.addresses where id = $1', [id])).toMatchObject({ code: undefined, rowCount: 1 });
    });
  });

  it('a shopper does not see another’s address, even by its id', async () => {
    await as(client, shopper, async (db) => {
      await seedRavis(db);
      expect(await attempt(db, 'select * from public.addresses')).toMatchObject({ code: undefined, rowCount: 0 });
      expect(await attempt(db, 'select * from public.addresses where id = $1', [RAVIS_ID])).toMatchObject({ code: undefined, rowCount: 0 });
    });
  });

  it('an admin reads only their own, like anyone', async () => {
    await as(client, admin, async (db) => {
      await seedRavis(db);
      expect(await attempt(db, 'select * from public.addresses')).toMatchObject({ code: undefined, rowCount: 0 });
    });
  });

  it('a shopper’s update or delete of another’s address changes nothing, and an upsert over it is refused (42501)', async () => {
    await as(client, shopper, async (db) => {
      await seedRavis(db);
      expect(await attempt(db, `update public.addresses set city = 'Nowhere' where id = $1`, [RAVIS_ID])).toMatchObject({ code: undefined, rowCount: 0 });
      expect(await attempt(db, 'delete from public.addresses where id = $1', [RAVIS_ID])).toMatchObject({ code: undefined, rowCount: 0 });
      const upsert = `${insertWith('id')} on conflict (id) do update set city = excluded.city`;
      expect((await attempt(db, upsert, [RAVIS_ID, ...fields(HOME)])).code).toBe('42501');
      expect(await rowsOf(db, OTHER_SHOPPER_ID)).toEqual([{ id: RAVIS_ID, full_name: PARENTS.fullName, city: PARENTS.city, is_default: true, position: 0 }]);
    });
  });

  it('a shopper may not save an address in another’s name (42501)', async () => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, insertWith('user_id'), [OTHER_SHOPPER_ID, ...fields(HOME)])).code).toBe('42501');
      expect(await rowsOf(db, OTHER_SHOPPER_ID)).toEqual([]);
    });
  });

  it('a shopper may not give their address to another user (42501)', async () => {
    await as(client, shopper, async (db) => {
      await attempt(db, INSERT, fields(HOME, true));
      expect((await attempt(db, 'update public.addresses set user_id = $1', [OTHER_SHOPPER_ID])).code).toBe('42501');
      expect(await rowsOf(db, SHOPPER_ID)).toHaveLength(1);
      expect(await rowsOf(db, OTHER_SHOPPER_ID)).toEqual([]);
    });
  });

  it('anon neither reads, saves, changes nor deletes any address, nor calls replace_addresses (42501)', async () => {
    await as(client, anon, async (db) => {
      await seedRavis(db, 'anon');
      expect((await attempt(db, 'select * from public.addresses')).code).toBe('42501');
      expect((await attempt(db, INSERT, fields(HOME))).code).toBe('42501');
      expect((await attempt(db, `update public.addresses set city = 'Nowhere'`)).code).toBe('42501');
      expect((await attempt(db, 'delete from public.addresses')).code).toBe('42501');
      expect((await replace(db, [])).code).toBe('42501');
      expect(await rowsOf(db, OTHER_SHOPPER_ID)).toHaveLength(1);
    });
  });

  it('goes with the account: deleting the Auth user deletes the addresses', async () => {
    await as(client, shopper, async (db) => {
      await seedRavis(db);
      await asSuperuser(db);
      await db.query('delete from auth.users where id = $1', [OTHER_SHOPPER_ID]);
      expect(await rowsOf(db, OTHER_SHOPPER_ID)).toEqual([]);
    });
  });
});

describe('addresses: what the table keeps', () => {
  it('refuses a second default for one shopper (23505), while each shopper has one of their own', async () => {
    await as(client, shopper, async (db) => {
      await seedRavis(db);
      expect((await attempt(db, INSERT, fields(HOME, true))).code).toBeUndefined();
      expect((await attempt(db, INSERT, fields(OFFICE, true))).code).toBe('23505');
      expect((await attempt(db, INSERT, fields(OFFICE, false))).code).toBeUndefined();
      expect((await attempt(db, 'update public.addresses set is_default = true')).code).toBe('23505');
    });
  });

  it.each([
    ['a PIN of 000000', { pinCode: '000000' }],
    ['a PIN of 12345', { pinCode: '12345' }],
    ['a PIN with a letter', { pinCode: '56003B' }],
    ['a 5,000-character address line 1', { line1: 'x'.repeat(5000) }],
    ['a 5,000-character address line 2', { line2: 'x'.repeat(5000) }],
    ['an empty address line 1', { line1: '' }],
    ['a line with spaces around it', { line1: ' 12 MG Road ' }],
    ['a landmark of 81 characters', { landmark: 'x'.repeat(81) }],
    ['a name of 2 characters', { fullName: 'As' }],
    ['a name of 61 characters', { fullName: 'A'.repeat(61) }],
    ['a mobile starting with 5', { mobile: '5876543210' }],
    ['a mobile of 11 digits', { mobile: '98765432101' }],
    ['an email without @', { email: 'asha.example.in' }],
    ['an email of 121 characters', { email: `${'a'.repeat(110)}@example.in` }],
    ['a city of 1 character', { city: 'B' }],
    ['a state not in the list', { state: 'Bangalore' }],
    ['a state in another case', { state: 'karnataka' }],
  ])('%s is refused even for its owner (23514)', async (_what, changes) => {
    const result = await as(client, shopper, (db) => attempt(db, INSERT, fields({ ...HOME, ...changes } as DeliveryAddress)));
    expect(result.code).toBe('23514');
  });

  it('takes each field at its limits, and each of the 28 states and 8 union territories', async () => {
    await as(client, shopper, async (db) => {
      const longest = { ...HOME, fullName: 'A'.repeat(60), email: `${'a'.repeat(109)}@example.in`, line1: 'x'.repeat(120), line2: 'y'.repeat(120), landmark: 'z'.repeat(80), city: 'C'.repeat(60) };
      expect((await attempt(db, INSERT, fields(longest))).code).toBeUndefined();
      expect((await attempt(db, 'delete from public.addresses')).code).toBeUndefined();
      for (const state of STATES_AND_TERRITORIES.slice(0, 20)) expect((await attempt(db, INSERT, fields({ ...HOME, state }))).code, state).toBeUndefined();
      expect((await attempt(db, 'delete from public.addresses')).code).toBeUndefined();
      for (const state of STATES_AND_TERRITORIES.slice(20)) expect((await attempt(db, INSERT, fields({ ...HOME, state }))).code, state).toBeUndefined();
    });
  });

  it('refuses a 21st address (23514)', async () => {
    await as(client, shopper, async (db) => {
      for (let index = 0; index < 20; index++) expect((await attempt(db, INSERT, fields(HOME))).code).toBeUndefined();
      expect((await attempt(db, INSERT, fields(HOME))).code).toBe('23514');
      expect(await rowsOf(db, SHOPPER_ID)).toHaveLength(20);
    });
  });
});

describe('replace_addresses', () => {
  const home = saved(HOME, ID.home, true);
  const office = saved(OFFICE, ID.office);
  const parents = saved(PARENTS, ID.parents);
  const row = (address: ReturnType<typeof saved>, position: number) => ({ id: address.id, full_name: address.fullName, city: address.city, is_default: address.isDefault, position });

  it("replaces the caller's list in its order: updates by id, inserts the new, deletes the missing, moves the default", async () => {
    await as(client, shopper, async (db) => {
      expect((await replace(db, [home, office])).code).toBeUndefined();
      expect(await rowsOf(db, SHOPPER_ID)).toEqual([row(home, 0), row(office, 1)]);
      await db.query('set local role authenticated');
      const edited = { ...office, city: 'Gurgaon', isDefault: true };
      expect((await replace(db, [parents, edited])).code).toBeUndefined();
      expect(await rowsOf(db, SHOPPER_ID)).toEqual([row(parents, 0), row(edited, 1)]);
      await db.query('set local role authenticated');
      const moved = [{ ...parents, isDefault: true }, { ...edited, isDefault: false }];
      expect((await replace(db, moved)).code).toBeUndefined();
      expect(await rowsOf(db, SHOPPER_ID)).toEqual([row(moved[0]!, 0), row(moved[1]!, 1)]);
      await db.query('set local role authenticated');
      expect((await replace(db, [])).code).toBeUndefined();
      expect(await rowsOf(db, SHOPPER_ID)).toEqual([]);
    });
  });

  it("cannot touch another shopper's rows: their id in the list is refused (42501), and nothing of the call is kept", async () => {
    await as(client, shopper, async (db) => {
      await seedRavis(db);
      expect((await replace(db, [home])).code).toBeUndefined();
      await db.query('set local role authenticated');
      expect((await replace(db, [{ ...office, isDefault: true }, { ...parents, id: RAVIS_ID, city: 'Nowhere' }])).code).toBe('42501');
      expect(await rowsOf(db, OTHER_SHOPPER_ID)).toEqual([{ id: RAVIS_ID, full_name: PARENTS.fullName, city: PARENTS.city, is_default: true, position: 0 }]);
      expect(await rowsOf(db, SHOPPER_ID)).toEqual([row(home, 0)]);
    });
  });

  it("deletes none of another shopper's rows when the caller's list is emptied", async () => {
    await as(client, shopper, async (db) => {
      await seedRavis(db);
      expect((await replace(db, [])).code).toBeUndefined();
      expect(await rowsOf(db, OTHER_SHOPPER_ID)).toHaveLength(1);
    });
  });

  it.each([
    ['two defaults', [home, { ...office, isDefault: true }], '23505'],
    ['a 5,000-character line', [home, { ...office, line1: 'x'.repeat(5000) }], '23514'],
    ['a PIN of 000000', [home, { ...office, pinCode: '000000' }], '23514'],
    ['21 addresses', Array.from({ length: 21 }, (_, index) => ({ ...office, id: `${ID.office.slice(0, -2)}${String(index + 10)}` })), '23514'],
    ['an address without its state', [home, { ...office, state: undefined }], '23502'],
    ['an id that is no UUID', [{ ...home, id: 'home' }], '22P02'],
    ['a map instead of a list', { [ID.home]: home }, '22023'],
    ['a list of strings', ['home'], '22023'],
  ])('refuses %s and keeps the list it had', async (_what, list, code) => {
    await as(client, otherShopper, async (db) => {
      expect((await replace(db, [home, parents])).code).toBeUndefined();
      await db.query('set local role authenticated');
      expect((await replace(db, list)).code).toBe(code);
      expect(await rowsOf(db, OTHER_SHOPPER_ID)).toEqual([row(home, 0), row(parents, 1)]);
    });
  });

  it('is SECURITY INVOKER with a pinned search_path, and only authenticated may call it', async () => {
    const { rows } = await client.query(
      `select prosecdef, proconfig,
              has_function_privilege('anon', oid, 'execute') as anon,
              has_function_privilege('authenticated', oid, 'execute') as authenticated,
              has_function_privilege('service_role', oid, 'execute') as service_role
         from pg_proc where proname = 'replace_addresses'`,
    );
    expect(rows).toEqual([{ prosecdef: false, proconfig: ['search_path=""'], anon: false, authenticated: true, service_role: false }]);
  });
});
