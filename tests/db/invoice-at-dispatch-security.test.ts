/*
 * The tax invoice at dispatch on a real PostgreSQL 15 (npm run test:db;
 * supabase/migrations/20261202100600_invoice_at_dispatch.sql): placing takes no number; the admin's
 * advance_order to Shipped takes the next of the financial year, dated that India day, and nobody
 * else numbers an order; an order numbered at placing before keeps its number; and every
 * cancellation (the shopper's, the admin's, the hold job's) gives the order's promotion use back.
 * Each case is rolled back.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals } from '../../src/domain/orders/order-totals';
import { requestFor } from '../adapters/order-book.contract';
import { admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Actor, type Db } from './support/database';
import { PLACE_ORDER_WITH_CODE, actAs, placeArgumentsWithCode } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const SHIP = `select public.advance_order($1, 'Shipped', 'Delhivery', 'DLV-1234567890') as r`;
const TWO_TEES = [{ productId: 1, size: 'M' as const, quantity: 2, unitPrice: 49_900 }];

/** `actor` places two tees (with `code`, 10% off, when given); back to `then`. Its number. */
async function orderOf(db: Db, actor: Actor, then: Actor, { code, payment = 'cod' }: { code?: string; payment?: 'cod' | 'upi' } = {}): Promise<string> {
  await actAs(db, actor);
  const request = { ...requestFor(TWO_TEES, { payment, total: orderTotals(TWO_TEES, 'standard', code ? 9_980 : 0).total }), promotionCode: code };
  const { rows } = await db.query<{ result: { kind: string; order: { number: string } } }>(PLACE_ORDER_WITH_CODE, placeArgumentsWithCode(request));
  expect(rows[0]!.result.kind).toBe('placed');
  await actAs(db, then);
  return rows[0]!.result.order.number;
}

/** What the orders table keeps of the invoice of order `number` (read as the superuser; back to `then`). */
async function invoiceRow(db: Db, number: string, then: Actor): Promise<{ invoice_number: string | null; invoice_date: string | null }> {
  await asSuperuser(db);
  const { rows } = await db.query(`select invoice_number, to_char(invoice_date, 'YYYY-MM-DD') as invoice_date from public.orders where number = $1`, [number]);
  await actAs(db, then);
  return rows[0];
}

async function counted(db: Db, then: Actor): Promise<number> {
  await asSuperuser(db);
  const { rows } = await db.query('select coalesce(sum(last_number), 0)::int as n from public.invoice_counters');
  await actAs(db, then);
  return rows[0].n;
}

async function ship(db: Db, number: string): Promise<{ kind: string; order: { invoice?: { number: string; date: string }; seller?: unknown } }> {
  return (await db.query(SHIP, [number])).rows[0].r;
}

/** Today in India and its financial year, as the database counts them (read as the superuser; back to `then`). */
async function today(db: Db, then: Actor): Promise<{ day: string; year: string }> {
  await asSuperuser(db);
  const { rows } = await db.query(`select to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, public.financial_year_of(now()) as year`);
  await actAs(db, then);
  return rows[0];
}

describe('the invoice number: taken when the order ships, by the admin alone', () => {
  it('placing takes none: no number, no date, no count, and the order’s JSON has no invoice', async () => {
    await as(client, shopper, async (db) => {
      const before = await counted(db, shopper);
      const number = await orderOf(db, shopper, shopper);
      expect(await invoiceRow(db, number, shopper)).toEqual({ invoice_number: null, invoice_date: null });
      expect(await counted(db, shopper)).toBe(before);
      expect((await db.query('select public.my_order($1) as o', [number])).rows[0].o).not.toHaveProperty('invoice');
    });
  });

  it.each([
    ['ship their own order', SHIP, []],
    ['set its invoice number', `update public.orders set invoice_number = 'FZ/26-27/000001', invoice_date = current_date where number = $1`, []],
    ['count an invoice', `insert into public.invoice_counters values ('26-27', 1)`, null],
  ] as const)('a shopper may not %s (42501): the order stays unnumbered', async (_what, statement, args) => {
    await as(client, shopper, async (db) => {
      const number = await orderOf(db, shopper, shopper);
      expect((await attempt(db, statement, args === null ? [] : [number, ...args])).code).toBe('42501');
      expect(await invoiceRow(db, number, shopper)).toEqual({ invoice_number: null, invoice_date: null });
    });
  });

  it('anon may not ship an order (42501)', async () => {
    await as(client, anon, async (db) => {
      const number = await orderOf(db, shopper, anon);
      expect((await attempt(db, SHIP, [number])).code).toBe('42501');
      expect(await invoiceRow(db, number, anon)).toEqual({ invoice_number: null, invoice_date: null });
    });
  });

  it('the admin shipping issues the next number of the year, dated today in India; cancelled orders leave no hole; moving on keeps it', async () => {
    await as(client, admin, async (db) => {
      const first = await orderOf(db, shopper, admin);
      const cancelled = await orderOf(db, otherShopper, admin);
      const second = await orderOf(db, shopper, admin);
      expect((await db.query('select public.admin_cancel_order($1, $2) as r', [cancelled, 'Out of stock'])).rows[0].r).toMatchObject({ kind: 'cancelled' });
      const { day, year } = await today(db, admin);
      const one = (await ship(db, first)).order.invoice!;
      const two = (await ship(db, second)).order.invoice!;
      expect(one.number).toMatch(new RegExp(`^FZ/${year}/\\d{6}$`));
      expect(one.date).toBe(day);
      expect(Number(two.number.slice(9))).toBe(Number(one.number.slice(9)) + 1);
      expect(await invoiceRow(db, first, admin)).toEqual({ invoice_number: one.number, invoice_date: day });
      expect((await db.query(`select public.advance_order($1, 'In Transit') as r`, [first])).rows[0].r).toMatchObject({ order: { invoice: one } });
      expect(await invoiceRow(db, cancelled, admin)).toEqual({ invoice_number: null, invoice_date: null });
    });
  });

  it('an order numbered at placing, before invoices waited for dispatch, keeps its number when it ships, dated the day it was placed', async () => {
    await as(client, admin, async (db) => {
      const number = await orderOf(db, shopper, admin);
      await asSuperuser(db);
      await db.query(`update public.orders set invoice_number = 'FZ/25-26/000777', placed_at = '2026-03-20T10:00:00+05:30' where number = $1`, [number]);
      const before = await counted(db, admin);
      expect((await ship(db, number)).order.invoice).toEqual({ number: 'FZ/25-26/000777', date: '2026-03-20' });
      expect(await counted(db, admin)).toBe(before);
    });
  });
});

