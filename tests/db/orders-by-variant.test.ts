/*
 * Orders by variant on a real PostgreSQL 15 (npm run test:db; 20261202110100_orders_by_variant.sql):
 * place_order takes each variant's own stock, refuses a size or colour the product does not have
 * ('no-variant'), sells the last unit of one size once between two shoppers racing for it,
 * cancelling (the shopper's, the admin's, the expired-holds job's) puts it back on that variant, and
 * the cart keeps and loses lines by product, size and colour. Through place_order and the others
 * as PostgREST calls them, in the API database, under the catalogue's lock (catalogue-fixture.ts):
 * the adapter files share its products and orders.
 */
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderTotals } from '../../src/domain/orders/order-totals';
import type { OrderRequest, OrderRequestLine } from '../../src/domain/orders/order-request';
import { requestFor } from '../adapters/order-book.contract';
import { lockCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, type Actor } from './support/database';
import { PLACE_ORDER, placeArguments } from './support/orders';
import { connectToApiDatabase } from './support/postgrest';

const buyer = (label: string, n: number): Actor => ({ label, role: 'authenticated', userId: `00000000-0000-4000-8000-0000000e000${n}` });
const ASHA = buyer('Asha (variants)', 1);
const RAVI = buyer('Ravi (variants)', 2);

// A shirt S to XXL with 3, 1, 0, 2, 4 in stock (10 in all), a cap in One Size (6), and a polo in
// Navy and Olive: M Navy 1, M Olive 2, every other variant 5 (43 in all).
const SHIRT = 7001;
const CAP = 7002;
const TEE = 7003;
const SHIRT_PRICE = 1299;

let db: pg.Client;
beforeAll(async () => {
  db = await connectToApiDatabase();
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
  for (const actor of [ASHA, RAVI]) {
    await db.query(`insert into auth.users (id, email) values ($1, $2) on conflict (id) do nothing`, [actor.userId, `${actor.userId}@variants.test`]);
  }
}, 60_000);
afterAll(() => db.end());
// The lock waits for another file's case (catalogue-query-plans.test.ts seeds 20,000 products under it).
beforeEach(async () => {
  await lockCatalogue(db);
  await freshCatalogue();
}, 60_000);
afterEach(() => unlockCatalogue(db));

async function freshCatalogue(): Promise<void> {
  await db.query('truncate public.products, public.product_colours, public.product_variants restart identity');
  await db.query('truncate public.orders, public.order_lines, public.order_history, public.return_requests, public.return_request_lines, public.promotion_uses, public.invoice_line_figures');
  await db.query(`delete from public.carts where user_id in ($1, $2)`, [ASHA.userId, RAVI.userId]);
  await db.query(
    `insert into public.products (id, name, price, original_price, image_url, category, stock_quantity, sku) values
       (${SHIRT}, 'Oxford Shirt', ${SHIRT_PRICE}, 1999, '/images/products/4.svg', 'shirts', 10, 'SHI7001'),
       (${CAP}, 'Canvas Cap', 399, 599, '/images/products/9.svg', 'accessories', 6, 'ACC7002'),
       (${TEE}, 'Pique Polo', 799, 999, '/images/products/1.svg', 'tshirts', 0, 'TSH7003')`,
  );
  await db.query(`update public.product_variants set stock = (array[3, 1, 0, 2, 4])[position + 1] where product_id = $1`, [SHIRT]);
  // The tee in two colours, as replace_product_variants writes them (the maintainer's SQL here).
  await db.query('delete from public.product_variants where product_id = $1', [TEE]);
  await db.query(
    `insert into public.product_colours (product_id, position, name, swatch, image) values
       ($1, 0, 'Navy', '#1f2a44', '/images/products/1-navy.svg'), ($1, 1, 'Olive', '#556b2f', '/images/products/1-olive.svg')`,
    [TEE],
  );
  await db.query(
    `insert into public.product_variants (product_id, size_scale, position, size, colour, sku, stock)
     select $1, 'clothing', (s.place - 1) * 2 + c.place - 1, s.size, c.name, 'TSH7003-' || s.size || '-' || upper(c.name),
            case when s.size = 'M' and c.name = 'Navy' then 1 when s.size = 'M' then 2 else 5 end
       from unnest(array['S', 'M', 'L', 'XL', 'XXL']) with ordinality as s(size, place),
            unnest(array['Navy', 'Olive']) with ordinality as c(name, place)`,
    [TEE],
  );
}

