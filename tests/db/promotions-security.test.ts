/*
 * Promotions on a real PostgreSQL 15 (npm run test:db): the admin (at aal2 once an authenticator is
 * set up) manages the codes and reads their uses; a shopper reads neither table, learns of a code
 * only through check_promotion, and nobody writes a use but place_order. Each case is rolled back.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals } from '../../src/domain/orders/order-totals';
import { CODE_CANNOT_BE_USED } from '../../src/domain/promotions/apply-promotion';
import { PROMOTION_CHECKS_PER_HOUR, TOO_MANY_CODES } from '../../src/domain/promotions/code-checks';
import { requestFor } from '../adapters/order-book.contract';
import { ADMIN_ID, OTHER_SHOPPER_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Db } from './support/database';
import { PLACE_ORDER_WITH_CODE, actAs, placeArgumentsWithCode } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const INSERT_PROMOTION = `insert into public.promotions (code, title, off_kind, percent_off, valid_from, state)
                          values ('HACK90', 'Free stuff', 'percent', 90, '2020-01-01', 'active')`;

/** The shopper's Apply, as the review step asks it. */
async function check(db: Db, code: string, subtotal: number): Promise<unknown> {
  return (await db.query('select public.check_promotion($1, $2) as result', [code, subtotal])).rows[0].result;
}

/** Two tees (₹998 of goods) placed with `code`, its total worked out with `discount` off. */
function withCode(code: string, discount: number) {
  const lines = [{ productId: 1, size: 'M' as const, quantity: 2, unitPrice: 49_900 }];
  return { ...requestFor(lines, { total: orderTotals(lines, 'standard', discount).total }), promotionCode: code };
}

async function place(db: Db, code: string, discount: number): Promise<{ kind: string; reason?: string }> {
  return (await db.query(PLACE_ORDER_WITH_CODE, placeArgumentsWithCode(withCode(code, discount)))).rows[0].result;
}

async function limitOf(db: Db, code: string): Promise<unknown> {
  await asSuperuser(db);
  return (await db.query('select total_uses from public.promotions where code = $1', [code])).rows[0]?.total_uses;
}

