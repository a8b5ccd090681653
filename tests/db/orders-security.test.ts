/*
 * Orders on a real PostgreSQL 15 (npm run test:db): a shopper reads their own orders, lines and
 * history only, anon nothing; nobody writes any of them but place_order and cancel_order, which
 * decide as the domain does whatever a client sends, and reach no other shopper's order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { OrderRequestLine } from '../../src/domain/orders/order-request';
import { requestFor } from '../adapters/order-book.contract';
import { HOME } from '../support/addresses';
import { OTHER_SHOPPER_ID, SHOPPER_ID, admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Actor, type Db } from './support/database.ts';
import { PLACE_ORDER, actAs, placeArguments } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

// The fixture's active product (database.ts): ₹499, MRP ₹999, 40 in stock. Product 12 is off sale.
const TEE = 1;
const RETIRED = 12;
const tee = (quantity: number, size: OrderRequestLine['size'] = 'M'): OrderRequestLine => ({ productId: TEE, size, quantity, unitPrice: 49_900 });

type Answer = Record<string, unknown> & { order?: Record<string, unknown> };

async function place(db: Db, request: Parameters<typeof placeArguments>[0]): Promise<Answer> {
  const { rows } = await db.query<{ result: Answer }>(PLACE_ORDER, placeArguments(request));
  return rows[0]!.result;
}

/** `actor` places an order of `quantity` tees; back to `then` afterwards. Its number and id. */
async function orderOf(db: Db, actor: Actor, then: Actor, quantity = 1): Promise<{ number: string; id: number }> {
  await actAs(db, actor);
  const answer = await place(db, requestFor([tee(quantity)]));
  expect(answer).toMatchObject({ kind: 'placed' });
  const number = answer.order!.number as string;
  await asSuperuser(db);
  const { rows } = await db.query<{ id: string }>('select id from public.orders where number = $1', [number]);
  await actAs(db, then);
  return { number, id: Number(rows[0]!.id) };
}

async function stockOf(db: Db, id: number, role: Actor): Promise<number | null> {
  await asSuperuser(db);
  const { rows } = await db.query<{ stock_quantity: number | null }>('select stock_quantity from public.products where id = $1', [id]);
  await actAs(db, role);
  return rows[0]!.stock_quantity;
}

async function countOrders(db: Db, role: Actor): Promise<number> {
  await asSuperuser(db);
  const { rows } = await db.query<{ count: string }>('select count(*) from public.orders');
  await actAs(db, role);
  return Number(rows[0]!.count);
}

