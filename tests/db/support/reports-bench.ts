import { mkdirSync, writeFileSync } from 'node:fs';
import type pg from 'pg';
import { afterAll, bench, describe } from 'vitest';
import { SupabaseSalesReports } from '../../../src/adapters/supabase/supabase-sales-reports';
import { EXPORT_PAGE_LINES } from '../../../src/application/admin/reports-service';
import { indiaDate } from '../../../src/domain/orders/india-time';
import type { ReportRange } from '../../../src/domain/reports/report-range';
import { ADMIN_ID, admin } from './database';
import { connectToApiDatabase, supabaseAs } from './postgrest';

// The Reports section's questions over the dashboard bench's orders (dashboard-bench.ts: `orders`
// placed over a year, so a calendar month holds about a twelfth of them), with two lines each of
// every category and both rate bands, a discount on every fourth order and every third delivered
// to another state: a month's summary (sales_summary) and one page of its export
// (sales_report_lines, EXPORT_PAGE_LINES lines), through supabase-js and PostgREST as the screen
// asks them, their database time and answer size noted as the dashboard's are. Called by the
// dashboard's bench files after dashboardBench, which has filled the orders and holds their lock
// until its afterAll empties them.

type Answer = { bytes: number; databaseMs: number };

/** Last month, India days: a whole month of the year of orders. */
function lastMonth(now: number): ReportRange {
  const firstOfThis = `${indiaDate(now).slice(0, 8)}01`;
  const lastDay = new Date(Date.parse(`${firstOfThis}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
}

export async function reportsBench(orders: number): Promise<void> {
  const size = orders.toLocaleString('en');
  const db = await connectToApiDatabase();
  afterAll(() => db.end());
  await seedLines(db);
  const month = lastMonth(Date.now());
  const answers: Record<string, Answer> = {};
  answers[`report summary, a month, ${size} orders`] = await inDatabase(db, `public.sales_summary('${month.from}', '${month.to}')`);
  answers[`report export page, a month, ${size} orders`] = await inDatabase(db, `public.sales_report_lines('${month.from}', '${month.to}', null, ${EXPORT_PAGE_LINES})`);
  mkdirSync('reports/db-bench-answers', { recursive: true });
  writeFileSync(`reports/db-bench-answers/reports-${orders}.json`, JSON.stringify(answers, null, 2));

  const reports = new SupabaseSalesReports(supabaseAs(admin));
  describe(`admin reports over ${size} orders in PostgreSQL`, () => {
    bench(
      `report summary, a month, ${size} orders`,
      async () => {
        if ((await reports.summary(month)).orders === 0) throw new Error('nothing summed');
      },
      { time: 1000, warmupTime: 200 },
    );
    bench(
      `report export page, a month, ${size} orders`,
      async () => {
        if ((await reports.orderLines(month, undefined, EXPORT_PAGE_LINES)).lines.length !== EXPORT_PAGE_LINES) throw new Error('page missing');
      },
      { time: 1000, warmupTime: 200 },
    );
  });
}

/** Two lines an order (replacing any), a discount on every fourth, every third to Tamil Nadu. */
async function seedLines(db: pg.ClientBase): Promise<void> {
  await db.query('delete from public.order_lines');
  await db.query(
    `insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
     select o.id, p, 1 + (o.id * 7 + p * 13) % 1000, 'Bench Product ' || (1 + (o.id * 7 + p * 13) % 1000), '/images/tshirt.jpg',
            (array['tshirts', 'dresses', 'jeans', 'hoodies', 'kids', 'shirts', 'outerwear', 'activewear', 'accessories'])[1 + (o.id + p) % 9],
            (array['S', 'M', 'L', 'XL'])[1 + (o.id + p) % 4], 1 + (o.id + p) % 3, 29900 + ((o.id * 31 + p * 17) % 400) * 1000, 499900
       from public.orders o, generate_series(0, 1) as p`,
  );
  await db.query(
    `update public.orders set discount = case when id % 4 = 0 then 5000 else 0 end, total = subtotal + delivery_fee - case when id % 4 = 0 then 5000 else 0 end,
                              state = case when id % 3 = 0 then 'Tamil Nadu' else state end
      where id % 4 = 0 or id % 3 = 0`,
  );
  await db.query('vacuum analyze public.orders, public.order_lines, public.invoice_line_figures');
}

/** `call` as the admin in the database: its time there and its answer's size, the transfer left out. */
async function inDatabase(db: pg.ClientBase, call: string): Promise<Answer> {
  await db.query('begin');
  try {
    await db.query('set local role authenticated');
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID })]);
    const started = performance.now();
    const { rows } = await db.query<{ bytes: number }>(`select octet_length((${call})::text) as bytes`);
    return { bytes: rows[0]!.bytes, databaseMs: performance.now() - started };
  } finally {
    await db.query('rollback');
  }
}
