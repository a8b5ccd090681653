/*
 * The invoice's line figures kept when an order is written (invoice_line_figures,
 * 20261202101100_sales_summary_from_stored_figures.sql), which sales_summary and the export read:
 * the migration figures the orders placed before it; an order's figures follow its lines, discount
 * and status, and its tax split its seller; a change of rate table figures every order again; only
 * the triggers write them. Each case against the domain (salesSummary, the invoice cases' lines),
 * on the API database under the catalogue's lock that every file writing orders holds.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OwnedOrder } from '../../src/domain/orders/order';
import type { ReportRange } from '../../src/domain/reports/report-range';
import { salesSummary } from '../../src/domain/reports/sales-summary';
import { invoiceSeller } from '../../src/domain/orders/invoice-seller';
import { SHOP_IDENTITY } from '../../src/domain/orders/shop-identity';
import { OFFICE, PARENTS } from '../support/addresses';
import { INVOICE_TAX_CASES, invoiceTaxOrder } from '../support/invoice-tax-cases';
import { reportOrder } from '../support/report-orders';
import { lockCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { SHOPPER_ID, admin, anon, as, asSuperuser, attempt, serviceRole, shopper, type Db } from './support/database';
import { emptyOrders } from './support/figure-orders';
import { connectToApiDatabase } from './support/postgrest';
import { insertReportOrders } from './support/report-orders';

const MIGRATION = 'supabase/migrations/20261202101100_sales_summary_from_stored_figures.sql';
/** Every case's day, 2016 to November 2026. */
const ALL_TIME: ReportRange = { from: '2016-01-01', to: '2026-12-31' };
const NOVEMBER: ReportRange = { from: '2026-11-01', to: '2026-11-30' };
const FIRST_CASE = 1;

const tee = { productId: 1, category: 'tshirts', unitPrice: 49_900, title: 'Classic Tee' } as const;
const coat = { productId: 2, category: 'outerwear', unitPrice: 499_900, title: 'Wool Coat' } as const;
const socks = { productId: 4, category: 'accessories', unitPrice: 33_333, title: 'Socks, 3 pairs' } as const;
const noon = (day: number) => Date.parse(`2026-11-${String(day).padStart(2, '0')}T12:00:00+05:30`);

/** The invoice cases (sellers in Karnataka and Maharashtra), and orders of every status around them. */
function casesAndOrders(): OwnedOrder[] {
  const cases = INVOICE_TAX_CASES.map((c, index) => invoiceTaxOrder(c, FIRST_CASE + index, SHOPPER_ID));
  const more = [
    reportOrder({ sequence: 101, placedAt: noon(3), lines: [coat, { ...socks, quantity: 2 }], address: OFFICE, discount: 33_337, option: 'express', status: 'Delivered' }),
    reportOrder({ sequence: 102, placedAt: noon(4), lines: [tee, coat], status: 'Cancelled', discount: 5_000, option: 'express' }),
    reportOrder({ sequence: 103, placedAt: noon(5), lines: [{ ...tee, quantity: 3 }, socks], address: PARENTS, discount: 10_001, status: 'Shipped' }),
    reportOrder({ sequence: 104, placedAt: noon(6), lines: [coat, tee], discount: 7_000, option: 'express' }),
  ];
  return [...cases, ...more.map((order) => ({ ...order, owner: SHOPPER_ID }))];
}

/** As a book lists them: newest first, the higher number first in one millisecond. */
const listed = (orders: readonly OwnedOrder[]) => [...orders].sort((a, b) => b.placedAt - a.placedAt || b.number.localeCompare(a.number));
const idOf = (order: OwnedOrder) => Number(order.number.slice(2));

/** `orders` written as they are, each with the seller it keeps, past the trigger that stamps the settings'. */
async function seed(db: Db, orders: readonly OwnedOrder[]): Promise<void> {
  await emptyOrders(db);
  await insertReportOrders(db, orders);
  await db.query(`set local session_replication_role = replica`);
  for (const order of orders) if (order.seller) await db.query(`update public.orders set seller = $2 where id = $1`, [idOf(order), order.seller]);
  await db.query(`set local session_replication_role = origin`);
}

/** sales_summary as the admin asks it (the range is the adapter's to add), inside the case's transaction; back to the superuser after. */
async function summary(db: Db, range: ReportRange): Promise<unknown> {
  await db.query('set local role authenticated');
  const { rows } = await db.query(`select public.sales_summary($1, $2) as r`, [range.from, range.to]);
  await asSuperuser(db);
  return { ...rows[0].r, range };
}

/** Each invoice case's lines as report_invoice_lines answers them: [discount, amount, rate, taxable, CGST, SGST, IGST]. */
async function caseLines(db: Db): Promise<number[][][]> {
  const { rows } = await db.query<{ order_id: string; line: string[] }>(
    `select l.order_id, array[l.discount, l.amount, l.rate_percent, l.taxable, l.cgst, l.sgst, l.igst]::bigint[] as line
       from public.report_invoice_lines('2000-01-01', '2100-01-01', null, null, null, true) as l
      where l.order_id between $1 and $2 order by l.order_id, l.line_row`,
    [FIRST_CASE, FIRST_CASE + INVOICE_TAX_CASES.length - 1],
  );
  return INVOICE_TAX_CASES.map((_c, index) => rows.filter((row) => Number(row.order_id) === FIRST_CASE + index).map((row) => row.line.map(Number)));
}
const expectedCaseLines = () => INVOICE_TAX_CASES.map((c) => c.expected.map((line) => [...line]));