describe('orders: whose they are', () => {
  it('a shopper reads their own order, its lines and history, by the tables and by my_orders / my_order', async () => {
    await as(client, shopper, async (db) => {
      const { number, id } = await orderOf(db, shopper, shopper, 2);
      expect((await db.query('select number, user_id, total from public.orders')).rows).toEqual([{ number, user_id: SHOPPER_ID, total: '99800' }]);
      expect((await db.query('select product_id, quantity from public.order_lines where order_id = $1', [id])).rows).toEqual([{ product_id: '1', quantity: 2 }]);
      expect((await db.query('select status, by from public.order_history where order_id = $1', [id])).rows).toEqual([{ status: 'Processing', by: 'shopper' }]);
      const mine = (await db.query('select public.my_orders() as list')).rows[0].list;
      expect(mine.map((order: { number: string }) => order.number)).toEqual([number]);
      expect((await db.query('select public.my_order($1) as o', [number])).rows[0].o).toMatchObject({ number, status: 'Processing' });
    });
  });

  it("another shopper's order is invisible by id and by number: its row, lines, history, my_order and order_json", async () => {
    await as(client, shopper, async (db) => {
      const ravis = await orderOf(db, otherShopper, shopper);
      for (const query of [
        ['select * from public.orders'],
        ['select * from public.orders where id = $1', [ravis.id]],
        ['select * from public.orders where number = $1', [ravis.number]],
        ['select * from public.order_lines'],
        ['select * from public.order_lines where order_id = $1', [ravis.id]],
        ['select * from public.order_history where order_id = $1', [ravis.id]],
      ] as const) {
        expect(await attempt(db, query[0], query[1] ? [...query[1]] : []), query[0]).toMatchObject({ code: undefined, rowCount: 0 });
      }
      expect((await db.query('select public.my_orders() as list')).rows[0].list).toEqual([]);
      expect((await db.query('select public.my_order($1) as o', [ravis.number])).rows[0].o).toBeNull();
      expect((await db.query('select public.order_json($1) as o', [ravis.id])).rows[0].o).toBeNull();
    });
  });

  it('an admin reads no shopper’s orders either (until the admin’s orders screen brings its policy)', async () => {
    await as(client, admin, async (db) => {
      const ravis = await orderOf(db, otherShopper, admin);
      expect(await attempt(db, 'select * from public.orders')).toMatchObject({ code: undefined, rowCount: 0 });
      expect(await attempt(db, 'select * from public.order_lines where order_id = $1', [ravis.id])).toMatchObject({ code: undefined, rowCount: 0 });
    });
  });

  it('anon reads nothing and calls nothing (42501): tables, counter, readers, place_order, cancel_order', async () => {
    await as(client, anon, async (db) => {
      const ravis = await orderOf(db, otherShopper, anon);
      for (const table of ['orders', 'order_lines', 'order_history', 'invoice_counters']) {
        expect((await attempt(db, `select * from public.${table}`)).code, table).toBe('42501');
      }
      expect((await attempt(db, 'select public.my_orders()')).code).toBe('42501');
      expect((await attempt(db, 'select public.my_order($1)', [ravis.number])).code).toBe('42501');
      expect((await attempt(db, 'select public.order_json($1)', [ravis.id])).code).toBe('42501');
      expect((await attempt(db, PLACE_ORDER, placeArguments(requestFor([tee(1)])))).code).toBe('42501');
      expect((await attempt(db, 'select public.cancel_order($1, $2)', [ravis.number, 'Not mine'])).code).toBe('42501');
      expect(await stockOf(db, TEE, anon)).toBe(39);
    });
  });

  it('place_order and cancel_order refuse a token without a user (42501)', async () => {
    await as(client, { label: 'no user', role: 'authenticated' }, async (db) => {
      expect((await attempt(db, PLACE_ORDER, placeArguments(requestFor([tee(1)])))).code).toBe('42501');
      expect((await attempt(db, 'select public.cancel_order($1, $2)', ['FZ00000001', 'Why'])).code).toBe('42501');
    });
  });

  it('an account with orders cannot be deleted (23503): its invoices are tax records', async () => {
    await as(client, shopper, async (db) => {
      await orderOf(db, otherShopper, shopper);
      await asSuperuser(db);
      expect((await attempt(db, 'delete from auth.users where id = $1', [OTHER_SHOPPER_ID])).code).toBe('23503');
    });
  });
});

