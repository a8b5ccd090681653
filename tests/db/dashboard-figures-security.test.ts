/*
 * dashboard_figures and recent_order_events on a real PostgreSQL 15 (npm run test:db): the
 * Dashboard's figures answer the admin alone, at aal2 when the admin has a second factor
 * (require_admin), as every back-office function: anon, a shopper, the service role and an admin at
 * aal1 are refused (42501).
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, admin, anon, as, asSuperuser, attempt, connect, serviceRole, shopper, type Db } from './support/database.ts';

const FIGURES = 'select public.dashboard_figures($1) as r';
const EVENTS = 'select public.recent_order_events($1) as r';

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

describe("dashboard_figures: the admin's alone", () => {
  it.each([
    ['anon', anon],
    ['a shopper', shopper],
    ['the service role', serviceRole],
  ])('%s may not read them (42501)', async (_who, actor) => {
    await as(client, actor, async (db) => {
      expect((await attempt(db, FIGURES, [8])).code).toBe('42501');
      expect((await attempt(db, EVENTS, [8])).code).toBe('42501');
    });
  });

  it('an admin with a second factor, signed in with the password alone (aal1), may not (42501)', async () => {
    await as(client, admin, async (db) => {
      await asAdminWithFactor(db, 'aal1');
      expect((await attempt(db, FIGURES, [8])).code).toBe('42501');
      expect((await attempt(db, EVENTS, [8])).code).toBe('42501');
    });
  });

  it('the same admin past the second factor (aal2) may, and the admin without one', async () => {
    await as(client, admin, async (db) => {
      const figures = (await db.query(FIGURES, [8])).rows[0].r;
      expect(figures).toMatchObject({ revenueToday: expect.any(Number), pendingDeliveries: expect.any(Number), activeUsers: expect.any(Number) });
      expect(figures.series).toHaveLength(30);
      await asAdminWithFactor(db, 'aal2');
      expect((await db.query(FIGURES, [8])).rows[0].r.series).toHaveLength(30);
      expect(Array.isArray((await db.query(EVENTS, [8])).rows[0].r)).toBe(true);
    });
  });

  it('refuses a number of events out of 0 to 50 (22023), even to the admin', async () => {
    await as(client, admin, async (db) => {
      for (const statement of [FIGURES, EVENTS]) {
        for (const limit of [-1, 51, null]) expect((await attempt(db, statement, [limit])).code, `${statement} ${limit}`).toBe('22023');
      }
    });
  });
});