type Line = { productId: number; size: string; colour?: string; quantity: number; unitPrice: number };
const PRICES: Record<number, number> = { [SHIRT]: SHIRT_PRICE * 100, [CAP]: 39_900, [TEE]: 79_900 };
const line = (productId: number, size: string, quantity = 1, colour?: string): Line => ({
  productId,
  size,
  quantity,
  unitPrice: PRICES[productId]!,
  ...(colour === undefined ? {} : { colour }),
});

function request(lines: readonly Line[], options: { fromCart?: boolean } = {}): OrderRequest {
  const typed = lines as unknown as readonly OrderRequestLine[];
  return { ...requestFor(typed, { total: orderTotals(typed, 'standard').total }), fromCart: options.fromCart ?? false };
}

type Answer = { kind: string; replayed?: boolean; reason?: string; problems?: unknown[]; order?: { number: string; lines: Record<string, unknown>[] } };

/** A connection in an open transaction as `actor`, as PostgREST holds one for a request. */
async function transactionAs(actor: Actor): Promise<pg.Client> {
  const connection = await connectToApiDatabase();
  await connection.query('begin');
  await connection.query('set local role authenticated');
  await connection.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: actor.userId })]);
  return connection;
}

const connections: pg.Client[] = [];
afterEach(async () => {
  for (const connection of connections.splice(0)) await connection.end();
});
async function open(actor: Actor): Promise<pg.Client> {
  const connection = await transactionAs(actor);
  connections.push(connection);
  return connection;
}

async function placeIn(connection: pg.Client, placing: OrderRequest): Promise<Answer> {
  return (await connection.query<{ result: Answer }>(PLACE_ORDER, placeArguments(placing))).rows[0]!.result;
}

/** `actor` places `lines` in a transaction of its own, committed. */
async function place(actor: Actor, lines: readonly Line[], options: { fromCart?: boolean } = {}): Promise<Answer> {
  const connection = await open(actor);
  const answer = await placeIn(connection, request(lines, options));
  await connection.query('commit');
  return answer;
}

/** `actor` calls `sql` with `values` in a transaction of its own, committed; its one value. */
async function callAs<T>(actor: Actor, sql: string, values: unknown[]): Promise<T> {
  const connection = await open(actor);
  const { rows } = await connection.query(sql, values);
  await connection.query('commit');
  return Object.values(rows[0] as Record<string, T>)[0]!;
}

async function stocks(productId: number): Promise<Record<string, number>> {
  const { rows } = await db.query<{ size: string; colour: string | null; stock: number }>(
    'select size, colour, stock from public.product_variants where product_id = $1 order by position',
    [productId],
  );
  return Object.fromEntries(rows.map((row) => [row.colour === null ? row.size : `${row.size} ${row.colour}`, row.stock]));
}