describe('orders: nobody writes them directly', () => {
  const INSERT_ORDER = `insert into public.orders (user_id, idempotency_key, placed_at, payment_method, payment_state, subtotal,
                          delivery_fee, total, full_name, mobile, email, line1, line2, city, state, pin_code, delivery_option,
                          estimated_date, invoice_number)
                        values ($1, 'forged-key-1', now(), 'cod', 'cod-due', 100, 0, 100, 'Asha Rao', '9876543210', 'a@b.in',
                          '12 MG Road', 'Indiranagar', 'Bengaluru', 'Karnataka', '560038', 'standard', '2026-12-01', 'FZ/26-27/999999')`;

  it.each([
    ['their own user id', SHOPPER_ID],
    ["another shopper's user id", OTHER_SHOPPER_ID],
  ])('a shopper may not insert an order with %s (42501)', async (_what, userId) => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, INSERT_ORDER, [userId])).code).toBe('42501');
      expect(await countOrders(db, shopper)).toBe(0);
    });
  });

  it('a shopper may not add a line or a history entry to their own order (42501)', async () => {
    await as(client, shopper, async (db) => {
      const { id } = await orderOf(db, shopper, shopper);
      const line = `insert into public.order_lines (order_id, position, product_id, title, image, category, size, quantity, unit_price, mrp)
                    values ($1, 1, 1, 'Free Tee', '', 'tshirts', 'M', 10, 0, 0)`;
      expect((await attempt(db, line, [id])).code).toBe('42501');
      const entry = `insert into public.order_history (order_id, position, status, at, by) values ($1, 1, 'Delivered', now(), 'admin')`;
      expect((await attempt(db, entry, [id])).code).toBe('42501');
    });
  });

  it.each([
    ['its total', 'update public.orders set total = 1'],
    ['its status', `update public.orders set status = 'Delivered'`],
    ['its payment', `update public.orders set payment_state = 'paid'`],
    ['its owner', `update public.orders set user_id = '${OTHER_SHOPPER_ID}'`],
    ['a line’s price', 'update public.order_lines set unit_price = 1'],
    ['a history entry', `update public.order_history set status = 'Shipped'`],
  ])('a shopper may not change %s on their own order (42501)', async (_what, statement) => {
    await as(client, shopper, async (db) => {
      await orderOf(db, shopper, shopper);
      expect((await attempt(db, statement)).code).toBe('42501');
      expect((await db.query('select status, total, payment_state from public.orders')).rows).toEqual([{ status: 'Processing', total: '49900', payment_state: 'cod-due' }]);
    });
  });

  it.each(['orders', 'order_lines', 'order_history'])('a shopper may not delete from %s, their own rows included (42501)', async (table) => {
    await as(client, shopper, async (db) => {
      await orderOf(db, shopper, shopper);
      expect((await attempt(db, `delete from public.${table}`)).code).toBe('42501');
      expect((await attempt(db, `select * from public.${table}`)).rowCount).toBe(1);
    });
  });

  it('nobody but the functions counts invoices or draws order numbers (42501)', async () => {
    await as(client, shopper, async (db) => {
      expect((await attempt(db, `insert into public.invoice_counters values ('26-27', 1)`)).code).toBe('42501');
      expect((await attempt(db, 'update public.invoice_counters set last_number = 1')).code).toBe('42501');
      expect((await attempt(db, 'delete from public.invoice_counters')).code).toBe('42501');
      expect((await attempt(db, `select setval('public.orders_id_seq', 1)`)).code).toBe('42501');
      expect((await attempt(db, `select nextval('public.orders_id_seq')`)).code).toBe('42501');
      expect((await attempt(db, 'select last_value from public.orders_id_seq')).code).toBe('42501');
    });
  });
});

