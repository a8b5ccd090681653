import type pg from 'pg';
import type { OwnedOrder } from '../../../src/domain/orders/order';

// Orders written straight into the API database's tables as they are, lines, address, discount,
// payment and history included (their number from their id), for the reports: placing them through
// place_order would date them now. The seller is the store settings' (stamped on insert), as the
// domain's is for an order that keeps none. The caller holds the catalogue's lock (catalogue-fixture.ts).
export async function insertReportOrders(db: pg.ClientBase, orders: readonly OwnedOrder[]): Promise<void> {
  for (const order of orders) {
    const id = Number(order.number.slice(2));
    const { address: a, totals: t } = order;
    await db.query(
      `insert into public.orders (id, user_id, idempotency_key, placed_at, status, payment_method, payment_state, subtotal, delivery_fee, discount, total,
                                  full_name, mobile, email, line1, line2, landmark, city, state, pin_code, delivery_option, estimated_date, invoice_number)
       overriding system value
       values ($1::bigint, $2, 'reports-' || $1::text, to_timestamp($3::double precision / 1000), $4, $5, $6, $7, $8, $9, $10,
               $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::date, 'FZ/26-27/' || lpad($1::text, 6, '0'))`,
      [id, order.owner, order.placedAt, order.status, order.payment.method, order.payment.state, t.subtotal, t.delivery, t.discount, t.total,
       a.fullName, a.mobile, a.email, a.line1, a.line2, a.landmark, a.city, a.state, a.pinCode, order.delivery.option, order.delivery.estimatedDate],
    );
    for (const [position, line] of order.lines.entries()) {
      await db.query(
        `insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp, colour, sku)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [id, position, line.productId, line.title, line.image, line.category, line.size, line.quantity, line.unitPrice, line.mrp, line.colour ?? null, line.sku ?? null],
      );
    }
    for (const [position, change] of order.history.entries()) {
      await db.query(
        `insert into public.order_history (order_id, position, status, at, by) values ($1, $2, $3, to_timestamp($4::double precision / 1000), $5)`,
        [id, position, change.status, change.at, change.by],
      );
    }
  }
}
