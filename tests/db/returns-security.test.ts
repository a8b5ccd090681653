/*
 * Return requests and the order desk on a real PostgreSQL 15 (npm run test:db): a shopper reads
 * their own requests only, anon nothing; nobody writes them but request_return, which refuses
 * another shopper's order, one not delivered or past the window, an item not in the order or asked
 * for twice, and a malformed ask; only an admin moves an order on or searches every order. A
 * return's life: its shopper alone cancels it (cancel_return), the admin alone moves it on
 * (move_return) and reads the queue (returns_queue), and nobody writes its history, rejection,
 * pickup, refund or verdicts directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { requestFor } from '../adapters/order-book.contract';
import { indiaDateAfter } from '../../src/domain/orders/india-time';
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
// A return's life (20261204090000_return_life.sql).
const CANCEL_RETURN = 'select public.cancel_return($1) as result';
const MOVE_RETURN = 'select public.move_return($1, $2::jsonb) as result';
const RETURNS_QUEUE = 'select public.returns_queue($1, $2, $3, $4, $5) as result';
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

/** The shopper's return of a new order of theirs delivered yesterday (its number), then back to `then`. */
async function returnOf(db: Db, then: Actor): Promise<string> {
  const { number } = await orderOf(db, shopper, shopper, 1);
  const answer = await requestReturn(db, number);
  await actAs(db, then);
  return (answer as { request: { id: string } }).request.id;
}

async function call(db: Db, text: string, values: unknown[]): Promise<Answer> {
  return (await db.query<{ result: Answer }>(text, values)).rows[0]!.result;
}

async function statusOf(db: Db, id: string, then: Actor): Promise<string> {
  await asSuperuser(db);
  const { rows } = await db.query<{ status: string }>('select status from public.return_requests where number = $1', [id]);
  await actAs(db, then);
  return rows[0]!.status;
}

describe("a return's life: who moves it", () => {
  it('a shopper may neither move a return on (their own included) nor read the queue; anon may call none of the three', async () => {
    await as(client, shopper, async (db) => {
      const id = await returnOf(db, shopper);
      expect((await attempt(db, MOVE_RETURN, [id, '{"kind":"approve"}'])).code).toBe('42501');
      expect((await attempt(db, RETURNS_QUEUE, [null, null, '', 0, 10])).code).toBe('42501');
      await actAs(db, anon);
      expect((await attempt(db, CANCEL_RETURN, [id])).code).toBe('42501');
      expect((await attempt(db, MOVE_RETURN, [id, '{"kind":"approve"}'])).code).toBe('42501');
      expect((await attempt(db, RETURNS_QUEUE, [null, null, '', 0, 10])).code).toBe('42501');
      expect(await statusOf(db, id, anon)).toBe('Requested');
    });
  });

  it("another shopper cannot cancel the shopper's return (not found); the shopper can, once, before pickup", async () => {
    await as(client, shopper, async (db) => {
      const id = await returnOf(db, otherShopper);
      expect(await call(db, CANCEL_RETURN, [id])).toEqual({ kind: 'not-found' });
      expect(await statusOf(db, id, shopper)).toBe('Requested');
      const cancelled = await call(db, CANCEL_RETURN, [id]);
      expect(cancelled).toMatchObject({ kind: 'moved', request: { id, status: 'Cancelled' } });
      expect((cancelled as { request: { history: { status: string; by: string }[] } }).request.history.map((event) => [event.status, event.by])).toEqual([
        ['Requested', 'shopper'],
        ['Cancelled', 'shopper'],
      ]);
      expect(await call(db, CANCEL_RETURN, [id])).toEqual({ kind: 'refused', reason: 'A return that is Cancelled cannot be cancelled.' });
    });
  });

  it('nobody, the admin included, writes the history, status, rejection, pickup, refund, verdicts or withdrawn lines directly', async () => {
    await as(client, shopper, async (db) => {
      await returnOf(db, shopper);
      const writes = [
        `update public.return_requests set status = 'Approved', history = history || '[{"status":"Approved","at":0,"by":"admin"}]'::jsonb`,
        `update public.return_requests set rejection = 'Worn'`,
        `update public.return_requests set pickup_courier = 'Delhivery', pickup_tracking = 'DLV-123456', pickup_date = current_date`,
        `update public.return_requests set refund_reference = 'UTR-884422119'`,
        'update public.return_request_lines set accepted = true',
        'update public.return_request_lines set withdrawn = true',
        `update public.return_request_lines set accepted = false, refusal = 'Worn'`,
      ];
      for (const actor of [shopper, admin]) {
        await actAs(db, actor);
        for (const text of writes) expect((await attempt(db, text)).code, `${actor.label}: ${text}`).toBe('42501');
      }
      await asSuperuser(db);
      expect((await db.query('select status, rejection, pickup_courier, refund_reference from public.return_requests')).rows).toEqual([
        { status: 'Requested', rejection: null, pickup_courier: null, refund_reference: null },
      ]);
      expect((await db.query('select accepted, refusal from public.return_request_lines')).rows).toEqual([{ accepted: null, refusal: null }]);
    });
  });
});