describe('place_order: what it takes', () => {
  it('places the order, takes the stock (no invoice number: it is issued at dispatch), and answers the same key with the same order', async () => {
    await as(client, shopper, async (db) => {
      const request = requestFor([tee(2), tee(1, 'L')]);
      const first = await place(db, request);
      expect(first).toMatchObject({ kind: 'placed', replayed: false, order: { totals: { subtotal: 149_700, delivery: 0, discount: 0, total: 149_700 } } });
      expect(first.order).not.toHaveProperty('invoice');
      expect(await stockOf(db, TEE, shopper)).toBe(37);
      expect(await place(db, request)).toEqual({ ...first, replayed: true });
      expect(await stockOf(db, TEE, shopper)).toBe(37);
      expect(await countOrders(db, shopper)).toBe(1);
    });
  });

  it('takes what was bought out of the caller’s cart: a line bought in part keeps the rest, the others stay', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      const cart = [
        { productId: TEE, size: 'M', quantity: 3, priceWhenAdded: 499 },
        { productId: TEE, size: 'L', quantity: 1, priceWhenAdded: 499 },
        { productId: 7, size: 'S', quantity: 1, priceWhenAdded: 99 },
      ];
      await db.query('insert into public.carts (user_id, lines) values ($1, $2), ($3, $2)', [SHOPPER_ID, JSON.stringify(cart), OTHER_SHOPPER_ID]);
      await actAs(db, shopper);
      expect(await place(db, requestFor([tee(2), tee(1, 'L')]))).toMatchObject({ kind: 'placed' });
      await asSuperuser(db);
      const carts = (await db.query('select user_id, lines from public.carts order by user_id')).rows;
      expect(carts).toEqual([
        { user_id: SHOPPER_ID, lines: [{ ...cart[0], quantity: 1 }, cart[2]] },
        { user_id: OTHER_SHOPPER_ID, lines: cart },
      ]);
    });
  });

  it('refuses a unit price of ₹0.01 as repriced, placing nothing and taking no stock', async () => {
    await as(client, shopper, async (db) => {
      const answer = await place(db, requestFor([{ ...tee(1), unitPrice: 1 }], { total: 1 }));
      expect(answer).toEqual({ kind: 'refused', problems: [{ kind: 'repriced', productId: TEE, size: 'M', title: 'Classic White T-shirt', was: 1, now: 49_900 }] });
      expect(await stockOf(db, TEE, shopper)).toBe(40);
      expect(await countOrders(db, shopper)).toBe(0);
    });
  });

  it('refuses a product that does not exist, one off sale, and more than a size has, line by line', async () => {
    await as(client, shopper, async (db) => {
      // The tee's 40 are 8 in each size (20261202110000_product_variants.sql): 10 of one size is short, 1 is not.
      const request = requestFor([{ productId: 4242, size: 'S', quantity: 1, unitPrice: 100 }, { productId: RETIRED, size: 'M', quantity: 1, unitPrice: 129_900 }, tee(10), tee(10, 'L'), tee(10, 'XL'), tee(10, 'XXL'), tee(1, 'S')]);
      const short = { kind: 'short', productId: TEE, title: 'Classic White T-shirt', left: 8 };
      expect(await place(db, request)).toEqual({
        kind: 'refused',
        problems: [
          { kind: 'gone', productId: 4242, size: 'S' },
          { kind: 'gone', productId: RETIRED, size: 'M' },
          ...['M', 'L', 'XL', 'XXL'].map((size) => ({ ...short, size })),
        ],
      });
      expect(await stockOf(db, TEE, shopper)).toBe(40);
    });
  });

  it.each([
    ['a quantity of 0', { quantity: 0 }, 'A quantity must be a whole number from 1 to 10'],
    ['a quantity of -1', { quantity: -1 }, 'A quantity must be a whole number from 1 to 10'],
    ['a quantity of 1e9', { quantity: 1e9 }, 'A quantity must be a whole number from 1 to 10'],
    ["a quantity of 'abc'", { quantity: 'abc' }, 'A quantity must be a whole number from 1 to 10'],
    ["a quantity of '2' (a string)", { quantity: '2' }, 'A quantity must be a whole number from 1 to 10'],
    ['a quantity of 1.5', { quantity: 1.5 }, 'A quantity must be a whole number from 1 to 10'],
    ['a product id of 0', { productId: 0 }, 'A line names no product'],
    ["a product id of '1'", { productId: '1' }, 'A line names no product'],
    ['a size of XS', { size: 'XS' }, 'A line has no valid size'],
    ['a unit price of -1', { unitPrice: -1 }, 'A line has no valid price'],
    ['a unit price of 499.5', { unitPrice: 499.5 }, 'A line has no valid price'],
  ])('refuses %s as invalid, with the domain’s words, taking no stock', async (_what, change, reason) => {
    await as(client, shopper, async (db) => {
      expect(await place(db, requestFor([{ ...tee(1), ...change } as OrderRequestLine], { total: 49_900 }))).toEqual({ kind: 'invalid', reason });
      expect(await stockOf(db, TEE, shopper)).toBe(40);
      expect(await countOrders(db, shopper)).toBe(0);
    });
  });

  it.each([
    ['a key of 7 characters', { idempotencyKey: 'short-7' }, 'The checkout has no valid key'],
    ['no lines', { lines: [] }, 'There is nothing to order'],
    ['lines that are no list', { lines: { 0: tee(1) } }, 'There is nothing to order'],
    ['51 lines', { lines: Array.from({ length: 51 }, () => tee(1)) }, 'An order holds at most 50 lines'],
    ['one product and size twice', { lines: [tee(1), tee(2)] }, 'The same product, size and colour appear twice'],
    ['international delivery', { deliveryOption: 'international' }, 'Choose a delivery option'],
    ['payment by card', { paymentMethod: 'card' }, 'Choose a payment method'],
    ['a total other than the catalogue’s', { total: 100 }, 'The total has changed'],
    ['cash on delivery above ₹5,000', { lines: [tee(8), tee(2, 'L'), tee(1, 'XL')], total: 548_900 }, 'Cash on Delivery is available on orders up to ₹5,000'],
  ])('refuses %s as invalid, with the domain’s words', async (_what, change, reason) => {
    await as(client, shopper, async (db) => {
      expect(await place(db, { ...requestFor([tee(1)]), ...change })).toEqual({ kind: 'invalid', reason });
      expect(await stockOf(db, TEE, shopper)).toBe(40);
      expect(await countOrders(db, shopper)).toBe(0);
    });
  });

  it('refuses UPI above ₹1,00,000, and takes it at ₹1,00,000', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query(`insert into public.products (id, name, price, original_price, image_url, category, stock_quantity, sku)
                      values (4001, 'Heirloom Sherwani', 50000, 50000, '/images/sherwani.jpg', 'outerwear', 10, 'OUT-400100')`);
      await actAs(db, shopper);
      const sherwani = (quantity: number, size: OrderRequestLine['size'] = 'M') => ({ productId: 4001, size, quantity, unitPrice: 5_000_000 });
      const over = requestFor([sherwani(2), sherwani(1, 'L')], { payment: 'upi' });
      expect(await place(db, over)).toEqual({ kind: 'invalid', reason: 'UPI takes payments of up to ₹1,00,000' });
      expect(await place(db, requestFor([sherwani(2)], { payment: 'upi' }))).toMatchObject({ kind: 'placed', order: { totals: { total: 10_000_000 }, payment: { method: 'upi', state: 'pending' } } });
      expect(await stockOf(db, 4001, shopper)).toBe(8);
    });
  });

  it.each([
    ['a 5,000-character address line', { address: { ...HOME, line1: 'x'.repeat(5000) } }, '23514'],
    ['an address without its state', { address: { ...HOME, state: undefined } }, '23502'],
  ])('refuses %s by its SQLSTATE, keeping nothing of the order (no stock taken, no invoice number)', async (_what, change, code) => {
    await as(client, shopper, async (db) => {
      const counted = async () => {
        await asSuperuser(db);
        return (await db.query('select coalesce(sum(last_number), 0)::int as n from public.invoice_counters')).rows[0].n;
      };
      const before = await counted();
      await actAs(db, shopper);
      expect((await attempt(db, PLACE_ORDER, placeArguments({ ...requestFor([tee(1)]), ...change }))).code).toBe(code);
      expect(await stockOf(db, TEE, shopper)).toBe(40);
      expect(await countOrders(db, shopper)).toBe(0);
      expect(await counted()).toBe(before);
    });
  });

  it('reads public.products whatever search_path the caller sets (a decoy table with a price of ₹0.01 is not read)', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query('create schema decoy_orders');
      await db.query('create table decoy_orders.products as select * from public.products');
      await db.query('update decoy_orders.products set price = 0.01, stock_quantity = 1000');
      await db.query('grant usage on schema decoy_orders to authenticated');
      await db.query('grant select on decoy_orders.products to authenticated');
      await actAs(db, shopper);
      await db.query('set local search_path = decoy_orders, public');
      const answer = await place(db, requestFor([{ ...tee(1), unitPrice: 1 }], { total: 1 }));
      expect(answer).toMatchObject({ kind: 'refused', problems: [{ kind: 'repriced', was: 1, now: 49_900 }] });
      expect(await countOrders(db, shopper)).toBe(0);
    });
  });
});

