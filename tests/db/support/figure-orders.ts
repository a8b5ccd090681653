import type pg from 'pg';
import type { OwnedOrder } from '../../../src/domain/orders/order';

// Orders written straight into the API database's tables as they are (their number from their id,
// their times, statuses and histories), for the dashboard's figures: placing them through
// place_order would date them now. The caller holds the catalogue's lock (catalogue-fixture.ts).

export async function emptyOrders(db: pg.ClientBase): Promise<void> {
  await db.query('truncate public.orders, public.order_lines, public.order_history, public.return_requests, public.return_request_lines, public.promotion_uses, public.invoice_line_figures');
}

export async function insertOrders(db: pg.ClientBase, orders: readonly OwnedOrder[]): Promise<void> {
  for (const order of orders) {
    const id = Number(order.number.slice(2));
    await db.query(
      `insert into public.orders (id, user_id, idempotency_key, placed_at, status, payment_method, payment_state, subtotal, delivery_fee, discount, total,
                                  full_name, mobile, email, line1, line2, city, state, pin_code, delivery_option, estimated_date, invoice_number)
       overriding system value
       values ($1::bigint, $2, 'figures-' || $1::text, to_timestamp($3::double precision / 1000), $4, 'cod', $5, $6, $7, $8, $9,
               'Asha Rao', '9876543210', 'asha@example.in', '12 MG Road', 'Ward 4', 'Bengaluru', 'Karnataka', '560001', 'standard', current_date + 3,
               'FZ/26-27/' || lpad($1::text, 6, '0'))`,
      [id, order.owner, order.placedAt, order.status, order.payment.state, order.totals.subtotal, order.totals.delivery, order.totals.discount, order.totals.total],
    );
    for (const [position, change] of order.history.entries()) {
      await db.query(
        `insert into public.order_history (order_id, position, status, at, by) values ($1, $2, $3, to_timestamp($4::double precision / 1000), $5)`,
        [id, position, change.status, change.at, change.by],
      );
    }
  }
}