describe("a return's life: the admin's desk", () => {
  it("moves a return on in order, refusing a move out of turn and a cancel (the shopper's), and finds it in the queue", async () => {
    await as(client, admin, async (db) => {
      const id = await returnOf(db, admin);
      expect(await call(db, MOVE_RETURN, [id, '{"kind":"receive"}'])).toEqual({ kind: 'refused', reason: 'A return that is Requested cannot be received.' });
      expect(await call(db, MOVE_RETURN, [id, '{"kind":"cancel"}'])).toEqual({ kind: 'refused', reason: 'A return that is Requested cannot be cancelled.' });
      expect(await call(db, MOVE_RETURN, [id, '{"kind":"approve"}'])).toMatchObject({ kind: 'moved', request: { status: 'Approved' } });
      const date = indiaDateAfter(Date.now(), 14);
      const booked = await call(db, MOVE_RETURN, [id, JSON.stringify({ kind: 'schedule-pickup', courier: ' Delhivery ', trackingNumber: 'DLV-123456', date })]);
      expect(booked).toMatchObject({ kind: 'moved', request: { status: 'Pickup scheduled', pickup: { courier: 'Delhivery', trackingNumber: 'DLV-123456', date } } });
      expect(await call(db, MOVE_RETURN, ['RT99999999', '{"kind":"approve"}'])).toEqual({ kind: 'not-found' });

      const page = await call(db, RETURNS_QUEUE, [null, null, ` ${id.toLowerCase()} `, 0, 10]);
      expect(page).toMatchObject({ total: 1, rows: [{ request: { id, status: 'Pickup scheduled' }, customer: expect.any(String), phone: expect.any(String) }] });
      expect(Object.keys(page.counts as object).sort()).toEqual(['Approved', 'Cancelled', 'Inspected', 'Pickup scheduled', 'Received', 'Refunded', 'Rejected', 'Requested']);
      expect((page.counts as Record<string, number>)['Pickup scheduled']).toBeGreaterThanOrEqual(1);
    });
  });

  it('a malformed move, filter or page raises 22023, changing nothing', async () => {
    await as(client, admin, async (db) => {
      const id = await returnOf(db, admin);
      const pickup = (date: string) => ({ kind: 'schedule-pickup', courier: 'Delhivery', trackingNumber: 'DLV-123456', date });
      const moves: unknown[] = [
        'approve',
        { kind: 'fly' },
        { kind: 'reject', reason: '   ' },
        { kind: 'reject', reason: 'x'.repeat(201) },
        { kind: 'schedule-pickup', courier: 'D', trackingNumber: 'DLV-123456', date: indiaDateAfter(Date.now(), 1) },
        { kind: 'schedule-pickup', courier: 'Delhivery', trackingNumber: 'no way', date: indiaDateAfter(Date.now(), 1) },
        pickup('2026-02-30'),
        pickup(indiaDateAfter(Date.now(), 15)),
        pickup(indiaDateAfter(Date.now(), -1)),
        { kind: 'inspect', verdicts: [] },
        { kind: 'inspect', verdicts: [{ accepted: 'yes' }] },
        { kind: 'inspect', verdicts: [{ accepted: false }] },
        { kind: 'refund', reference: 'UTR 1' },
      ];
      for (const move of moves) expect((await attempt(db, MOVE_RETURN, [id, JSON.stringify(move)])).code, JSON.stringify(move)).toBe('22023');
      const queries: unknown[][] = [
        ['Lost', null, '', 0, 10],
        [null, 'Because', '', 0, 10],
        [null, null, '', -1, 10],
        [null, null, '', 0, 0],
        [null, null, '', 0, 101],
      ];
      for (const query of queries) expect((await attempt(db, RETURNS_QUEUE, query)).code, JSON.stringify(query)).toBe('22023');
      expect(await statusOf(db, id, admin)).toBe('Requested');
    });
  });
});