describe('the invoice names the seller the settings name when it ships (20261202100900_invoice_seller_at_dispatch.sql)', () => {
  const legalNameOf = async (db: Db, number: string) =>
    (await db.query(`select seller ->> 'legalName' as name from public.orders where number = $1`, [number])).rows[0].name;

  it('shipping stamps the settings’ seller; an issued invoice keeps it, whoever writes; an order numbered at placing keeps its own', async () => {
    await as(client, admin, async (db) => {
      const number = await orderOf(db, shopper, admin);
      const numberedAtPlacing = await orderOf(db, shopper, admin);
      await asSuperuser(db);
      await db.query(`update public.orders set invoice_number = 'FZ/25-26/000778' where number = $1`, [numberedAtPlacing]);
      await db.query(`update public.store_settings set legal_name = 'Style Hub Pvt. Ltd.'`);
      // Not shipped yet: the seller it was placed under.
      expect(await legalNameOf(db, number)).toBe('Fashion Zone Retail Pvt. Ltd.');
      await actAs(db, admin);
      expect((await ship(db, number)).order.seller).toMatchObject({ legalName: 'Style Hub Pvt. Ltd.', gstin: '29AABCF1234K1ZP' });
      expect((await ship(db, numberedAtPlacing)).order.seller).toMatchObject({ legalName: 'Fashion Zone Retail Pvt. Ltd.' });
      await asSuperuser(db);
      await db.query(`update public.store_settings set legal_name = 'Renamed Again Ltd.'`);
      await actAs(db, admin);
      expect((await db.query(`select public.advance_order($1, 'In Transit') as r`, [number])).rows[0].r.order.seller).toMatchObject({ legalName: 'Style Hub Pvt. Ltd.' });
      await asSuperuser(db);
      expect((await attempt(db, `update public.orders set seller = '{}'::jsonb where number = $1`, [number])).code).toBe('42501');
      expect(await legalNameOf(db, number)).toBe('Style Hub Pvt. Ltd.');
    });
  });
});

describe('a cancellation gives the promotion use back', () => {
  const usesOf = async (db: Db, number: string, then: Actor) => {
    await asSuperuser(db);
    const { rows } = await db.query('select count(*)::int as n from public.promotion_uses u join public.orders o on o.id = u.order_id where o.number = $1', [number]);
    await actAs(db, then);
    return rows[0].n;
  };
  const withFestive = async (db: Db) => {
    await asSuperuser(db);
    await db.query(`insert into public.promotions (code, title, off_kind, percent_off, valid_from, state) values ('FESTIVE10', 'Festive', 'percent', 10, '2020-01-01', 'active')`);
  };

  it.each([
    ['the shopper cancels it', shopper, (db: Db, number: string) => db.query('select public.cancel_order($1, $2)', [number, 'Ordered by mistake'])],
    ['the admin cancels it', admin, (db: Db, number: string) => db.query('select public.admin_cancel_order($1, $2)', [number, 'Out of stock'])],
    [
      'its UPI hold runs out (the job)',
      shopper,
      async (db: Db, number: string) => {
        await asSuperuser(db);
        await db.query(`update public.orders set placed_at = placed_at - interval '2 hours' where number = $1`, [number]);
        return db.query('select public.release_expired_holds()');
      },
    ],
  ] as const)('when %s', async (_what, canceller, cancel) => {
    await as(client, canceller, async (db) => {
      await withFestive(db);
      const number = await orderOf(db, shopper, canceller, { code: 'FESTIVE10', payment: 'upi' });
      expect(await usesOf(db, number, canceller)).toBe(1);
      await cancel(db, number);
      await asSuperuser(db);
      expect((await db.query('select status from public.orders where number = $1', [number])).rows[0].status).toBe('Cancelled');
      expect(await usesOf(db, number, canceller)).toBe(0);
    });
  });
});
