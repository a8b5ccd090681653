import { afterAll, bench, describe } from 'vitest';
import { SupabaseOrderBook } from '../../../src/adapters/supabase/supabase-order-book';
import { seedAccounts } from '../support/catalogue-fixture';
import { admin, ADMIN_ID } from '../support/database';
import { lockOrders, unlockOrders } from '../support/orders-bench-lock';
import { connectToApiDatabase, supabaseAs } from '../support/postgrest';

// The back office's orders table over 100,000 order lines (50,000 orders of two lines) in
// PostgreSQL, through supabase-js and PostgREST as the admin's screen asks (search_orders): the
// first page of a search by phone (the trigram indexes), and the first page unfiltered. Gated
// against the catalogue file's round trip (scripts/db-bench-report.mjs). The orders are written
// straight into the tables and removed afterwards: the supabase-mode journeys that follow place
// their own.
const ORDERS = 50_000;
const LINES_PER_ORDER = 2;
/** The phone of the 12,345th order: one order has it. */
const PHONE = String(9_000_000_000 + 12_345);

const db = await connectToApiDatabase();
await seedAccounts(db);
// The dashboard's bench fills the same tables: one at a time.
await lockOrders(db);
await db.query('truncate public.orders, public.order_lines, public.order_history, public.return_requests, public.return_request_lines, public.promotion_uses, public.invoice_line_figures');
await db.query(
  `insert into public.orders (user_id, idempotency_key, placed_at, payment_method, payment_state, subtotal, delivery_fee, total,
                              full_name, mobile, email, line1, line2, city, state, pin_code, delivery_option, estimated_date,
                              invoice_number, upi_reference, settled_at)
   select $1, 'bench-order-' || g, now() - make_interval(mins => g),
          case when g % 3 = 0 then 'upi' else 'cod' end, case when g % 3 = 0 then 'paid' else 'cod-due' end,
          99800, 0, 99800,
          (array['Asha', 'Ravi', 'Priya', 'Arjun', 'Meera', 'Kiran', 'Sunita', 'Vikram', 'Lakshmi', 'Rahul'])[g % 10 + 1] || ' ' ||
          (array['Rao', 'Kumar', 'Sharma', 'Iyer', 'Nair', 'Patel', 'Singh', 'Das', 'Reddy', 'Menon'])[(g / 10) % 10 + 1],
          (9000000000 + g)::text, 'shopper' || g || '@example.in', g || ' MG Road', 'Ward ' || (g % 90 + 1), 'Bengaluru', 'Karnataka',
          (110001 + (g * 37) % 800000)::text, 'standard', current_date + 3,
          'FZ/26-27/' || lpad(g::text, 6, '0'),
          case when g % 3 = 0 then lpad((g * 7919)::text, 12, '4') end, case when g % 3 = 0 then now() - make_interval(mins => g) end
     from generate_series(1, $2::integer) as g`,
  [ADMIN_ID, ORDERS],
);
await db.query(
  `insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
   select o.id, p, 1 + (o.id * 7 + p) % 1000, 'Bench Tee ' || p, '/images/tshirt.jpg', 'tshirts', 'M', 1, 49900, 99900
     from public.orders o, generate_series(0, $1::integer - 1) as p`,
  [LINES_PER_ORDER],
);
await db.query(`insert into public.order_history (order_id, position, status, at, by) select o.id, 0, 'Processing', o.placed_at, 'shopper' from public.orders o`);
for (const index of ['orders_number_trgm_idx', 'orders_full_name_trgm_idx', 'orders_mobile_trgm_idx', 'orders_pin_code_trgm_idx']) {
  await db.query(`select gin_clean_pending_list($1::regclass)`, [`public.${index}`]);
}
// As autovacuum leaves them: the visibility map set, so that a count reads the placing index alone.
await db.query('vacuum analyze public.orders, public.order_lines, public.order_history');

const desk = new SupabaseOrderBook(supabaseAs(admin));
const options = { time: 1000, warmupTime: 200 };

describe(`orders table of ${(ORDERS * LINES_PER_ORDER).toLocaleString('en')} order lines in PostgreSQL`, () => {
  bench(
    'orders search by phone, first page',
    async () => {
      const page = await desk.searchAll({ text: PHONE, page: 1, pageSize: 10 });
      if (page.total !== 1) throw new Error(`Expected one order, found ${page.total}.`);
    },
    options,
  );

  bench(
    'orders table, first page',
    async () => {
      const page = await desk.searchAll({ page: 1, pageSize: 10 });
      if (page.orders.length !== 10) throw new Error(`Expected a page of 10, got ${page.orders.length}.`);
    },
    options,
  );
});

afterAll(async () => {
  await db.query('truncate public.orders, public.order_lines, public.order_history, public.return_requests, public.return_request_lines, public.promotion_uses, public.invoice_line_figures');
  await unlockOrders(db);
  await db.end();
});
