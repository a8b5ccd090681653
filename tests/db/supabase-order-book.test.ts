import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SupabaseCartStore } from '../../src/adapters/supabase/supabase-cart-store';
import { SupabaseOrderBook } from '../../src/adapters/supabase/supabase-order-book';
import { SupabaseStoreSettings } from '../../src/adapters/supabase/supabase-store-settings';
import type { Product } from '../../src/domain/catalogue/product';
import type { OrderRequestLine } from '../../src/domain/orders/order-request';
import { ASHA, CONTRACT_CATALOGUE, JEANS, NOBODY, RAVI, TEE, orderBookContract, requestFor } from '../adapters/order-book.contract';
import { HOME } from '../support/addresses';
import { RecordingLogger } from '../support/recording-logger';
import { lockCatalogue, resetCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, anon, type Actor } from './support/database';
import { oneSessionPerOwner } from './support/one-session-per-owner';
import { PLACE_ORDER, placeArguments } from './support/orders';
import { connectToApiDatabase, projectAnsweringErrors, supabaseAs } from './support/postgrest';

// Orders through supabase-js and PostgREST, and place_order straight from concurrent connections.
// Only this file writes the API database's orders. Its shoppers are its own accounts: place_order
// takes what was bought out of the buyer's cart, and the cart tests empty and read the carts of the
// fixture's shoppers meanwhile. The catalogue is shared with the other adapter files: each case
// holds its lock from its reset to its end.
const buyer = (label: string, n: number): Actor => ({ label, role: 'authenticated', userId: `00000000-0000-4000-8000-0000000d000${n}` });
const ASHAS = buyer('Asha (orders)', 1);
const RAVIS = buyer('Ravi (orders)', 2);
const NOBODYS = buyer('Nobody (orders)', 3);

