/*
 * The reports' SQL on a real PostgreSQL 15 (npm run test:db): report_invoice_lines passes the same
 * table of invoice cases as the domain's taxInvoice, its rate table is GST_RATES; sales_summary and
 * sales_report_lines answer the admin alone, at aal2 when the admin has a second factor
 * (require_admin): anon, a shopper, the service role and an admin at aal1 are refused (42501); a
 * range or page that is not one is refused (22023), even to the admin; nobody calls the line
 * arithmetic itself or reads its rate table.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_RATES } from '../../src/domain/orders/gst';
import { INVOICE_TAX_CASES, invoiceTaxOrder } from '../support/invoice-tax-cases';
import { ADMIN_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, serviceRole, shopper, type Db } from './support/database';
import { insertReportOrders } from './support/report-orders';

const SUMMARY = `select public.sales_summary($1, $2) as r`;
const LINES = `select public.sales_report_lines($1, $2, $3, $4) as r`;
const FIRST_CASE = 900_001;

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

describe('report_invoice_lines: the invoice’s arithmetic in SQL', () => {
  it('passes the domain’s table of cases', async () => {
    await as(client, admin, async (db) => {
      await asSuperuser(db);
      const orders = INVOICE_TAX_CASES.map((c, index) => invoiceTaxOrder(c, FIRST_CASE + index, SHOPPER_ID));
      await insertReportOrders(db, orders);
      // The seller each case keeps (the insert stamped the settings'), past the trigger that keeps it.
      await db.query(`set local session_replication_role = replica`);
      for (const order of orders) await db.query(`update public.orders set seller = $2 where id = $1`, [Number(order.number.slice(2)), order.seller]);
      await db.query(`set local session_replication_role = origin`);
      const { rows } = await db.query<{ order_id: string; line: number[] }>(
        `select l.order_id, array[l.discount, l.amount, l.rate_percent, l.taxable, l.cgst, l.sgst, l.igst]::bigint[] as line
           from public.report_invoice_lines('2000-01-01', '2100-01-01', null, null, null, true) as l
          where l.order_id >= $1 order by l.order_id, l.line_row`,
        [FIRST_CASE],
      );
      const byCase = INVOICE_TAX_CASES.map((_c, index) => rows.filter((row) => Number(row.order_id) === FIRST_CASE + index).map((row) => row.line.map(Number)));
      expect(byCase).toEqual(INVOICE_TAX_CASES.map((c) => c.expected.map((line) => [...line])));
    });
  });

  it('taxes by the domain’s rate table (GST_RATES)', async () => {
    const { rows } = await client.query(`select to_char(from_day, 'YYYY-MM-DD') as "from", low_rate, high_rate, band_limit from public.gst_rate_tables order by from_day`);
    expect(rows.map((r) => ({ from: r.from, lowRatePercent: r.low_rate, highRatePercent: r.high_rate, bandLimitRupees: Number(r.band_limit) / 100 }))).toEqual([...GST_RATES]);
  });

  it.each([anon, shopper, admin])('is not for $label to call, nor the rate table to read (42501)', async (actor) => {
    await as(client, actor, async (db) => {
      expect((await attempt(db, `select * from public.report_invoice_lines(now(), now(), null, null, null, true)`)).code).toBe('42501');
      expect((await attempt(db, `select * from public.gst_rate_tables`)).code).toBe('42501');
    });
  });
});

describe('sales_summary and sales_report_lines: the admin’s alone', () => {
  const range = ['2026-11-01', '2026-11-30'];

  it.each([
    ['anon', anon],
    ['a shopper', shopper],
    ['the service role', serviceRole],
  ])('%s may not read them (42501)', async (_who, actor) => {
    await as(client, actor, async (db) => {
      expect((await attempt(db, SUMMARY, range)).code).toBe('42501');
      expect((await attempt(db, LINES, [...range, null, 10])).code).toBe('42501');
    });
  });

  it('an admin with a second factor, signed in with the password alone (aal1), may not (42501)', async () => {
    await as(client, admin, async (db) => {
      await asAdminWithFactor(db, 'aal1');
      expect((await attempt(db, SUMMARY, range)).code).toBe('42501');
      expect((await attempt(db, LINES, [...range, null, 10])).code).toBe('42501');
    });
  });

  it('the same admin past the second factor (aal2) may, and the admin without one', async () => {
    await as(client, admin, async (db) => {
      expect((await db.query(SUMMARY, range)).rows[0].r).toMatchObject({ orders: expect.any(Number), taxTotals: expect.any(Object) });
      await asAdminWithFactor(db, 'aal2');
      expect((await db.query(SUMMARY, range)).rows[0].r).toMatchObject({ revenue: expect.any(Number) });
      expect((await db.query(LINES, [...range, null, 10])).rows[0].r).toMatchObject({ lines: expect.any(Array) });
    });
  });

  it('refuses a range that is not one, a page size out of 1 to 1,000 and a cursor it never gave (22023), even to the admin', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, SUMMARY, ['2026-11-30', '2026-11-01'])).code).toBe('22023');
      expect((await attempt(db, SUMMARY, [null, '2026-11-01'])).code).toBe('22023');
      expect((await attempt(db, LINES, ['2026-11-30', '2026-11-01', null, 10])).code).toBe('22023');
      for (const size of [0, 1001, null]) expect((await attempt(db, LINES, [...range, null, size])).code, `${size}`).toBe('22023');
      for (const cursor of [{}, { placedAt: '2026-11-02T00:00:00Z', order: 'FZ1', row: 0 }, { placedAt: 5, order: 1, row: 0 }, { placedAt: '2026-11-02T00:00:00Z', order: 1, row: 51 }]) {
        expect((await attempt(db, LINES, [...range, JSON.stringify(cursor), 10])).code, JSON.stringify(cursor)).toBe('22023');
      }
    });
  });
});
