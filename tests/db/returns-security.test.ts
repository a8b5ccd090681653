/*
 * Return requests and the order desk on a real PostgreSQL 15 (npm run test:db): a shopper reads
 * their own requests only, anon nothing; nobody writes them but request_return, which refuses
 * another shopper's order, one not delivered or past the window, an item not in the order or asked
 * for twice, and a malformed ask; only an admin moves an order on or searches every order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { requestFor } from '../adapters/order-book.contract';
import { admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Actor, type Db } from './support/database.ts';
import { PLACE_ORDER, actAs, placeArguments } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

// The fixture's active product (database.ts): a tee, ₹499.
const TEE = 1;
const REQUEST_RETURN = 'select public.request_return($1, $2::jsonb, $3, $4) as result';
// The admin's search of every order (20261126130000_back_office.sql), by the order's number.
const SEARCH = 'select public.search_orders($1) as r';
const teeBack = (quantity = 1) => JSON.stringify([{ productId: TEE, size: 'M', quantity }]);

type Answer = Record<string, unknown>;

/** `actor` orders two tees; delivered by the admin `deliveredDaysAgo` days ago unless undefined; back to `then`. */
async function orderOf(db: Db, actor: Actor, then: Actor, deliveredDaysAgo?: number): Promise<{ number: string; id: number }> {
  await actAs(db, actor);
  const { rows } = await db.query<{ result: { order: { number: string } } }>(PLACE_ORDER, placeArguments(requestFor([{ productId: TEE, size: 'M', quantity: 2, unitPrice: 49_900 }])));
  const number = rows[0]!.result.order.number;
  if (deliveredDaysAgo !== undefined) {
    await actAs(db, admin);
    for (const to of ['Shipped', 'In Transit', 'Delivered']) {
      const moved = await db.query<{ result: Answer }>(`select public.advance_order($1, $2, 'Delhivery', 'DLV-1234567890') as result`, [number, to]);
      expect(moved.rows[0]!.result).toMatchObject({ kind: 'moved' });
    }
    await asSuperuser(db);
    await db.query(
      `update public.order_history h set at = now() - make_interval(days => $2) from public.orders o
        where o.id = h.order_id and o.number = $1 and h.status = 'Delivered'`,
      [number, deliveredDaysAgo],
    );
  }
  await asSuperuser(db);
  const found = await db.query<{ id: string }>('select id from public.orders where number = $1', [number]);
  await actAs(db, then);
  return { number, id: Number(found.rows[0]!.id) };
}

async function requestReturn(db: Db, number: string, lines = teeBack(), reason = 'Size too small', comment = ''): Promise<Answer> {
  const { rows } = await db.query<{ result: Answer }>(REQUEST_RETURN, [number, lines, reason, comment]);
  return rows[0]!.result;
}

async function countRequests(db: Db, then: Actor): Promise<number> {
  await asSuperuser(db);
  const { rows } = await db.query<{ count: string }>('select count(*) from public.return_requests');
  await actAs(db, then);
  return Number(rows[0]!.count);
}

describe('return requests: whose they are', () => {
  it('a shopper requests a return of their delivered order and reads it back, by the tables and my_return_requests', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 2);
      const answer = await requestReturn(db, number, teeBack(2), 'Changed my mind', '  too big ');
      expect(answer).toMatchObject({ kind: 'requested', request: { orderNumber: number, reason: 'Changed my mind', comment: 'too big', status: 'Requested', lines: [{ productId: 1, size: 'M', quantity: 2 }] } });
      expect((await db.query('select reason from public.return_requests')).rows).toEqual([{ reason: 'Changed my mind' }]);
      expect((await db.query('select quantity from public.return_request_lines')).rows).toEqual([{ quantity: 2 }]);
      const mine = (await db.query('select public.my_return_requests($1) as list', [number])).rows[0].list;
      expect(mine).toHaveLength(1);
    });
  });

  it("another shopper reads none of them, and cannot request a return of the shopper's order: not found", async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 2);
      await requestReturn(db, number);
      await actAs(db, otherShopper);
      expect(await attempt(db, 'select * from public.return_requests')).toMatchObject({ code: undefined, rowCount: 0 });
      expect(await attempt(db, 'select * from public.return_request_lines')).toMatchObject({ code: undefined, rowCount: 0 });
      expect((await db.query('select public.my_return_requests($1) as list', [number])).rows[0].list).toEqual([]);
      expect(await requestReturn(db, number)).toEqual({ kind: 'not-found' });
    });
  });

  it('anon reads nothing and may not call request_return', async () => {
    await as(client, anon, async (db) => {
      for (const table of ['return_requests', 'return_request_lines']) expect((await attempt(db, `select * from public.${table}`)).code, table).toBe('42501');
      expect((await attempt(db, REQUEST_RETURN, ['FZ00000001', teeBack(), 'Size too small', ''])).code).toBe('42501');
      expect((await attempt(db, 'select public.my_return_requests($1)', ['FZ00000001'])).code).toBe('42501');
    });
  });
});