describe('cancel_order', () => {
  const cancel = async (db: Db, number: string, reason = 'Ordered by mistake') =>
    (await db.query<{ result: Answer }>('select public.cancel_order($1, $2) as result', [number, reason])).rows[0]!.result;

  it('cancels the caller’s order once: the stock back, cash no longer due; a second time is refused', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 3);
      expect(await stockOf(db, TEE, shopper)).toBe(37);
      expect(await cancel(db, number)).toMatchObject({ kind: 'cancelled', order: { status: 'Cancelled', payment: { method: 'cod', state: 'void' } } });
      expect(await stockOf(db, TEE, shopper)).toBe(40);
      expect(await cancel(db, number, 'Again')).toEqual({ kind: 'refused', reason: 'This order is already cancelled.' });
      expect(await stockOf(db, TEE, shopper)).toBe(40);
      expect((await db.query('select status, by, note from public.order_history order by position')).rows).toEqual([
        { status: 'Processing', by: 'shopper', note: null },
        { status: 'Cancelled', by: 'shopper', note: 'Ordered by mistake' },
      ]);
    });
  });

  it("finds no other shopper's order (not-found), and leaves it and its stock as they were", async () => {
    await as(client, shopper, async (db) => {
      const ravis = await orderOf(db, otherShopper, shopper, 2);
      expect(await cancel(db, ravis.number)).toEqual({ kind: 'not-found' });
      expect(await stockOf(db, TEE, shopper)).toBe(38);
      await asSuperuser(db);
      expect((await db.query('select status from public.orders where id = $1', [ravis.id])).rows).toEqual([{ status: 'Processing' }]);
    });
  });

  it.each([
    ['shipped', `update public.orders set status = 'Shipped'`, 'This order has shipped, so it can no longer be cancelled. You can return it once it is delivered.'],
    // The clock's millisecond, as the domain's (now >= placedAt + 24 h): the window's end is outside it.
    ['placed exactly 24 hours ago', `update public.orders set placed_at = date_trunc('milliseconds', now()) - interval '24 hours'`, 'Orders can be cancelled within 24 hours of ordering. Please contact Customer Care.'],
  ])('refuses an order %s with the policy’s words, putting no stock back', async (_what, change, reason) => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 2);
      await asSuperuser(db);
      await db.query(change);
      await actAs(db, shopper);
      expect(await cancel(db, number)).toEqual({ kind: 'refused', reason });
      expect(await stockOf(db, TEE, shopper)).toBe(38);
    });
  });

  it('cancels an order placed a millisecond less than 24 hours ago', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 2);
      await asSuperuser(db);
      await db.query(`update public.orders set placed_at = date_trunc('milliseconds', now()) - interval '24 hours' + interval '1 millisecond'`);
      await actAs(db, shopper);
      expect(await cancel(db, number)).toMatchObject({ kind: 'cancelled' });
      expect(await stockOf(db, TEE, shopper)).toBe(40);
    });
  });

  it.each([
    ['an empty reason', '   '],
    ['a reason of 201 characters', 'x'.repeat(201)],
  ])('refuses %s (22023), cancelling nothing', async (_what, reason) => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper);
      expect((await attempt(db, 'select public.cancel_order($1, $2)', [number, reason])).code).toBe('22023');
      expect((await db.query('select status from public.orders')).rows).toEqual([{ status: 'Processing' }]);
    });
  });
});