/** The migration's own statement that figures the orders placed before it. */
function backfill(): string {
  const statement = /-- The orders placed before this migration\.\n(select [^;]+;)/.exec(readFileSync(MIGRATION, 'utf8'))?.[1];
  if (!statement) throw new Error(`${MIGRATION} no longer figures the orders placed before it`);
  return statement;
}

let db: pg.Client;
beforeAll(async () => {
  db = await connectToApiDatabase();
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(() => unlockCatalogue(db));

describe('invoice_line_figures: the invoice’s figures kept when an order is written', () => {
  it('are worked out for the orders placed before the migration, as the summary and the invoice cases have them', async () => {
    await as(db, admin, async (tx) => {
      await asSuperuser(tx);
      const orders = casesAndOrders();
      await seed(tx, orders);
      // Before the migration no order had figures: its summary counts the orders and finds no line.
      await tx.query('delete from public.invoice_line_figures');
      expect(await summary(tx, ALL_TIME)).toMatchObject({ orders: orders.length, topProducts: [], taxByRate: [] });

      await tx.query(backfill());
      expect(await summary(tx, ALL_TIME)).toEqual(salesSummary(listed(orders), ALL_TIME));
      expect(await summary(tx, NOVEMBER)).toEqual(salesSummary(listed(orders), NOVEMBER));
      expect(await caseLines(tx)).toEqual(expectedCaseLines());
    });
  });

  it('follow an order’s lines, discount and status, and its tax the seller it ships under', async () => {
    await as(db, admin, async (tx) => {
      await asSuperuser(tx);
      const orders = casesAndOrders();
      await seed(tx, orders);
      expect(await summary(tx, ALL_TIME)).toEqual(salesSummary(listed(orders), ALL_TIME));

      // Delivered, now cancelled; a discount taken back, and shipped by a seller in Maharashtra; a line taken off.
      const changes: OwnedOrder[] = [
        reportOrder({ sequence: 101, placedAt: noon(3), lines: [coat, { ...socks, quantity: 2 }], address: OFFICE, discount: 33_337, option: 'express', status: 'Cancelled' }),
        { ...reportOrder({ sequence: 103, placedAt: noon(5), lines: [{ ...tee, quantity: 3 }, socks], address: PARENTS, status: 'Shipped' }), seller: { ...invoiceSeller(SHOP_IDENTITY), state: 'Maharashtra' } },
        reportOrder({ sequence: 104, placedAt: noon(6), lines: [coat], discount: 7_000, option: 'express' }),
      ];
      const changed = new Map(changes.map((order) => [idOf(order), { ...order, owner: SHOPPER_ID }]));
      for (const order of changed.values()) {
        const t = order.totals;
        await tx.query(`update public.orders set status = $2, payment_state = $3, subtotal = $4, delivery_fee = $5, discount = $6, total = $7 where id = $1`, [
          idOf(order), order.status, order.payment.state, t.subtotal, t.delivery, t.discount, t.total,
        ]);
        await tx.query(`delete from public.order_lines where order_id = $1 and position >= $2`, [idOf(order), order.lines.length]);
      }
      // The seller stamped at dispatch (20261202100900), past the trigger that stamps the settings'.
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(`update public.orders set seller = jsonb_set(seller, '{state}', '"Maharashtra"') where id = 103`);
      await tx.query(`set local session_replication_role = origin`);

      const now = orders.map((order) => changed.get(idOf(order)) ?? order);
      expect(await summary(tx, ALL_TIME)).toEqual(salesSummary(listed(now), ALL_TIME));
      expect(await summary(tx, NOVEMBER)).toEqual(salesSummary(listed(now), NOVEMBER));
    });
  });

  it('are worked out again for every order when a rate table changes', async () => {
    await as(db, admin, async (tx) => {
      await asSuperuser(tx);
      await seed(tx, casesAndOrders());
      await tx.query(`update public.gst_rate_tables set high_rate = 28 where from_day = '2025-09-22'`);
      const lines = await caseLines(tx);
      // The band's limit case (22 Sep 2025): its second line and the delivery at the new high rate.
      expect(lines[1]!.map((line) => line[2])).toEqual([5, 28, 28]);
      await tx.query(`update public.gst_rate_tables set high_rate = 18 where from_day = '2025-09-22'`);
      expect(await caseLines(tx)).toEqual(expectedCaseLines());
    });
  });
});

describe('invoice_line_figures: the triggers’ alone', () => {
  it.each([anon, shopper, admin])('$label may neither read nor write them, nor work them out (42501)', async (actor) => {
    await as(db, actor, async (tx) => {
      expect((await attempt(tx, `select * from public.invoice_line_figures`)).code).toBe('42501');
      expect((await attempt(tx, `delete from public.invoice_line_figures`)).code).toBe('42501');
      expect((await attempt(tx, `select public.figure_invoice_lines(array[1::bigint])`)).code).toBe('42501');
    });
  });

  it('the service role reads them and writes none (42501)', async () => {
    await as(db, serviceRole, async (tx) => {
      expect((await attempt(tx, `select count(*) from public.invoice_line_figures`)).code).toBeUndefined();
      expect((await attempt(tx, `delete from public.invoice_line_figures`)).code).toBe('42501');
      expect((await attempt(tx, `update public.invoice_line_figures set amount = 0`)).code).toBe('42501');
      expect((await attempt(tx, `insert into public.invoice_line_figures (order_id, line_row, placed_at, quantity, unit_price, amount, rate_percent, taxable) values (1, 50, now(), 1, 1, 1, 5, 1)`)).code).toBe('42501');
      expect((await attempt(tx, `select public.figure_invoice_lines(array[1::bigint])`)).code).toBe('42501');
    });
  });
});