describe('request_return: what the policy refuses', () => {
  it('an order not delivered yet', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper);
      expect(await requestReturn(db, number)).toEqual({ kind: 'refused', reason: 'This order has not been delivered yet. You can return items once it is delivered.' });
      expect(await countRequests(db, shopper)).toBe(0);
    });
  });

  it('an order delivered more than 30 days ago', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 31);
      expect(await requestReturn(db, number)).toEqual({
        kind: 'refused',
        reason: 'This order was delivered more than 30 days ago: items can be returned within 30 days of delivery.',
      });
      expect(await countRequests(db, shopper)).toBe(0);
    });
  });

  it('an item not in the order, and more than was bought', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 1);
      expect(await requestReturn(db, number, JSON.stringify([{ productId: TEE, size: 'L', quantity: 1 }]))).toEqual({ kind: 'refused', reason: 'One of the items chosen is not in this order.' });
      expect(await requestReturn(db, number, JSON.stringify([{ productId: 99, size: 'M', quantity: 1 }]))).toEqual({ kind: 'refused', reason: 'One of the items chosen is not in this order.' });
      expect(await requestReturn(db, number, teeBack(3))).toEqual({ kind: 'refused', reason: 'You can return at most as many of an item as you bought.' });
      expect(await countRequests(db, shopper)).toBe(0);
    });
  });

  it('the same item twice: once requested, never again (and the unique key holds even for a direct insert by the owner)', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 1);
      expect(await requestReturn(db, number)).toMatchObject({ kind: 'requested' });
      expect((await requestReturn(db, number)).kind).toBe('refused');
      expect(await countRequests(db, shopper)).toBe(1);
    });
  });

  it('a malformed ask (a 5,000-character reason, a reason off the list, a long comment, no line, a line twice) raises 22023, keeping nothing', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper, 1);
      const twice = JSON.stringify([{ productId: TEE, size: 'M', quantity: 1 }, { productId: TEE, size: 'M', quantity: 1 }]);
      const asks: [lines: string, reason: string, comment: string][] = [
        [teeBack(), 'x'.repeat(5000), ''],
        [teeBack(), 'Because', ''],
        [teeBack(), 'Size too small', 'x'.repeat(501)],
        ['[]', 'Size too small', ''],
        ['"tee"', 'Size too small', ''],
        [JSON.stringify([{ productId: TEE, size: 'M', quantity: 0 }]), 'Size too small', ''],
        [twice, 'Size too small', ''],
      ];
      for (const [lines, reason, comment] of asks) {
        expect((await attempt(db, REQUEST_RETURN, [number, lines, reason, comment])).code, `${reason.slice(0, 20)} ${lines}`).toBe('22023');
      }
      expect(await countRequests(db, shopper)).toBe(0);
    });
  });
});

describe('return requests: nobody writes them through the API', () => {
  it('the owner cannot insert, update or delete a request or its lines directly', async () => {
    await as(client, shopper, async (db) => {
      const { number, id } = await orderOf(db, shopper, shopper, 1);
      await requestReturn(db, number);
      const writes: [string, unknown[]][] = [
        [`insert into public.return_requests (order_id, user_id, requested_at, reason) values ($1, $2, now(), 'Size too small')`, [id, shopper.userId]],
        [`update public.return_requests set status = 'Refunded'`, []],
        ['delete from public.return_requests', []],
        ['insert into public.return_request_lines (request_id, order_id, line_position, quantity) values (1, $1, 0, 1)', [id]],
        ['update public.return_request_lines set quantity = 2', []],
        ['delete from public.return_request_lines', []],
      ];
      for (const [text, values] of writes) expect((await attempt(db, text, values)).code, text).toBe('42501');
      expect((await db.query('select status from public.return_requests')).rows).toEqual([{ status: 'Requested' }]);
    });
  });
});

describe('the order desk: the admin alone', () => {
  it('a shopper may neither move an order on (their own included) nor search every order; anon may not call either', async () => {
    await as(client, shopper, async (db) => {
      const { number } = await orderOf(db, shopper, shopper);
      expect((await attempt(db, 'select public.advance_order($1, $2)', [number, 'Shipped'])).code).toBe('42501');
      expect((await attempt(db, SEARCH, [number])).code).toBe('42501');
      await actAs(db, anon);
      expect((await attempt(db, 'select public.advance_order($1, $2)', [number, 'Shipped'])).code).toBe('42501');
      expect((await attempt(db, SEARCH, [number])).code).toBe('42501');
      await asSuperuser(db);
      expect((await db.query('select status from public.orders where number = $1', [number])).rows).toEqual([{ status: 'Processing' }]);
    });
  });

  it('the admin moves one step at a time (a skip refused), a cash order delivered is paid, and finds it among every order', async () => {
    await as(client, admin, async (db) => {
      const { number } = await orderOf(db, shopper, admin);
      expect((await db.query('select public.advance_order($1, $2) as r', [number, 'Delivered'])).rows[0].r).toEqual({
        kind: 'refused',
        reason: 'An order that is Processing cannot be moved to Delivered.',
      });
      expect((await db.query('select public.advance_order($1, $2) as r', [number, 'Cancelled'])).rows[0].r).toMatchObject({ kind: 'refused' });
      for (const to of ['Shipped', 'In Transit', 'Delivered']) await db.query(`select public.advance_order($1, $2, 'Delhivery', 'DLV-1234567890')`, [number, to]);
      const found = (await db.query(SEARCH, [number])).rows[0].r as { total: number; orders: { number: string; status: string; payment: { state: string } }[] };
      expect(found).toMatchObject({ total: 1, orders: [{ number, status: 'Delivered', payment: { state: 'paid' } }] });
      expect((await db.query('select public.advance_order($1, $2) as r', ['FZ99999999', 'Shipped'])).rows[0].r).toEqual({ kind: 'not-found' });
    });
  });
});
