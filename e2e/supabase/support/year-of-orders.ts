import type pg from 'pg';

/**
 * The shop the supabase-mode journeys run in: a year of orders before today (issue 37 asks for the
 * back office at 10,000), so that every admin screen answers from a real book's size and not from
 * the journeys' own few orders. Written straight into the tables, as a year of trading leaves them:
 * 500 shoppers; one order every 52 minutes or so, up to a day ago (today's figures are the
 * journeys'); a tenth cancelled, the rest delivered and paid, each with its line, its history and,
 * the delivered, a tax invoice numbered in its financial year's series (the counters moved on, as
 * shipping them would have). None is on its way or waits for a payment: those lists stay the
 * journeys' own, their first page what a journey looks for.
 */
export const SEEDED_ORDERS = 10_000;
const SHOPPERS = 500;
const shopperId = (g: string) => `('00000000-0000-4000-a000-' || lpad((${g})::text, 12, '0'))::uuid`;

export async function seedYearOfOrders(db: pg.ClientBase): Promise<void> {
  await db.query(
    `insert into auth.users (id, email) select ${shopperId('g')}, 'seeded-shopper-' || g || '@example.in'
       from generate_series(1, ${SHOPPERS}) as g on conflict (id) do nothing`,
  );
  await db.query(
    `insert into public.orders (user_id, idempotency_key, placed_at, status, payment_method, payment_state, settled_at, subtotal, delivery_fee, total,
                                full_name, mobile, email, line1, line2, city, state, pin_code, delivery_option, estimated_date)
     select ${shopperId(`1 + g % ${SHOPPERS}`)}, 'seeded-year-' || g, p.placed_at, s.status, 'cod',
            case when s.status = 'Cancelled' then 'void' else 'paid' end,
            case when s.status = 'Cancelled' then null else p.placed_at + interval '1 hour' end,
            99900, 0, 99900, 'Meera Iyer', (8000000000 + g)::text, 'meera' || g || '@example.in', g || ' Residency Road', 'Ashok Nagar',
            'Bengaluru', 'Karnataka', '560025', 'standard', (p.placed_at at time zone 'Asia/Kolkata')::date + 4
       from generate_series(1, $1::integer) as g,
            lateral (select now() - interval '1 day' - make_interval(secs => g * 364 * 86400.0 / $1) as placed_at) as p,
            lateral (select case when g % 10 = 0 then 'Cancelled' else 'Delivered' end as status) as s`,
    [SEEDED_ORDERS],
  );
  const seeded = `select o.* from public.orders o where o.idempotency_key like 'seeded-year-%'`;
  await db.query(
    `insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
     select o.id, 0, 1 + o.id % 20, 'Seeded Cotton Tee', '/images/tshirt.jpg', 'tshirts', 'M', 1, 99900, 129900 from (${seeded}) o`,
  );
  await db.query(
    `insert into public.order_history (order_id, position, status, at, by)
     select o.id, 0, 'Processing', o.placed_at, 'shopper' from (${seeded}) o
     union all
     select o.id, 1, o.status, o.placed_at + interval '1 hour', case when o.status = 'Cancelled' then 'shopper' else 'admin' end from (${seeded}) o`,
  );
  // Each delivered order's invoice, numbered in its year's series in the order they were placed,
  // after any number the database tests before the journeys took.
  await db.query(
    `update public.orders o set invoice_number = 'FZ/' || n.year || '/' || lpad(n.position::text, 6, '0'),
                                invoice_date = (o.placed_at at time zone 'Asia/Kolkata')::date
       from (select d.id, d.year, coalesce(c.last_number, 0) + row_number() over (partition by d.year order by d.id) as position
               from (select s.id, public.financial_year_of(s.placed_at) as year from (${seeded}) s where s.status = 'Delivered') d
               left join public.invoice_counters c on c.financial_year = d.year) n
      where o.id = n.id`,
  );
  await db.query(
    `insert into public.invoice_counters as counter (financial_year, last_number)
     select public.financial_year_of(placed_at), count(*) from (${seeded}) s where s.status = 'Delivered' group by 1
     on conflict (financial_year) do update set last_number = counter.last_number + excluded.last_number`,
  );
  await db.query('analyze public.orders, public.order_lines, public.order_history, public.invoice_line_figures');
}