let db: pg.Client;
beforeAll(async () => {
  db = await connectToApiDatabase();
  // Under the lock: another file seeding the same accounts at once would clash on their emails.
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
  for (const actor of [ASHAS, RAVIS, NOBODYS]) {
    await db.query(`insert into auth.users (id, email) values ($1, $2) on conflict (id) do nothing`, [actor.userId, `${actor.userId}@orders.test`]);
  }
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(() => unlockCatalogue(db));

async function freshCatalogue(catalogue: readonly Product[] = CONTRACT_CATALOGUE): Promise<void> {
  await resetCatalogue(db, catalogue);
  await db.query('truncate public.orders, public.order_lines, public.order_history, public.return_requests, public.return_request_lines, public.promotion_uses, public.invoice_line_figures');
}

async function stockOf(id: number): Promise<number | undefined> {
  const { rows } = await db.query<{ stock_quantity: number | null }>('select stock_quantity from public.products where id = $1', [id]);
  return rows[0]?.stock_quantity ?? undefined;
}

const orderCount = async () => Number((await db.query('select count(*) from public.orders')).rows[0].count);

orderBookContract('SupabaseOrderBook (PostgREST, one shopper per client)', async (catalogue) => {
  await freshCatalogue(catalogue);
  const shoppers = { [ASHA]: ASHAS, [RAVI]: RAVIS, [NOBODY]: NOBODYS };
  return {
    book: oneSessionPerOwner(shoppers, (client) => new SupabaseOrderBook(client)),
    stockOf,
    carts: oneSessionPerOwner(shoppers, (client) => new SupabaseCartStore(client)),
    desk: new SupabaseOrderBook(supabaseAs(admin)),
    notAdmin: new SupabaseOrderBook(supabaseAs(ASHAS)),
    backdate: async (number, ms) => {
      await db.query(`update public.orders set placed_at = placed_at - make_interval(secs => $2::double precision / 1000) where number = $1`, [number, ms]);
    },
    // The command of the release-expired-upi-holds job, run as the job runs it (the database's owner).
    runHoldsJob: async () => Number((await db.query('select public.release_expired_holds() as released')).rows[0].released),
    // As the admin saves it; under the catalogue's lock, which supabase-store-settings.test.ts takes too.
    saveIdentity: (identity) => new SupabaseStoreSettings(supabaseAs(admin), new RecordingLogger()).saveIdentity(identity),
  };
});

/**
 * `quantity` of `product` in its first variant that has that many (the contract catalogue's stock is
 * per size and colour), or in `size`.
 */
function unit(product: Product, quantity = 1, size?: OrderRequestLine['size']): OrderRequestLine {
  const variant = size === undefined ? (product.variants.find((candidate) => candidate.stock >= quantity) ?? product.variants[0]) : undefined;
  return {
    productId: product.id,
    size: size ?? variant?.size ?? 'M',
    ...(variant?.colour === undefined ? {} : { colour: variant.colour }),
    quantity,
    unitPrice: Math.round(product.price * 100),
  };
}

describe('all_orders, dropped (20261202101000_no_order_book_dump.sql)', () => {
  it('is no function PostgREST knows, even to the admin (PGRST202): the whole order book never leaves in one request', async () => {
    const { data, error } = await supabaseAs(admin).rpc('all_orders');
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST202');
  });
});

describe('SupabaseOrderBook: the last unit, bought twice at once', () => {
  it('two shoppers on two clients: one order, the other told it sold out, the stock 0 and never below', async () => {
    await freshCatalogue();
    const asha = new SupabaseOrderBook(supabaseAs(ASHAS));
    const ravi = new SupabaseOrderBook(supabaseAs(RAVIS));
    const results = await Promise.all([asha.place(ASHA, requestFor([unit(JEANS)]), 0), ravi.place(RAVI, requestFor([unit(JEANS)]), 0)]);
    expect(results.filter((result) => result.kind === 'placed')).toHaveLength(1);
    expect(results.filter((result) => result.kind === 'refused')).toEqual([
      { kind: 'refused', problems: [{ kind: 'short', productId: JEANS.id, size: unit(JEANS).size, title: JEANS.title, left: 0 }] },
    ]);
    expect(await stockOf(JEANS.id)).toBe(0);
    expect(await orderCount()).toBe(1);
  });

  it('the same key on two clients at once (a double click in two tabs): one order, answered to both', async () => {
    await freshCatalogue();
    const request = requestFor([unit(TEE, 2)]);
    const [first, second] = await Promise.all([
      new SupabaseOrderBook(supabaseAs(ASHAS)).place(ASHA, request, 0),
      new SupabaseOrderBook(supabaseAs(ASHAS)).place(ASHA, request, 0),
    ]);
    if (first.kind !== 'placed' || second.kind !== 'placed') throw new Error(JSON.stringify([first, second]));
    expect(second.order).toEqual(first.order);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(await stockOf(TEE.id)).toBe(3);
    expect(await orderCount()).toBe(1);
  });
});

/** A connection in an open transaction as `actor`, as PostgREST holds one for a request. */
async function transactionAs(actor: Actor): Promise<pg.Client> {
  const connection = await connectToApiDatabase();
  await connection.query('begin');
  await connection.query('set local role authenticated');
  await connection.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: actor.userId })]);
  return connection;
}

