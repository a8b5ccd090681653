/*
 * The shoppers' logins on a real PostgreSQL 15 (npm run test:db): a shopper notes only their own
 * login, at the server's time, through note_shopper_sign_in; nobody reads or writes the table
 * directly; shoppers_signed_in_since answers the admin alone, at aal2 when the admin has a second
 * factor, checked in the function itself; and the Dashboard's Active Users know an order's owner by
 * the same id (dashboard_figures).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFor } from '../adapters/order-book.contract';
import { ADMIN_ID, OTHER_SHOPPER_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Actor, type Db } from './support/database';
import { PLACE_ORDER, actAs, placeArguments } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const NOTE = 'select public.note_shopper_sign_in()';
const SINCE = `select public.shoppers_signed_in_since(now() - interval '30 days') as ids`;

/** The table's rows as the superuser sees them, then back to `then`. */
async function signIns(db: Db, then: Actor): Promise<{ user_id: string; at_now: boolean }[]> {
  await asSuperuser(db);
  const { rows } = await db.query<{ user_id: string; at_now: boolean }>('select user_id, signed_in_at = now() as at_now from public.shopper_sign_ins order by user_id');
  await actAs(db, then);
  return rows;
}

/** As the admin whose token says `aal`, with a verified TOTP factor. */
async function asAdminWithFactor(db: Db, aal: 'aal1' | 'aal2'): Promise<void> {
  await asSuperuser(db);
  await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, 'totp', 'verified')`, [ADMIN_ID]);
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID, aal })]);
  await db.query('set local role authenticated');
}

describe('noting a login', () => {
  it("a shopper notes their own login, at the server's time; again, still one row", async () => {
    await as(client, shopper, async (db) => {
      await db.query(NOTE);
      await db.query(NOTE);
      expect(await signIns(db, shopper)).toEqual([{ user_id: SHOPPER_ID, at_now: true }]);
    });
  });

  it('takes no id and no time: a shopper cannot note a login for someone else, nor when', async () => {
    await as(client, shopper, async (db) => {
      // No such function: the only one there is takes nothing.
      expect((await attempt(db, 'select public.note_shopper_sign_in($1::uuid)', [OTHER_SHOPPER_ID])).code).toBe('42883');
      expect((await attempt(db, `select public.note_shopper_sign_in(now() - interval '1 day')`)).code).toBe('42883');
      expect(await signIns(db, shopper)).toEqual([]);
    });
  });

  it("notes nothing for the admin, past the code or not: an admin's login is no shopper's", async () => {
    await as(client, admin, async (db) => {
      await db.query(NOTE);
      await asAdminWithFactor(db, 'aal1');
      await db.query(NOTE);
      expect(await signIns(db, admin)).toEqual([]);
    });
  });

  it('refuses anon (42501)', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, NOTE)).code).toBe('42501');
      expect(await signIns(db, anon)).toEqual([]);
    });
  });
});

describe('the table: nobody reads or writes it directly', () => {
  it.each([
    ['read it', 'select * from public.shopper_sign_ins'],
    ['note their own login', `insert into public.shopper_sign_ins (user_id, signed_in_at) values ('${SHOPPER_ID}', now())`],
    ["note another's login", `insert into public.shopper_sign_ins (user_id, signed_in_at) values ('${OTHER_SHOPPER_ID}', now())`],
    ['move a login', `update public.shopper_sign_ins set signed_in_at = now() + interval '1 year'`],
    ['remove a login', 'delete from public.shopper_sign_ins'],
  ])('a shopper may not %s (42501)', async (_what, statement) => {
    await as(client, shopper, async (db) => {
      await actAs(db, otherShopper);
      await db.query(NOTE);
      await actAs(db, shopper);
      expect((await attempt(db, statement)).code).toBe('42501');
      expect(await signIns(db, shopper)).toEqual([{ user_id: OTHER_SHOPPER_ID, at_now: true }]);
    });
  });

  it('anon and the admin may not either: the functions are the only way in', async () => {
    for (const actor of [anon, admin]) {
      await as(client, actor, async (db) => {
        expect((await attempt(db, 'select * from public.shopper_sign_ins')).code).toBe('42501');
        expect((await attempt(db, `insert into public.shopper_sign_ins (user_id, signed_in_at) values ('${SHOPPER_ID}', now())`)).code).toBe('42501');
      });
    }
  });

  it('row-level security is on, and both functions are SECURITY DEFINER with an empty search_path', async () => {
    const { rows: tables } = await client.query(`select relrowsecurity from pg_class where oid = 'public.shopper_sign_ins'::regclass`);
    expect(tables).toEqual([{ relrowsecurity: true }]);
    const { rows: functions } = await client.query(
      `select proname, prosecdef, proconfig from pg_proc where proname in ('note_shopper_sign_in', 'shoppers_signed_in_since') order by proname`,
    );
    expect(functions).toEqual([
      { proname: 'note_shopper_sign_in', prosecdef: true, proconfig: ['search_path=""'] },
      { proname: 'shoppers_signed_in_since', prosecdef: true, proconfig: ['search_path=""'] },
    ]);
  });
});

describe('reading the logins: the admin alone', () => {
  it('a shopper may not (42501)', async () => {
    await as(client, shopper, async (db) => {
      await db.query(NOTE);
      expect((await attempt(db, SINCE)).code).toBe('42501');
    });
  });

  it('anon may not (42501)', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, SINCE)).code).toBe('42501');
    });
  });

  it('an admin with a second factor, signed in with the password alone (aal1), may not (42501)', async () => {
    await as(client, admin, async (db) => {
      await asAdminWithFactor(db, 'aal1');
      expect((await attempt(db, SINCE)).code).toBe('42501');
    });
  });

  it('the same admin past the second factor (aal2) may, and so may an admin without one: the shoppers since the time, by Auth user id', async () => {
    await as(client, admin, async (db) => {
      for (const who of [shopper, otherShopper]) {
        await actAs(db, who);
        await db.query(NOTE);
      }
      await asSuperuser(db);
      await db.query(`update public.shopper_sign_ins set signed_in_at = now() - interval '31 days' where user_id = $1`, [OTHER_SHOPPER_ID]);
      await actAs(db, admin);
      expect((await db.query(SINCE)).rows[0].ids).toEqual([SHOPPER_ID]);
      await asAdminWithFactor(db, 'aal2');
      expect((await db.query(SINCE)).rows[0].ids).toEqual([SHOPPER_ID]);
      expect((await db.query(`select public.shoppers_signed_in_since(now() - interval '40 days') as ids`)).rows[0].ids).toEqual([SHOPPER_ID, OTHER_SHOPPER_ID].sort());
    });
  });

  it('refuses a missing time (22023)', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, 'select public.shoppers_signed_in_since(null)')).code).toBe('22023');
    });
  });
});

describe("the Dashboard's Active Users: an order's owner is the login's shopper", () => {
  const ACTIVE = 'select (public.dashboard_figures(0) ->> \'activeUsers\')::integer as n';

  it('a shopper who ordered and logged in counts once, whatever number the order is delivered to', async () => {
    await as(client, admin, async (db) => {
      // Nobody's login counts yet (rolled back with the rest): the shopper is active by their order alone.
      await asSuperuser(db);
      await db.query('delete from public.shopper_sign_ins');
      await actAs(db, shopper);
      await db.query(PLACE_ORDER, placeArguments(requestFor([{ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }])));
      await actAs(db, admin);
      const byOrders = (await db.query(ACTIVE)).rows[0].n as number;
      await actAs(db, shopper);
      await db.query(NOTE);
      await actAs(db, admin);
      expect((await db.query(SINCE)).rows[0].ids).toEqual([SHOPPER_ID]);
      // The login names the account the order was placed by (orders.user_id): no second shopper.
      expect((await db.query(ACTIVE)).rows[0].n).toBe(byOrders);
      // Another shopper's login, who ordered nothing this month in this transaction's view, does count.
      await asSuperuser(db);
      const { rows } = await db.query(`select count(*)::integer as n from public.orders where user_id = $1 and placed_at >= now() - interval '30 days'`, [OTHER_SHOPPER_ID]);
      await actAs(db, otherShopper);
      await db.query(NOTE);
      await actAs(db, admin);
      expect((await db.query(ACTIVE)).rows[0].n).toBe(byOrders + (rows[0].n === 0 ? 1 : 0));
    });
  });
});
