/*
 * delivery_board on a real PostgreSQL 15 (npm run test:db): the Delivery section's page answers the
 * admin alone, at aal2 when the admin has a second factor (require_admin), as every back-office
 * function: anon, a shopper, the service role and an admin at aal1 are refused (42501); a page out
 * of bounds is refused even to the admin (22023).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, admin, anon, as, asSuperuser, attempt, connect, serviceRole, shopper, type Db } from './support/database.ts';

const BOARD = 'select public.delivery_board($1, $2, $3) as r';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

/** As the admin whose token says `aal`, with a verified TOTP factor. */
async function asAdminWithFactor(db: Db, aal: 'aal1' | 'aal2'): Promise<void> {
  await asSuperuser(db);
  await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, 'totp', 'verified')`, [ADMIN_ID]);
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID, aal })]);
  await db.query('set local role authenticated');
}

describe("delivery_board: the admin's alone", () => {
  it.each([
    ['anon', anon],
    ['a shopper', shopper],
    ['the service role', serviceRole],
  ])('%s may not read it (42501)', async (_who, actor) => {
    await as(client, actor, async (db) => {
      expect((await attempt(db, BOARD, [false, 0, 10])).code).toBe('42501');
    });
  });

  it('an admin with a second factor, signed in with the password alone (aal1), may not (42501); past it (aal2), may', async () => {
    await as(client, admin, async (db) => {
      await asAdminWithFactor(db, 'aal1');
      expect((await attempt(db, BOARD, [false, 0, 10])).code).toBe('42501');
    });
    await as(client, admin, async (db) => {
      await asAdminWithFactor(db, 'aal2');
      expect((await db.query(BOARD, [true, 0, 10])).rows[0].r).toMatchObject({ today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), orders: expect.any(Array) });
    });
  });

  it('refuses a page out of bounds or an unsaid filter (22023), even to the admin', async () => {
    await as(client, admin, async (db) => {
      for (const args of [[false, -1, 10], [false, 0, 0], [false, 0, 101], [false, null, 10], [null, 0, 10]]) {
        expect((await attempt(db, BOARD, args)).code, JSON.stringify(args)).toBe('22023');
      }
    });
  });
});
