import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SupabaseOrderBook } from '../../src/adapters/supabase/supabase-order-book';
import { SupabaseReturnRequests } from '../../src/adapters/supabase/supabase-return-requests';
import { SupabaseReturnsDesk } from '../../src/adapters/supabase/supabase-returns-desk';
import type { Product } from '../../src/domain/catalogue/product';
import type { Order } from '../../src/domain/orders/order';
import type { OrderRequestLine } from '../../src/domain/orders/order-request';
import { requestFor } from '../adapters/order-book.contract';
import { returnLifeContract } from '../adapters/return-life.contract';
import { ASHA, NOBODY, RAVI, returnRequestsContract, type ReturnRequestsFixture } from '../adapters/return-requests.contract';
import { lockCatalogue, resetCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, type Actor } from './support/database';
import { oneSessionPerOwner } from './support/one-session-per-owner';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';
import { A_SHIPMENT } from '../support/shipment';

// Return requests through supabase-js and PostgREST. Its shoppers are its own accounts; the orders
// are placed through place_order and delivered by the admin through advance_order, then the
// delivery's time is set back in the history (what only the database's clock could do). The
// catalogue and the orders are shared with the order book's file: each case holds the lock. The
// returns desk is the admin's client; its queue counts every request in the table, so each case
// starts with none.
const buyer = (label: string, n: number): Actor => ({ label, role: 'authenticated', userId: `00000000-0000-4000-8000-0000000e000${n}` });
const ASHAS = buyer('Asha (returns)', 1);
const RAVIS = buyer('Ravi (returns)', 2);
const NOBODYS = buyer('Nobody (returns)', 3);
const ACCOUNTS = { [ASHA]: ASHAS, [RAVI]: RAVIS, [NOBODY]: NOBODYS };

let db: pg.Client;
beforeAll(async () => {
  db = await connectToApiDatabase();
  // Under the lock: another file seeding the same accounts at once would clash on their emails.
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
  for (const actor of [ASHAS, RAVIS, NOBODYS]) {
    await db.query(`insert into auth.users (id, email) values ($1, $2) on conflict (id) do nothing`, [actor.userId, `${actor.userId}@returns.test`]);
  }
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(() => unlockCatalogue(db));

async function supabaseFixture(catalogue: readonly Product[]): Promise<ReturnRequestsFixture> {
  await resetCatalogue(db, catalogue);
  await db.query('truncate public.return_requests, public.return_request_lines');
  const books = oneSessionPerOwner(ACCOUNTS, (client) => new SupabaseOrderBook(client));
  const orderDesk = new SupabaseOrderBook(supabaseAs(admin));
  return {
    returns: oneSessionPerOwner(ACCOUNTS, (client) => new SupabaseReturnRequests(client)),
    desk: new SupabaseReturnsDesk(supabaseAs(admin)),
    order: async (owner: string, lines: readonly OrderRequestLine[], deliveredDaysAgo?: number): Promise<Order> => {
      const placed = await books.place(owner, requestFor(lines), 0);
      if (placed.kind !== 'placed') throw new Error(JSON.stringify(placed));
      if (deliveredDaysAgo === undefined) return placed.order;
      for (const to of ['Shipped', 'In Transit', 'Delivered'] as const) {
        const moved = await orderDesk.advance(placed.order.number, to, 0, A_SHIPMENT);
        if (moved.kind !== 'moved') throw new Error(JSON.stringify(moved));
      }
      await db.query(
        `update public.order_history h set at = now() - make_interval(days => $2)
           from public.orders o where o.id = h.order_id and o.number = $1 and h.status = 'Delivered'`,
        [placed.order.number, deliveredDaysAgo],
      );
      return (await books.find(owner, placed.order.number))!;
    },
  };
}

returnRequestsContract('SupabaseReturnRequests (PostgREST, one shopper per client)', supabaseFixture);
returnLifeContract('SupabaseReturnRequests and SupabaseReturnsDesk (PostgREST, the admin on a client of its own)', supabaseFixture);
