import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, bench, describe } from 'vitest';
import { SupabaseOrderFigures } from '../../../src/adapters/supabase/supabase-order-figures';
import { RECENT_ACTIVITY_SHOWN } from '../../../src/domain/admin/activity';
import { seedAccounts } from './catalogue-fixture';
import { ADMIN_ID, admin } from './database';
import { deliveryAndPaymentsBench } from './delivery-and-payments-bench';
import { emptyOrders } from './figure-orders';
import { lockOrders, unlockOrders } from './orders-bench-lock';
import { connectToApiDatabase, supabaseAs } from './postgrest';

// The admin Dashboard's question (dashboard_figures) over `orders` orders, placed over
// a year by 5,000 shoppers, through supabase-js and PostgREST as the screen asks it, beside what the
// screen asked before: every order (EVERY_ORDER), timed once in the database. Each answer's size goes
// to reports/db-bench-answers/, checked by scripts/db-bench-report.mjs against budgets.json
// (dbBench.maxAnswerKiB) as the times are against the round trip. One size a file
// (tests/db/bench/dashboard-*.bench.ts): the orders are filled when the file is collected.
const SHOPPERS = 5_000;
const shopperId = (g: string) => `('00000000-0000-4000-9000-' || lpad((${g})::text, 12, '0'))::uuid`;

type Answer = { bytes: number; databaseMs: number };

// What all_orders() answered, by its last definition (20261126140000_shopper_sign_ins.sql), before
// it was dropped (20261202101000_no_order_book_dump.sql): every order's order_json with its owner,
// newest first. Asked as the database's owner, as the function (security definer) read the orders.
const EVERY_ORDER = `(select coalesce(jsonb_agg(public.order_json(o.id) || jsonb_build_object('owner', o.user_id) order by o.placed_at desc, o.id desc), '[]'::jsonb)
                      from public.orders o)`;

export async function dashboardBench(orders: number, { timeBefore }: { timeBefore: boolean }): Promise<void> {
  const size = orders.toLocaleString('en');
  const db = await connectToApiDatabase();
  await seedAccounts(db);
  await lockOrders(db);
  await seed(db, orders, { lines: timeBefore });
  const answers: Record<string, Answer> = {};
  answers[`dashboard figures, ${size} orders`] = await inDatabase(db, `public.dashboard_figures(${RECENT_ACTIVITY_SHOWN})`);
  if (timeBefore) answers[`before: every order (all_orders' query), ${size} orders`] = await inDatabase(db, EVERY_ORDER, { as: 'owner' });
  mkdirSync('reports/db-bench-answers', { recursive: true });
  writeFileSync(`reports/db-bench-answers/dashboard-${orders}.json`, JSON.stringify(answers, null, 2));
  // Delivery and Payment History over the same orders (delivery-and-payments-bench.ts), after the
  // dashboard's own measures: it completes the last week's orders first.
  const pages = await deliveryAndPaymentsBench(db, orders, inDatabase);
  writeFileSync(`reports/db-bench-answers/delivery-and-payments-${orders}.json`, JSON.stringify(pages, null, 2));

  const figures = new SupabaseOrderFigures(supabaseAs(admin));
  describe(`admin dashboard over ${size} orders in PostgreSQL`, () => {
    bench(
      `dashboard figures, ${size} orders`,
      async () => {
        const answer = await figures.dashboard(Date.now(), RECENT_ACTIVITY_SHOWN);
        if (answer.series.length !== 30 || answer.recentOrders.length !== RECENT_ACTIVITY_SHOWN) throw new Error('figures missing');
      },
      { time: 1000, warmupTime: 200 },
    );
  });

  afterAll(async () => {
    await emptyOrders(db);
    await db.query(`delete from auth.users where id between ${shopperId('1')} and ${shopperId(String(SHOPPERS))}`);
    await unlockOrders(db);
    await db.end();
  });
}

async function seed(db: Awaited<ReturnType<typeof connectToApiDatabase>>, orders: number, { lines }: { lines: boolean }): Promise<void> {
  await emptyOrders(db);
  await db.query(
    `insert into auth.users (id, email) select ${shopperId('g')}, 'bench-shopper-' || g || '@example.in'
       from generate_series(1, $1::integer) as g on conflict (id) do nothing`,
    [SHOPPERS],
  );
  // Newest first, one every year/orders; the last week's still on their way, a tenth cancelled.
  await db.query(
    `insert into public.orders (user_id, idempotency_key, placed_at, status, payment_method, payment_state, subtotal, delivery_fee, total,
                                full_name, mobile, email, line1, line2, city, state, pin_code, delivery_option, estimated_date, invoice_number)
     select ${shopperId(`1 + g % ${SHOPPERS}`)}, 'bench-figures-' || g, t.placed_at, t.status, 'cod',
            case when t.status = 'Cancelled' then 'void' else 'cod-due' end, 99800, 0, 99800,
            'Asha Rao', (9000000000 + g)::text, 'shopper' || g || '@example.in', g || ' MG Road', 'Ward 4', 'Bengaluru', 'Karnataka',
            '560001', 'standard', current_date + 3, 'FZ/26-27/' || lpad(g::text, 6, '0')
       from generate_series(1, $1::integer) as g,
            lateral (select now() - make_interval(secs => g * 365 * 86400.0 / $1) as placed_at) as p,
            lateral (select p.placed_at,
                            case when g % 10 = 0 then 'Cancelled'
                                 when p.placed_at > now() - interval '7 days' then (array['Processing', 'Shipped', 'In Transit'])[g % 3 + 1]
                                 else 'Delivered' end as status) as t`,
    [orders],
  );
  // Only EVERY_ORDER reads the lines (two an order, as the orders bench's): the figures never do, and
  // 200,000 lines added some 25 s to the database step for nothing measured.
  if (lines) {
    await db.query(
      `insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
       select o.id, p, 1 + (o.id * 7 + p) % 1000, 'Bench Tee ' || p, '/images/tshirt.jpg', 'tshirts', 'M', 1, 49900, 99900
         from public.orders o, generate_series(0, 1) as p`,
    );
  }
  await db.query(`insert into public.order_history (order_id, position, status, at, by)
                  select o.id, 0, 'Processing', o.placed_at, 'shopper' from public.orders o
                  union all
                  select o.id, 1, o.status, o.placed_at + interval '1 hour', case when o.status = 'Cancelled' then 'shopper' else 'admin' end
                    from public.orders o where o.status <> 'Processing'`);
  // As autovacuum leaves them: the visibility map set, so that a count reads an index alone.
  await db.query('vacuum analyze public.orders, public.order_lines, public.order_history');
}

/**
 * `call` as the admin in the database (or as its owner, which row-level security lets read every
 * order): its time there and its answer's size, the transfer left out.
 */
async function inDatabase(db: Awaited<ReturnType<typeof connectToApiDatabase>>, call: string, { as = 'admin' }: { as?: 'admin' | 'owner' } = {}): Promise<Answer> {
  await db.query('begin');
  try {
    if (as === 'admin') {
      await db.query('set local role authenticated');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID })]);
    }
    const started = performance.now();
    const { rows } = await db.query<{ bytes: number }>(`select octet_length((${call})::text) as bytes`);
    return { bytes: rows[0]!.bytes, databaseMs: performance.now() - started };
  } finally {
    await db.query('rollback');
  }
}