describe('promotions: refused', () => {
  it('a shopper creating a promotion (row-level security: 42501)', async () => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, INSERT_PROMOTION)).code).toBe('42501');
    });
  });

  it('a shopper writing a use of a code (no insert privilege: 42501)', async () => {
    await as(client, shopper, async (db) => {
      const forged = await attempt(db, `insert into public.promotion_uses (code, user_id, order_id, used_at) values ('WELCOME20', $1, 1, now())`, [SHOPPER_ID]);
      expect(forged.code).toBe('42501');
    });
  });

  it('the admin writing a use by hand (only place_order counts one: 42501)', async () => {
    await as(client, admin, async (db) => {
      const forged = await attempt(db, `insert into public.promotion_uses (code, user_id, order_id, used_at) values ('WELCOME20', $1, 1, now())`, [ADMIN_ID]);
      expect(forged.code).toBe('42501');
    });
  });

  it('anon reading the promotions or their uses (no privilege: 42501)', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, 'select * from public.promotions')).code).toBe('42501');
      expect((await attempt(db, 'select * from public.promotion_uses')).code).toBe('42501');
    });
  });

  it('a shopper reading the promotions or their uses: no row', async () => {
    await as(client, shopper, async (db) => {
      expect(await attempt(db, 'select * from public.promotions')).toMatchObject({ code: undefined, rows: [] });
      expect(await attempt(db, 'select * from public.promotion_uses')).toMatchObject({ code: undefined, rows: [] });
    });
  });

  it("a shopper lifting a code's limit: no row changed, the limit as it was", async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query(`update public.promotions set total_uses = 100 where code = 'WELCOME20'`);
      await db.query('set local role authenticated');
      expect(await attempt(db, `update public.promotions set total_uses = null, state = 'active' where code = 'WELCOME20'`)).toMatchObject({ code: undefined, rowCount: 0 });
      expect(await limitOf(db, 'WELCOME20')).toBe(100);
    });
  });

  it('anyone deleting a promotion, the admin included (no delete privilege: 42501)', async () => {
    for (const actor of [shopper, admin]) {
      await as(client, actor, async (db) => {
        expect((await attempt(db, `delete from public.promotions where code = 'WELCOME20'`)).code).toBe('42501');
      });
    }
  });

  it('a shopper or anon asking for the admin’s list with its uses (42501)', async () => {
    for (const actor of [shopper, anon]) {
      await as(client, actor, async (db) => {
        expect((await attempt(db, 'select public.admin_promotions()')).code).toBe('42501');
      });
    }
  });

  it('anon checking a code, or placing an order with one (sign in first: 42501), counts no try', async () => {
    await as(client, anon, async (db) => {
      expect((await attempt(db, `select public.check_promotion('WELCOME20', 100000)`)).code).toBe('42501');
      expect((await attempt(db, PLACE_ORDER_WITH_CODE, placeArgumentsWithCode(withCode('WELCOME20', 0)))).code).toBe('42501');
      await asSuperuser(db);
      expect(Number((await db.query('select count(*) from public.promotion_code_checks where user_id is null')).rows[0].count)).toBe(0);
    });
  });

  it('anyone but the functions reading, writing or clearing the tries of codes (no privilege: 42501)', async () => {
    for (const actor of [anon, shopper, admin]) {
      await as(client, actor, async (db) => {
        expect((await attempt(db, 'select * from public.promotion_code_checks')).code).toBe('42501');
        expect((await attempt(db, 'delete from public.promotion_code_checks')).code).toBe('42501');
        expect((await attempt(db, `insert into public.promotion_code_checks (user_id, checked_at) values ($1, now() - interval '2 hours')`, [OTHER_SHOPPER_ID])).code).toBe('42501');
        expect((await attempt(db, `select public.note_promotion_check($1)`, [OTHER_SHOPPER_ID])).code).toBe('42501');
        expect((await attempt(db, `select public.promotion_offer($1, 'WELCOME20', 100000, false)`, [SHOPPER_ID])).code).toBe('42501');
      });
    }
  });

  it('a shopper telling codes apart: an unknown, paused, ended, expired, not yet started or used-up code answers alike, at Apply and at placing', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query('delete from public.promotion_code_checks where user_id = $1', [SHOPPER_ID]);
      await db.query(`insert into public.promotions (code, title, off_kind, flat_off, valid_from, valid_until, total_uses, state) values
                        ('PAUSED1', 'x', 'flat', 5000, '2020-01-01', null, null, 'paused'),
                        ('ENDED1', 'x', 'flat', 5000, '2020-01-01', null, null, 'ended'),
                        ('EXPIRED1', 'x', 'flat', 5000, '2020-01-01', '2020-12-31', null, 'active'),
                        ('LATER1', 'x', 'flat', 5000, '2099-01-01', null, null, 'active'),
                        ('USEDUP1', 'x', 'flat', 5000, '2020-01-01', null, 1, 'active')`);
      await actAs(db, shopper);
      expect((await place(db, 'USEDUP1', 5_000)).kind).toBe('placed');
      const hidden = ['NOPE1234', 'PAUSED1', 'ENDED1', 'EXPIRED1', 'LATER1', 'USEDUP1'];
      for (const code of hidden) {
        expect([code, await check(db, code, 100_000)]).toEqual([code, { kind: 'refused', reason: CODE_CANNOT_BE_USED }]);
      }
      await asSuperuser(db);
      await db.query('delete from public.promotion_code_checks where user_id = $1', [SHOPPER_ID]);
      await actAs(db, shopper);
      for (const code of hidden) {
        expect([code, await place(db, code, 5_000)]).toEqual([code, { kind: 'invalid', reason: CODE_CANNOT_BE_USED }]);
      }
    });
  });

  it(`a shopper trying codes by the thousand: after ${PROMOTION_CHECKS_PER_HOUR} tries in an hour every check and every placing with a code is refused, nothing placed; another shopper is not held`, async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query('delete from public.promotion_code_checks where user_id in ($1, $2)', [SHOPPER_ID, OTHER_SHOPPER_ID]);
      await db.query(`update public.promotions set state = 'active', first_order_only = false, uses_per_customer = null where code = 'WELCOME20'`);
      const ordersBefore = Number((await db.query('select count(*) from public.orders')).rows[0].count);
      await actAs(db, shopper);
      for (let n = 0; n < PROMOTION_CHECKS_PER_HOUR - 1; n += 1) {
        expect(await check(db, `GUESS${n}00`, 100_000)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
      }
      expect(await place(db, 'GUESS9999', 0)).toEqual({ kind: 'invalid', reason: CODE_CANNOT_BE_USED });
      expect(await check(db, 'WELCOME20', 100_000)).toEqual({ kind: 'refused', reason: TOO_MANY_CODES });
      expect(await place(db, 'WELCOME20', 9_980)).toEqual({ kind: 'invalid', reason: TOO_MANY_CODES });
      await asSuperuser(db);
      // A refused try is not written: the table holds at most the hour's tries.
      expect(Number((await db.query('select count(*) from public.promotion_code_checks where user_id = $1', [SHOPPER_ID])).rows[0].count)).toBe(PROMOTION_CHECKS_PER_HOUR);
      expect(Number((await db.query('select count(*) from public.orders')).rows[0].count)).toBe(ordersBefore);
      await actAs(db, otherShopper);
      expect(await check(db, 'WELCOME20', 100_000)).toEqual({ kind: 'applies', discount: 20_000 });
      // An hour later the tries are free again.
      await asSuperuser(db);
      await db.query(`update public.promotion_code_checks set checked_at = checked_at - interval '1 hour' where user_id = $1`, [SHOPPER_ID]);
      await actAs(db, shopper);
      expect(await check(db, 'WELCOME20', 100_000)).toEqual({ kind: 'applies', discount: 20_000 });
    });
  });

  it('a shopper calling the rule itself, to read a promotion row by row (no execute privilege: 42501)', async () => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, `select public.promotion_outcome(p, 100, 0, 0, 0) from public.promotions p`)).code).toBe('42501');
    });
  });

  it('the admin with an authenticator but only the password (aal1): no promotion created, none read', async () => {
    await as(client, admin, async (db) => {
      await asSuperuser(db);
      await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, 'totp', 'verified')`, [ADMIN_ID]);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID, aal: 'aal1' })]);
      await db.query('set local role authenticated');
      expect((await attempt(db, INSERT_PROMOTION)).code).toBe('42501');
      expect(await attempt(db, 'select * from public.promotions')).toMatchObject({ rows: [] });
      expect((await attempt(db, 'select public.admin_promotions()')).code).toBe('42501');
    });
  });

  it('a code the table’s checks refuse, even from the admin (23514)', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, `insert into public.promotions (code, title, off_kind, percent_off, valid_from) values ('lower1', 'x', 'percent', 10, '2020-01-01')`)).code).toBe('23514');
      expect((await attempt(db, `insert into public.promotions (code, title, off_kind, percent_off, valid_from) values ('ALLOFF', 'x', 'percent', 100, '2020-01-01')`)).code).toBe('23514');
      expect((await attempt(db, `insert into public.promotions (code, title, off_kind, percent_off, flat_off, valid_from) values ('BOTH1', 'x', 'percent', 10, 100, '2020-01-01')`)).code).toBe('23514');
    });
  });
});

describe('promotions: allowed', () => {
  it('the admin creates, edits, pauses a code and lists it with its uses', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, INSERT_PROMOTION)).code).toBeUndefined();
      expect(await attempt(db, `update public.promotions set total_uses = 5, state = 'paused' where code = 'HACK90'`)).toMatchObject({ rowCount: 1 });
      const { rows } = await db.query<{ list: { code: string; uses: number }[] }>('select public.admin_promotions() as list');
      expect(rows[0]!.list.map(({ code, uses }) => [code, uses])).toContainEqual(['HACK90', 0]);
    });
  });

  it("the spec's sample is seeded paused", async () => {
    await as(client, admin, async (db) => {
      const { rows } = await db.query(`select title, percent_off, first_order_only, state from public.promotions where code = 'WELCOME20'`);
      expect(rows).toEqual([{ title: '20% off first order', percent_off: 20, first_order_only: true, state: 'paused' }]);
    });
  });

  it('a shopper checks a code: its discount or the reason, nothing else of it', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query(`update public.promotions set state = 'active', minimum_order = 50000 where code = 'WELCOME20'`);
      await db.query('set local role authenticated');
      expect(await check(db, 'welcome20', 100_000)).toEqual({ kind: 'applies', discount: 20_000 });
      expect(await check(db, 'WELCOME20', 49_950)).toEqual({ kind: 'refused', reason: 'Add ₹0.50 more to use this code.' });
      expect(await check(db, 'NOPE1234', 100_000)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
    });
  });

  it('formats the rupees short of the minimum as the storefront does', async () => {
    await as(client, admin, async (db) => {
      await asSuperuser(db);
      const { rows } = await db.query(`select public.rupees_text(12345650) as a, public.rupees_text(100000) as b, public.rupees_text(99) as c, public.rupees_text(1000000000) as d`);
      expect(rows[0]).toEqual({ a: '₹1,23,456.50', b: '₹1,000', c: '₹0.99', d: '₹1,00,00,000' });
    });
  });
});