describe('the functions themselves', () => {
  const functions = async () =>
    (
      await client.query<{ name: string; definer: boolean; config: string[]; anon: boolean; authenticated: boolean }>(
        `select p.oid::regprocedure::text as name, prosecdef as definer, proconfig as config,
                has_function_privilege('anon', p.oid, 'execute') as anon,
                has_function_privilege('authenticated', p.oid, 'execute') as authenticated
           from pg_proc p
          where p.pronamespace = 'public'::regnamespace
            and p.proname in ('place_order', 'cancel_order', 'my_orders', 'my_order', 'order_json', 'order_request_problem',
                              'is_whole_number', 'order_delivery_fee', 'financial_year_of', 'cart_without')
          order by 1`,
      )
    ).rows;

  it('place_order and cancel_order are SECURITY DEFINER, the readers SECURITY INVOKER, all with an empty search_path; anon executes none', async () => {
    const rows = await functions();
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.config, row.name).toEqual(['search_path=""']);
      expect(row.anon, row.name).toBe(false);
      expect(row.definer, row.name).toBe(row.name.startsWith('place_order') || row.name.startsWith('cancel_order'));
    }
    const callable = rows.filter((row) => row.authenticated).map((row) => row.name.split('(')[0]).sort();
    expect(callable).toEqual(['cancel_order', 'my_order', 'my_orders', 'order_json', 'place_order']);
  });
});