async function totalOf(productId: number): Promise<number> {
  return (await db.query<{ stock_quantity: number }>('select stock_quantity from public.products where id = $1', [productId])).rows[0]!.stock_quantity;
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

describe('place_order takes stock per variant', () => {
  it('takes each line from its own size, the product’s total following, and keeps each line’s SKU', async () => {
    const answer = await place(ASHA, [line(SHIRT, 'S', 1), line(SHIRT, 'XXL', 2), line(CAP, 'One Size', 1)]);
    expect(answer.kind).toBe('placed');
    expect(answer.order!.lines.map(({ size, sku, quantity }) => ({ size, sku, quantity }))).toEqual([
      { size: 'S', sku: 'SHI7001-S', quantity: 1 },
      { size: 'XXL', sku: 'SHI7001-XXL', quantity: 2 },
      { size: 'One Size', sku: 'ACC7002-OS', quantity: 1 },
    ]);
    expect(answer.order!.lines.every((orderLine) => !('colour' in orderLine))).toBe(true);
    expect(await stocks(SHIRT)).toEqual({ S: 2, M: 1, L: 0, XL: 2, XXL: 2 });
    expect(await totalOf(SHIRT)).toBe(7);
    expect(await stocks(CAP)).toEqual({ 'One Size': 5 });
  });

  it('takes a colour’s own stock, and the order line keeps the colour and its SKU', async () => {
    const answer = await place(ASHA, [line(TEE, 'M', 2, 'Olive')]);
    expect(answer.order!.lines).toEqual([expect.objectContaining({ size: 'M', colour: 'Olive', sku: 'TSH7003-M-OLIVE', quantity: 2 })]);
    expect(await stocks(TEE)).toMatchObject({ 'M Navy': 1, 'M Olive': 0 });
    expect(await totalOf(TEE)).toBe(41);
  });

  it('refuses more than one size has, saying what that size has left, though the product has more', async () => {
    expect(await place(ASHA, [line(SHIRT, 'M', 2), line(SHIRT, 'L', 1), line(SHIRT, 'S', 1)])).toEqual({
      kind: 'refused',
      problems: [
        { kind: 'short', productId: SHIRT, size: 'M', title: 'Oxford Shirt', left: 1 },
        { kind: 'short', productId: SHIRT, size: 'L', title: 'Oxford Shirt', left: 0 },
      ],
    });
    expect(await stocks(SHIRT)).toEqual({ S: 3, M: 1, L: 0, XL: 2, XXL: 4 });
  });

  it('refuses a size or colour the product does not have as no-variant, naming it, and takes nothing', async () => {
    const answer = await place(ASHA, [line(CAP, 'M'), line(SHIRT, 'One Size'), line(SHIRT, 'M', 1, 'Navy'), line(TEE, 'M'), line(TEE, 'M', 1, 'Red'), line(SHIRT, 'S')]);
    expect(answer).toEqual({
      kind: 'refused',
      problems: [
        { kind: 'no-variant', productId: CAP, size: 'M', title: 'Canvas Cap' },
        { kind: 'no-variant', productId: SHIRT, size: 'One Size', title: 'Oxford Shirt' },
        { kind: 'no-variant', productId: SHIRT, size: 'M', colour: 'Navy', title: 'Oxford Shirt' },
        { kind: 'no-variant', productId: TEE, size: 'M', title: 'Pique Polo' },
        { kind: 'no-variant', productId: TEE, size: 'M', colour: 'Red', title: 'Pique Polo' },
      ],
    });
    expect(await stocks(SHIRT)).toEqual({ S: 3, M: 1, L: 0, XL: 2, XXL: 4 });
    expect(Number((await db.query('select count(*) from public.orders')).rows[0].count)).toBe(0);
  });

  it('a short or repriced line of a colour names the colour', async () => {
    const answer = await place(ASHA, [line(TEE, 'M', 2, 'Navy'), { ...line(TEE, 'S', 1, 'Olive'), unitPrice: 100 }]);
    expect(answer).toEqual({
      kind: 'refused',
      problems: [
        { kind: 'short', productId: TEE, size: 'M', colour: 'Navy', title: 'Pique Polo', left: 1 },
        { kind: 'repriced', productId: TEE, size: 'S', colour: 'Olive', title: 'Pique Polo', was: 100, now: 79_900 },
      ],
    });
  });

  it.each([
    ['the same size and colour twice', [line(TEE, 'M', 1, 'Navy'), line(TEE, 'M', 1, 'Navy')], 'The same product, size and colour appear twice'],
    ['the same size twice', [line(SHIRT, 'S'), line(SHIRT, 'S')], 'The same product, size and colour appear twice'],
    ['a size no scale has', [line(SHIRT, 'XS')], 'A line has no valid size'],
    ['a colour that is no name', [{ ...line(TEE, 'M'), colour: 7 } as unknown as Line], 'A line has no valid colour'],
    ['an empty colour', [line(TEE, 'M', 1, '')], 'A line has no valid colour'],
  ])('refuses %s as invalid, taking nothing', async (_what, lines, reason) => {
    expect(await place(ASHA, lines)).toEqual({ kind: 'invalid', reason });
    expect(await totalOf(TEE)).toBe(43);
  });

  it('takes two colours of one size as two lines', async () => {
    expect((await place(ASHA, [line(TEE, 'M', 1, 'Navy'), line(TEE, 'M', 2, 'Olive')])).kind).toBe('placed');
    expect(await stocks(TEE)).toMatchObject({ 'M Navy': 0, 'M Olive': 0 });
  });
});

describe('the last unit of one size, wanted by two shoppers at once', () => {
  it('two transactions: the second waits on the lock, then reads what the first left: one order, M at 0 and never below', async () => {
    const first = await open(ASHA);
    const second = await open(RAVI);
    const secondPid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    expect(await placeIn(first, request([line(SHIRT, 'M')]))).toMatchObject({ kind: 'placed' });
    const waiting = placeIn(second, request([line(SHIRT, 'M')]));
    await blocked(secondPid);
    await first.query('commit');
    expect(await waiting).toEqual({ kind: 'refused', problems: [{ kind: 'short', productId: SHIRT, size: 'M', title: 'Oxford Shirt', left: 0 }] });
    await second.query('commit');
    expect(await stocks(SHIRT)).toEqual({ S: 3, M: 0, L: 0, XL: 2, XXL: 4 });
    expect(Number((await db.query('select count(*) from public.orders')).rows[0].count)).toBe(1);
  });

  it('both at once, each committing as soon as it can, for the last Navy M: one placed, one refused, the stock 0', async () => {
    const kinds = await Promise.all([ASHA, RAVI].map(async (actor) => (await place(actor, [line(TEE, 'M', 1, 'Navy')])).kind));
    expect(kinds.sort()).toEqual(['placed', 'refused']);
    expect(await stocks(TEE)).toMatchObject({ 'M Navy': 0, 'M Olive': 2 });
    expect(await totalOf(TEE)).toBe(42);
  });

  it('two sizes of one product at once: both placed, each size down by one', async () => {
    const kinds = await Promise.all([place(ASHA, [line(SHIRT, 'M')]), place(RAVI, [line(SHIRT, 'S')])].map(async (answer) => (await answer).kind));
    expect(kinds).toEqual(['placed', 'placed']);
    expect(await stocks(SHIRT)).toEqual({ S: 2, M: 0, L: 0, XL: 2, XXL: 4 });
    expect(await totalOf(SHIRT)).toBe(8);
  });
});

describe('cancelling puts the stock back on the same variant', () => {
  it('the shopper’s cancel_order: the size and colour sold get their units back, no other', async () => {
    const placed = await place(ASHA, [line(TEE, 'M', 2, 'Olive'), line(SHIRT, 'XL', 2)]);
    expect(await stocks(TEE)).toMatchObject({ 'M Olive': 0 });
    const answer = await callAs<{ kind: string }>(ASHA, 'select public.cancel_order($1, $2) as r', [placed.order!.number, 'Ordered by mistake']);
    expect(answer.kind).toBe('cancelled');
    expect(await stocks(TEE)).toMatchObject({ 'M Navy': 1, 'M Olive': 2, 'S Olive': 5 });
    expect(await stocks(SHIRT)).toEqual({ S: 3, M: 1, L: 0, XL: 2, XXL: 4 });
    expect(await totalOf(TEE)).toBe(43);
  });

  it('the admin’s cancel: back on the size sold', async () => {
    const placed = await place(ASHA, [line(CAP, 'One Size', 3)]);
    const answer = await callAs<{ kind: string }>(admin, 'select public.admin_cancel_order($1, $2) as r', [placed.order!.number, 'Out of stock at the warehouse']);
    expect(answer.kind).toBe('cancelled');
    expect(await stocks(CAP)).toEqual({ 'One Size': 6 });
  });

  it('the expired UPI holds job (pg_cron’s command): back on the size sold', async () => {
    const connection = await open(ASHA);
    const placing = { ...request([line(SHIRT, 'XXL', 3)]), paymentMethod: 'upi' as const };
    const placed = await placeIn(connection, placing);
    await connection.query('commit');
    expect(await stocks(SHIRT)).toMatchObject({ XXL: 1 });
    await db.query(`update public.orders set placed_at = placed_at - interval '2 hours' where number = $1`, [placed.order!.number]);
    expect(Number((await db.query('select public.release_expired_holds() as n')).rows[0].n)).toBe(1);
    expect(await stocks(SHIRT)).toEqual({ S: 3, M: 1, L: 0, XL: 2, XXL: 4 });
  });

  it('a variant the product no longer has gets nothing back, and the cancel still goes through', async () => {
    const placed = await place(ASHA, [line(SHIRT, 'S', 1)]);
    // The admin made the shirt One Size since (the maintainer's SQL here, as replace_product_variants writes it).
    await db.query('delete from public.product_variants where product_id = $1', [SHIRT]);
    await db.query(`update public.products set size_scale = 'one-size' where id = $1`, [SHIRT]);
    await db.query(`insert into public.product_variants (product_id, size_scale, position, size, sku, stock) values ($1, 'one-size', 0, 'One Size', 'SHI7001-OS', 7)`, [SHIRT]);
    const answer = await callAs<{ kind: string }>(ASHA, 'select public.cancel_order($1, $2) as r', [placed.order!.number, 'Changed my mind']);
    expect(answer.kind).toBe('cancelled');
    expect(await stocks(SHIRT)).toEqual({ 'One Size': 7 });
  });
});

describe('the cart keeps each variant apart', () => {
  async function saveCart(actor: Actor, lines: unknown[]): Promise<string | undefined> {
    const connection = await open(actor);
    try {
      await connection.query(
        `insert into public.carts (user_id, lines) values ($1, $2::jsonb) on conflict (user_id) do update set lines = excluded.lines`,
        [actor.userId, JSON.stringify(lines)],
      );
      await connection.query('commit');
      return undefined;
    } catch (error) {
      await connection.query('rollback');
      return (error as { code?: string }).code;
    }
  }
  const cartOf = async (actor: Actor) => (await db.query('select lines from public.carts where user_id = $1', [actor.userId])).rows[0]?.lines;

  it('holds a One Size line and lines by colour', async () => {
    const lines = [
      { productId: CAP, size: 'One Size', quantity: 1, priceWhenAdded: 399 },
      { productId: TEE, size: 'M', colour: 'Navy', quantity: 1, priceWhenAdded: 799 },
      { productId: TEE, size: 'M', colour: 'Olive', quantity: 2, priceWhenAdded: 799 },
    ];
    expect(await saveCart(ASHA, lines)).toBeUndefined();
    expect(await cartOf(ASHA)).toEqual(lines);
  });

  it.each([
    ['a size no scale has', { productId: CAP, size: 'Free Size', quantity: 1, priceWhenAdded: 399 }],
    ['a colour that is no text', { productId: TEE, size: 'M', colour: 3, quantity: 1, priceWhenAdded: 799 }],
    ['an empty colour', { productId: TEE, size: 'M', colour: '', quantity: 1, priceWhenAdded: 799 }],
    ['a colour with spaces around it', { productId: TEE, size: 'M', colour: ' Navy', quantity: 1, priceWhenAdded: 799 }],
  ])('refuses a line with %s (23514)', async (_what, cartLine) => {
    expect(await saveCart(ASHA, [cartLine])).toBe('23514');
  });

  it('placing from the cart takes out only the variant bought: another colour of the size stays', async () => {
    await saveCart(ASHA, [
      { productId: TEE, size: 'M', colour: 'Navy', quantity: 1, priceWhenAdded: 799 },
      { productId: TEE, size: 'M', colour: 'Olive', quantity: 2, priceWhenAdded: 799 },
      { productId: SHIRT, size: 'S', quantity: 3, priceWhenAdded: SHIRT_PRICE },
    ]);
    expect((await place(ASHA, [line(TEE, 'M', 1, 'Olive'), line(SHIRT, 'S', 3)], { fromCart: true })).kind).toBe('placed');
    expect(await cartOf(ASHA)).toEqual([
      { productId: TEE, size: 'M', colour: 'Navy', quantity: 1, priceWhenAdded: 799 },
      { productId: TEE, size: 'M', colour: 'Olive', quantity: 1, priceWhenAdded: 799 },
    ]);
  });
});

describe('returns by variant (20261202110200_returns_by_variant.sql)', () => {
  async function delivered(lines: readonly Line[]): Promise<string> {
    const placed = await place(ASHA, lines);
    const number = placed.order!.number;
    // Delivered an hour ago (the desk's moves, written as the maintainer would).
    await db.query(`update public.orders set status = 'Delivered' where number = $1`, [number]);
    await db.query(
      `insert into public.order_history (order_id, position, status, at, by)
       select o.id, 1, 'Delivered', now() - interval '1 hour', 'admin' from public.orders o where o.number = $1`,
      [number],
    );
    return number;
  }
  const ask = (number: string, lines: unknown[]) =>
    callAs<{ kind: string; reason?: string; request?: { lines: Record<string, unknown>[] } }>(
      ASHA, `select public.request_return($1, $2::jsonb, 'Size too small', '') as r`, [number, JSON.stringify(lines)]);

  it('asks back one colour of a size bought in two, and the request names it; no stock moves', async () => {
    const number = await delivered([line(TEE, 'M', 1, 'Navy'), line(TEE, 'M', 2, 'Olive')]);
    const answer = await ask(number, [{ productId: TEE, size: 'M', colour: 'Olive', quantity: 1 }]);
    expect(answer.kind).toBe('requested');
    expect(answer.request!.lines).toEqual([{ productId: TEE, size: 'M', colour: 'Olive', quantity: 1, title: 'Pique Polo' }]);
    expect(await stocks(TEE)).toMatchObject({ 'M Navy': 0, 'M Olive': 0 });
  });

  it('refuses a colour the order does not hold as not in this order', async () => {
    const number = await delivered([line(TEE, 'M', 1, 'Navy')]);
    expect(await ask(number, [{ productId: TEE, size: 'M', colour: 'Olive', quantity: 1 }])).toEqual({
      kind: 'refused',
      reason: 'One of the items chosen is not in this order.',
    });
  });
});