/** Resolves once the backend `pid` is waiting for a lock another transaction holds. */
async function blocked(pid: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await db.query<{ waiting: boolean }>('select cardinality(pg_blocking_pids($1)) > 0 as waiting', [pid]);
    if (rows[0]!.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Backend ${pid} never waited for a lock.`);
}

type Answer = { kind: string; replayed?: boolean; order?: { number: string }; problems?: unknown[] };

async function placeIn(connection: pg.Client, request: Parameters<typeof placeArguments>[0]): Promise<Answer> {
  return (await connection.query<{ result: Answer }>(PLACE_ORDER, placeArguments(request))).rows[0]!.result;
}

describe('place_order and advance_order in two concurrent transactions (raw connections)', () => {
  const connections: pg.Client[] = [];
  const open = async (actor: Actor) => {
    const connection = await transactionAs(actor);
    connections.push(connection);
    return connection;
  };
  const pidOf = async (connection: pg.Client) => (await connection.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  afterEach(async () => {
    for (const connection of connections.splice(0)) await connection.end();
  });

  it('the second waits on the product’s lock, then reads the stock the first left: sold out, and the stock stays 0', async () => {
    await freshCatalogue();
    const first = await open(ASHAS);
    const second = await open(RAVIS);
    const secondPid = await pidOf(second);
    expect(await placeIn(first, requestFor([unit(JEANS)]))).toMatchObject({ kind: 'placed', replayed: false });
    const waiting = placeIn(second, requestFor([unit(JEANS)]));
    await blocked(secondPid);
    await first.query('commit');
    expect(await waiting).toEqual({ kind: 'refused', problems: [{ kind: 'short', productId: JEANS.id, size: unit(JEANS).size, title: JEANS.title, left: 0 }] });
    await second.query('commit');
    expect(await stockOf(JEANS.id)).toBe(0);
    expect(await orderCount()).toBe(1);
  });

  it('both at once, each committing as soon as it can: one order, the stock 0', async () => {
    await freshCatalogue();
    const placing = [ASHAS, RAVIS].map(async (actor) => {
      const connection = await open(actor);
      const answer = await placeIn(connection, requestFor([unit(JEANS)]));
      await connection.query('commit');
      return answer.kind;
    });
    expect((await Promise.all(placing)).sort()).toEqual(['placed', 'refused']);
    expect(await stockOf(JEANS.id)).toBe(0);
  });

  it('the same key in two transactions: the second waits, then answers the first’s order (replayed), taking nothing', async () => {
    await freshCatalogue();
    const request = requestFor([unit(TEE, 2)]);
    const first = await open(ASHAS);
    const second = await open(ASHAS);
    const secondPid = await pidOf(second);
    const placed = await placeIn(first, request);
    const waiting = placeIn(second, request);
    await blocked(secondPid);
    await first.query('commit');
    expect(await waiting).toEqual({ ...placed, replayed: true });
    await second.query('commit');
    expect(await stockOf(TEE.id)).toBe(3);
    expect(await orderCount()).toBe(1);
  });

  it('the same key for other products (no lock in common): the second fails on the key, undoes its stock, and answers the first’s order', async () => {
    await freshCatalogue();
    const key = requestFor([]).idempotencyKey;
    const first = await open(ASHAS);
    const second = await open(ASHAS);
    const secondPid = await pidOf(second);
    const placed = await placeIn(first, requestFor([unit(TEE)], { key }));
    const waiting = placeIn(second, requestFor([unit(JEANS)], { key, payment: 'upi' }));
    await blocked(secondPid);
    await first.query('commit');
    expect(await waiting).toEqual({ ...placed, replayed: true });
    await second.query('commit');
    expect([await stockOf(TEE.id), await stockOf(JEANS.id)]).toEqual([4, 1]);
    expect(await orderCount()).toBe(1);
  });

  it('two admins shipping at once: the second waits on the year’s invoice counter, then takes the next number', async () => {
    await freshCatalogue();
    const shopperBook = new SupabaseOrderBook(supabaseAs(ASHAS));
    const numbers = [];
    for (const product of [TEE, JEANS]) {
      const result = await shopperBook.place(ASHA, requestFor([unit(product)]), 0);
      if (result.kind !== 'placed') throw new Error(JSON.stringify(result));
      numbers.push(result.order.number);
    }
    const [first, second] = [await open(admin), await open(admin)];
    const secondPid = await pidOf(second);
    const ship = async (connection: pg.Client, number: string) =>
      (await connection.query(`select public.advance_order($1, 'Shipped', 'Delhivery', 'DLV-1234567890') as r`, [number])).rows[0].r.order.invoice.number as string;
    const one = await ship(first, numbers[0]!);
    const waiting = ship(second, numbers[1]!);
    await blocked(secondPid);
    await first.query('commit');
    const two = await waiting;
    await second.query('commit');
    expect(Number(two.slice(9))).toBe(Number(one.slice(9)) + 1);
  });

});

describe('SupabaseOrderBook', () => {
  it('places with the database’s clock and the signed-in shopper, whatever owner and time it is given', async () => {
    await freshCatalogue();
    const before = Date.now();
    const result = await new SupabaseOrderBook(supabaseAs(ASHAS)).place(NOBODY, requestFor([unit(TEE)]), 0);
    if (result.kind !== 'placed') throw new Error(JSON.stringify(result));
    expect(result.order.placedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(result.order.placedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await db.query('select user_id from public.orders')).rows).toEqual([{ user_id: ASHAS.userId }]);
  });

  it('leaves out of the list an order it cannot read, and fails to find it rather than showing half of it', async () => {
    await freshCatalogue();
    const book = new SupabaseOrderBook(supabaseAs(ASHAS));
    const kept = await book.place(ASHA, requestFor([unit(TEE)]), 0);
    const spoilt = await book.place(ASHA, requestFor([unit(TEE)]), 0);
    if (kept.kind !== 'placed' || spoilt.kind !== 'placed') throw new Error('not placed');
    // Written outside the app: a title longer than a stored order's (200 characters).
    await db.query(`update public.order_lines set title = repeat('x', 201) where order_id = (select id from public.orders where number = $1)`, [spoilt.order.number]);
    expect(await book.list(ASHA)).toEqual([kept.order]);
    await expect(book.find(ASHA, spoilt.order.number)).rejects.toThrow('Your order could not be read: it is not an order this store can show.');
  });

  it.each([
    ['a 5,000-character address line', { address: { ...HOME, line1: 'x'.repeat(5000) } }, 'the delivery address breaks a rule of the address form'],
    ['an address without its city', { address: { ...HOME, city: undefined } }, 'a field of the delivery address is missing'],
  ])('refuses %s with StorageWriteError naming why, taking no stock', async (_what, change, reason) => {
    await freshCatalogue();
    const placing = new SupabaseOrderBook(supabaseAs(ASHAS)).place(ASHA, { ...requestFor([unit(TEE)]), ...change } as never, 0);
    await expect(placing).rejects.toBeInstanceOf(StorageWriteError);
    await expect(placing).rejects.toThrow(`Your order could not be placed: ${reason}.`);
    expect(await stockOf(TEE.id)).toBe(5);
  });

  it('refuses an empty cancellation reason with StorageWriteError, cancelling nothing', async () => {
    await freshCatalogue();
    const book = new SupabaseOrderBook(supabaseAs(ASHAS));
    const placed = await book.place(ASHA, requestFor([unit(TEE)]), 0);
    if (placed.kind !== 'placed') throw new Error('not placed');
    const cancelling = book.cancel(ASHA, placed.order.number, '  ', 0);
    await expect(cancelling).rejects.toBeInstanceOf(StorageWriteError);
    await expect(cancelling).rejects.toThrow('Your order could not be cancelled: give a reason of 1 to 200 characters.');
    expect((await book.find(ASHA, placed.order.number))?.status).toBe('Processing');
  });

  it('without a session, refuses to place or cancel (StorageWriteError) and fails to read, rather than answer no orders', async () => {
    await freshCatalogue();
    const book = new SupabaseOrderBook(supabaseAs(anon));
    const placing = book.place(ASHA, requestFor([unit(TEE)]), 0);
    await expect(placing).rejects.toBeInstanceOf(StorageWriteError);
    await expect(placing).rejects.toThrow('Your order could not be placed: sign in to place an order.');
    await expect(book.cancel(ASHA, 'FZ00000001', 'Why', 0)).rejects.toThrow('Your order could not be cancelled: sign in to cancel an order.');
    await expect(book.list(ASHA)).rejects.toThrow(/^Your orders could not be read: permission denied for function my_orders/);
    await expect(book.find(ASHA, 'FZ00000001')).rejects.toThrow(/^Your order could not be read: permission denied for function my_order/);
    expect(await stockOf(TEE.id)).toBe(5);
  });

  // A server error, not a network failure, which supabase-js retries for 7 s before it gives up.
  it('rejects with a plain Error (not a refusal) when the project answers with an error', async () => {
    const book = new SupabaseOrderBook(projectAnsweringErrors());
    const placing = book.place(ASHA, requestFor([unit(TEE)]), 0);
    await expect(placing).rejects.toThrow('Your order could not be placed: internal error');
    await expect(placing).rejects.not.toBeInstanceOf(StorageWriteError);
    await expect(book.list(ASHA)).rejects.toThrow('Your orders could not be read: internal error');
    await expect(book.cancel(ASHA, 'FZ00000001', 'Why', 0)).rejects.toThrow('Your order could not be cancelled: internal error');
  });
});
