/*
 * Issue 37 on a real PostgreSQL 15 (npm run test:db), as a hostile client would call the functions:
 * a refund only of money received (mark_refunded refuses a payment never confirmed, for anon, a
 * shopper, another shopper, an admin at aal1 and the admin alike), and place_order's named refusal
 * ('invalid', with the domain's words) of every malformed request value, never a database error,
 * with nothing changed. Beside orders-security.test.ts, which is over 300 lines already.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { requestProblem, type OrderRequest } from '../../src/domain/orders/order-request';
import { requestFor } from '../adapters/order-book.contract';
import { BAD_QUANTITY, MALFORMED_LINE_FIELDS, MALFORMED_REQUESTS, forged, forgedLine } from '../support/malformed-order-requests';
import { ADMIN_ID, admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Actor, type Db } from './support/database.ts';
import { PLACE_ORDER, actAs, placeArguments } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const TEE = 1;
const tee = { productId: TEE, size: 'M' as const, quantity: 1, unitPrice: 49_900 };
const REFERENCE = '412345678901';
const REFUND = 'select public.mark_refunded($1) as r';

async function placeAs(db: Db, actor: Actor, then: Actor, payment: 'cod' | 'upi' = 'upi'): Promise<string> {
  await actAs(db, actor);
  const { rows } = await db.query<{ result: { order: { number: string } } }>(PLACE_ORDER, placeArguments(requestFor([tee], { payment })));
  await actAs(db, then);
  return rows[0]!.result.order.number;
}

async function state(db: Db, then: Actor): Promise<{ orders: number; stock: number; payments: string[] }> {
  await asSuperuser(db);
  const orders = (await db.query<{ n: number }>('select count(*)::int as n from public.orders')).rows[0]!.n;
  const stock = (await db.query<{ s: number }>('select stock_quantity as s from public.products where id = $1', [TEE])).rows[0]!.s;
  const payments = (await db.query<{ p: string }>('select payment_state as p from public.orders order by id')).rows.map((row) => row.p);
  await actAs(db, then);
  return { orders, stock, payments };
}

describe('refunds only of money received', () => {
  it('a UPI order cancelled by its shopper before the payment was confirmed is void, and the admin may not mark it refunded', async () => {
    await as(client, admin, async (db) => {
      const number = await placeAs(db, shopper, shopper);
      const cancelled = (await db.query('select public.cancel_order($1, $2) as r', [number, 'Ordered by mistake'])).rows[0].r;
      expect(cancelled).toMatchObject({ kind: 'cancelled', order: { payment: { method: 'upi', state: 'void' } } });
      await actAs(db, admin);
      expect((await db.query(REFUND, [number])).rows[0].r).toEqual({ kind: 'refused', reason: 'This order is not owed a refund.' });
      expect((await state(db, admin)).payments).toEqual(['void']);
    });
  });

  it('an order kept owing a refund of money never received is made void by the migration’s rule, and mark_refunded refuses it by name', async () => {
    await as(client, admin, async (db) => {
      const number = await placeAs(db, shopper, admin);
      await asSuperuser(db);
      // As an order cancelled before this migration was kept: refund-due with no reference.
      await db.query(`update public.orders set status = 'Cancelled', payment_state = 'refund-due' where number = $1`, [number]);
      await actAs(db, admin);
      expect((await db.query(REFUND, [number])).rows[0].r).toEqual({ kind: 'refused', reason: 'No payment was received for this order: there is nothing to refund.' });
      expect((await state(db, admin)).payments).toEqual(['refund-due']);
    });
  });

  it.each([
    ['anon', anon],
    ['the shopper whose order it is', shopper],
    ['another shopper', otherShopper],
  ])('%s may not mark a refund paid (42501), received or not', async (_who, actor) => {
    await as(client, actor, async (db) => {
      const number = await placeAs(db, shopper, admin);
      await db.query('select public.confirm_upi_payment($1, $2)', [number, REFERENCE]);
      await db.query('select public.admin_cancel_order($1, $2)', [number, 'Out of stock']);
      await actAs(db, actor);
      expect((await attempt(db, REFUND, [number])).code).toBe('42501');
      expect((await state(db, actor)).payments).toEqual(['refund-due']);
    });
  });

  it('an admin with a second factor at aal1 may not mark a refund paid (42501); at aal2, only a payment received', async () => {
    await as(client, admin, async (db) => {
      const received = await placeAs(db, shopper, admin);
      const never = await placeAs(db, otherShopper, admin);
      await db.query('select public.confirm_upi_payment($1, $2)', [received, REFERENCE]);
      for (const number of [received, never]) await db.query('select public.admin_cancel_order($1, $2)', [number, 'Out of stock']);
      await asSuperuser(db);
      await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, 'totp', 'verified')`, [ADMIN_ID]);
      const asAdminAt = (aal: string) => db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID, aal })]);
      await asAdminAt('aal1');
      await db.query('set local role authenticated');
      expect((await attempt(db, REFUND, [received])).code).toBe('42501');
      await asAdminAt('aal2');
      expect((await db.query(REFUND, [never])).rows[0].r).toEqual({ kind: 'refused', reason: 'This order is not owed a refund.' });
      expect((await db.query(REFUND, [received])).rows[0].r).toMatchObject({ kind: 'settled', order: { payment: { state: 'refunded', upiReference: REFERENCE } } });
    });
  });
});

describe('place_order: a named refusal of every malformed value, nothing changed', () => {
  const refuses = async (db: Db, args: unknown[], reason: string) => {
    const before = await state(db, shopper);
    const tried = await attempt(db, PLACE_ORDER, args);
    expect(tried.code).toBeUndefined();
    expect(tried.rows[0]!.result).toEqual({ kind: 'invalid', reason });
    expect(await state(db, shopper)).toEqual(before);
  };
  const withLines = (linesJson: string) => {
    const args = placeArguments(requestFor([tee], { total: 49_900 }));
    args[1] = linesJson;
    return args;
  };

  it.each([
    ['2.0', '2.0'],
    ['1.0e0 written with a point', '10.0e-1'],
    ['2.50e0', '2.50e0'],
    ['1e3', '1e3'],
    ['-0.0', '-0.0'],
  ])('refuses a quantity written %s (the cast it once failed, 22P02) by name', async (_what, written) => {
    await as(client, shopper, async (db) => {
      await refuses(db, withLines(`[{"productId": 1, "size": "M", "quantity": ${written}, "unitPrice": 49900}]`), BAD_QUANTITY);
    });
  });

  it.each(MALFORMED_LINE_FIELDS)('refuses %s by name, as the domain does', async (_what, change, reason) => {
    await as(client, shopper, async (db) => {
      await refuses(db, placeArguments(requestFor([forgedLine(tee, change)], { total: 49_900 })), reason);
    });
  });

  it.each(MALFORMED_REQUESTS)('refuses %s by name, as the domain does', async (_what, change, reason) => {
    await as(client, shopper, async (db) => {
      await refuses(db, placeArguments(forged(requestFor([tee]), change)), reason);
    });
  });

  // Any JSON a client can send (JSON.stringify of fast-check's values: PostgreSQL's text holds no NUL,
  // which its own JSON reader refuses before any function runs), lines sometimes nearly right.
  const noNul = (value: unknown) => !JSON.stringify(value ?? null).includes('\\u0000');
  const json = fc.jsonValue({ stringUnit: 'grapheme' }).filter(noNul);
  const anyField = <T>(right: fc.Arbitrary<T>) => fc.oneof(right, json);
  const anyLine = fc.oneof(
    json,
    fc.record(
      { productId: anyField(fc.integer({ min: 1, max: 3 })), size: anyField(fc.constantFrom('S', 'M', 'L')), quantity: anyField(fc.integer({ min: 0, max: 11 })), unitPrice: anyField(fc.constant(49_900)) },
      { requiredKeys: [] },
    ),
  );
  const text = fc.oneof(fc.constant(null), fc.string({ unit: 'grapheme', maxLength: 70 }).filter(noNul), fc.constantFrom('standard', 'cod', 'upi'));

  it('answers arbitrary JSON with its validation’s words, as the domain’s requestProblem, and never a database error', async () => {
    await as(client, shopper, async (db) => {
      const before = await state(db, shopper);
      await fc.assert(
        fc.asyncProperty(fc.oneof(json, fc.array(anyLine, { maxLength: 55 })), text, text, text, async (lines, key, option, method) => {
          const request = forged(requestFor([tee]), { lines, idempotencyKey: key, deliveryOption: option, paymentMethod: method }) as OrderRequest;
          const tried = await attempt(db, PLACE_ORDER, placeArguments(request));
          expect(tried.code).toBeUndefined();
          const answer = tried.rows[0]!.result as { kind: string; reason?: string };
          const problem = requestProblem(request);
          if (problem) expect(answer).toEqual({ kind: 'invalid', reason: problem });
          else expect(['placed', 'refused', 'invalid']).toContain(answer.kind);
        }),
        { numRuns: 300 },
      );
      const after = await state(db, shopper);
      // Whatever was placed took one tee at most per order; nothing else moved.
      expect(after.stock).toBeLessThanOrEqual(before.stock);
    });
  });
});
