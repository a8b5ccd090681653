import { bench, describe } from 'vitest';
import { SupabaseOrderBook } from '../../../src/adapters/supabase/supabase-order-book';
import { SupabaseOrderFigures } from '../../../src/adapters/supabase/supabase-order-figures';
import { ORDER_PAGE_SIZE } from '../../../src/domain/admin/order-table';
import { admin } from './database';
import { connectToApiDatabase, supabaseAs } from './postgrest';

// The Delivery and Payment History sections' questions (issue 37, item 7) over the orders the
// dashboard's bench seeded (dashboard-bench.ts calls this after its own measures): the first page
// of the Delivery board (delivery_board) and of Payment History (search_orders, newest first), each
// timed once in the database with its answer's size, and benched through supabase-js and PostgREST
// as the screen asks. Their sizes go to reports/db-bench-answers/ beside the dashboard's.

type Db = Awaited<ReturnType<typeof connectToApiDatabase>>;
type Answer = { bytes: number; databaseMs: number };
type InDatabase = (db: Db, call: string) => Promise<Answer>;

export async function deliveryAndPaymentsBench(db: Db, orders: number, inDatabase: InDatabase): Promise<Record<string, Answer>> {
  const size = orders.toLocaleString('en');
  await completeRecentOrders(db);
  const delivery = `delivery board, first page, ${size} orders`;
  const payments = `payment history, first page, ${size} orders`;
  const answers: Record<string, Answer> = {
    [delivery]: await inDatabase(db, `public.delivery_board(false, 0, ${ORDER_PAGE_SIZE})`),
    [payments]: await inDatabase(db, `public.search_orders('', null, null, null, null, null, 0, ${ORDER_PAGE_SIZE})`),
  };

  const figures = new SupabaseOrderFigures(supabaseAs(admin));
  const book = new SupabaseOrderBook(supabaseAs(admin));
  describe(`admin delivery and payments over ${size} orders in PostgreSQL`, () => {
    bench(
      delivery,
      async () => {
        const page = await figures.deliveries(Date.now(), { overdueOnly: false, page: 1, pageSize: ORDER_PAGE_SIZE });
        if (page.rows.length !== ORDER_PAGE_SIZE || page.overdue === 0) throw new Error('deliveries missing');
      },
      { time: 1000, warmupTime: 200 },
    );
    bench(
      payments,
      async () => {
        const page = await book.searchAll({ page: 1, pageSize: ORDER_PAGE_SIZE });
        if (page.orders.length !== ORDER_PAGE_SIZE || page.total !== orders) throw new Error('payments missing');
      },
      { time: 1000, warmupTime: 200 },
    );
  });
  return answers;
}

/**
 * What the dashboard's seed leaves out and these pages show: the last week's orders (those on their
 * way, and the newest) get two lines each, and the orders on their way a day promised four days
 * after placing, so that the board has overdue orders first and many days.
 */
async function completeRecentOrders(db: Db): Promise<void> {
  await db.query(
    `insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
     select o.id, p, 1 + (o.id * 7 + p) % 1000, 'Bench Tee ' || p, '/images/tshirt.jpg', 'tshirts', 'M', 1, 49900, 99900
       from public.orders o, generate_series(0, 1) as p
      where o.placed_at > now() - interval '7 days'
        and not exists (select 1 from public.order_lines l where l.order_id = o.id)`,
  );
  await db.query(
    `update public.orders o set estimated_date = (o.placed_at at time zone 'Asia/Kolkata')::date + 4
      where o.status in ('Shipped', 'In Transit')`,
  );
  await db.query('vacuum analyze public.orders, public.order_lines');
}
