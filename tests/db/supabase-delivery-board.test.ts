import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SupabaseOrderFigures } from '../../src/adapters/supabase/supabase-order-figures';
import type { OwnedOrder } from '../../src/domain/orders/order';
import { deliveryBoardContract } from '../adapters/delivery-board.contract';
import { lockCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin } from './support/database';
import { emptyOrders, insertOrders } from './support/figure-orders';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// The Delivery board worked out in SQL (delivery_board, by the server's clock) through supabase-js
// and PostgREST, as the admin asks, against the domain's deliveryPage of the same orders. The
// orders are written straight into the tables (insertOrders), with their lines, estimated day and
// shipment, under the catalogue's lock that every file writing the orders holds.
const OWNER = '00000000-0000-4000-8000-0000000d0001';

let db: pg.Client;
beforeAll(async () => {
  db = await connectToApiDatabase();
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
  await db.query(`insert into auth.users (id, email) values ($1, $2) on conflict (id) do nothing`, [OWNER, `${OWNER}@deliveries.test`]);
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(async () => {
  await emptyOrders(db);
  await unlockCatalogue(db);
});

/** What insertOrders leaves to the order's defaults: its lines, its day and its shipment, as the order has them. */
async function completeOrders(orders: readonly OwnedOrder[]): Promise<void> {
  for (const order of orders) {
    const id = Number(order.number.slice(2));
    await db.query('update public.orders set estimated_date = $2::date, courier = $3, tracking_number = $4 where id = $1', [
      id,
      order.delivery.estimatedDate,
      order.shipment?.courier ?? null,
      order.shipment?.trackingNumber ?? null,
    ]);
    for (const [position, line] of order.lines.entries()) {
      await db.query(
        `insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [id, position, line.productId, line.title, line.image, line.category, line.size, line.quantity, line.unitPrice, line.mrp],
      );
    }
  }
}

deliveryBoardContract('SupabaseOrderFigures (PostgREST, the admin)', async () => ({
  figures: new SupabaseOrderFigures(supabaseAs(admin)),
  owner: OWNER,
  seed: async (orders) => {
    await emptyOrders(db);
    await insertOrders(db, orders);
    await completeOrders(orders);
  },
}));
