/*
 * The back office on a real PostgreSQL 15 (npm run test:db): search_orders, advance_order with its
 * shipment, admin_cancel_order, confirm_upi_payment and mark_refunded answer the admin alone — and
 * at aal2 when the admin has a second factor, checked in each function, not only in the UI —; nobody
 * writes the new columns directly; the tables' checks refuse a malformed shipment or reference; and
 * release_expired_holds, pg_cron's job every minute and nobody's else, cancels by the server's clock
 * and the store's hold only. Nobody reads every order in one call: all_orders() is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { requestFor } from '../adapters/order-book.contract';
import { ADMIN_ID, admin, anon, as, asSuperuser, attempt, connect, otherShopper, shopper, type Actor, type Db } from './support/database.ts';
import { PLACE_ORDER, actAs, placeArguments } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

// The fixture's active product (database.ts): a tee, ₹499, 40 in stock.
const TEE = 1;
const REFERENCE = '412345678901';
const SEARCH = 'select public.search_orders($1) as r';
const SHIP = `select public.advance_order($1, 'Shipped', 'Delhivery', 'DLV-1234567890') as r`;
const CANCEL = 'select public.admin_cancel_order($1, $2) as r';
const CONFIRM = 'select public.confirm_upi_payment($1, $2) as r';
const REFUND = 'select public.mark_refunded($1) as r';

type Answer = Record<string, unknown>;

/** `actor` places an order of one tee paid by `payment`; back to `then`. */
async function orderOf(db: Db, actor: Actor, then: Actor, payment: 'cod' | 'upi' = 'upi'): Promise<string> {
  await actAs(db, actor);
  const { rows } = await db.query<{ result: { order: { number: string } } }>(
    PLACE_ORDER,
    placeArguments(requestFor([{ productId: TEE, size: 'M', quantity: 1, unitPrice: 49_900 }], { payment })),
  );
  await actAs(db, then);
  return rows[0]!.result.order.number;
}

async function row(db: Db, number: string, then: Actor): Promise<Record<string, unknown>> {
  await asSuperuser(db);
  const { rows } = await db.query(
    'select status, payment_state, courier, tracking_number, upi_reference, settled_at from public.orders where number = $1',
    [number],
  );
  await actAs(db, then);
  return rows[0]!;
}

async function stock(db: Db, then: Actor): Promise<number> {
  await asSuperuser(db);
  const { rows } = await db.query<{ stock_quantity: number }>('select stock_quantity from public.products where id = $1', [TEE]);
  await actAs(db, then);
  return rows[0]!.stock_quantity;
}

const UNTOUCHED = { status: 'Processing', payment_state: 'pending', courier: null, tracking_number: null, upi_reference: null, settled_at: null };

/** As the admin whose token says `aal`, with a verified TOTP factor. */
async function asAdminWithFactor(db: Db, aal: 'aal1' | 'aal2'): Promise<void> {
  await asSuperuser(db);
  await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, 'totp', 'verified')`, [ADMIN_ID]);
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID, aal })]);
  await db.query('set local role authenticated');
}

describe('the back office: the admin alone', () => {
  it.each([
    ['search every order', SEARCH, (n: string) => [n]],
    ['ship an order (their own)', SHIP, (n: string) => [n]],
    ['cancel an order as the admin', CANCEL, (n: string) => [n, 'Mine now']],
    ['confirm their own UPI payment', CONFIRM, (n: string) => [n, REFERENCE]],
    ['mark a refund paid', REFUND, (n: string) => [n]],
  ])('a shopper may not %s (42501), changing nothing', async (_what, statement, args) => {
    await as(client, shopper, async (db) => {
      const number = await orderOf(db, shopper, shopper);
      expect((await attempt(db, statement, args(number))).code).toBe('42501');
      expect(await row(db, number, shopper)).toEqual(UNTOUCHED);
      expect(await stock(db, shopper)).toBe(39);
    });
  });

  it('anon may call none of them, nor release the holds (42501)', async () => {
    await as(client, anon, async (db) => {
      const number = await orderOf(db, shopper, anon);
      for (const [statement, args] of [
        [SEARCH, [number]],
        [SHIP, [number]],
        [CANCEL, [number, 'Why']],
        [CONFIRM, [number, REFERENCE]],
        [REFUND, [number]],
      ] as const) {
        expect((await attempt(db, statement, [...args])).code, statement).toBe('42501');
      }
      expect(await row(db, number, anon)).toEqual(UNTOUCHED);
    });
  });

  it('an admin with a second factor, signed in with the password alone (aal1), may not search every order nor confirm a payment (42501)', async () => {
    await as(client, admin, async (db) => {
      const number = await orderOf(db, otherShopper, admin);
      await asAdminWithFactor(db, 'aal1');
      expect((await attempt(db, SEARCH, [''])).code).toBe('42501');
      expect((await attempt(db, CONFIRM, [number, REFERENCE])).code).toBe('42501');
      expect((await attempt(db, SHIP, [number])).code).toBe('42501');
      expect((await attempt(db, CANCEL, [number, 'Why'])).code).toBe('42501');
      expect(await row(db, number, admin)).toEqual(UNTOUCHED);
    });
  });

  it('the same admin past the second factor (aal2) may', async () => {
    await as(client, admin, async (db) => {
      const number = await orderOf(db, otherShopper, admin);
      await asAdminWithFactor(db, 'aal2');
      const found = (await db.query(SEARCH, [number])).rows[0].r;
      expect(found).toMatchObject({ total: 1, orders: [{ number }] });
      expect((await db.query(CONFIRM, [number, REFERENCE])).rows[0].r).toMatchObject({ kind: 'settled', order: { payment: { state: 'paid', upiReference: REFERENCE } } });
    });
  });
});

describe('the back office: no read of every order at once', () => {
  it('all_orders() is gone (20261202101000_no_order_book_dump.sql): not even the admin at aal2 may call it (42883)', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, 'select public.all_orders()')).code).toBe('42883');
      await asAdminWithFactor(db, 'aal2');
      expect((await attempt(db, 'select public.all_orders()')).code).toBe('42883');
    });
  });
});

describe('the back office: nobody writes the new columns directly', () => {
  it.each([
    ['the courier', `update public.orders set courier = 'Forged', tracking_number = 'FORGED123'`],
    ['the UPI reference', `update public.orders set upi_reference = '${REFERENCE}', payment_state = 'paid'`],
    ['when it was settled', 'update public.orders set settled_at = now()'],
  ])('the owner may not set %s on their own order (42501)', async (_what, statement) => {
    await as(client, shopper, async (db) => {
      const number = await orderOf(db, shopper, shopper);
      expect((await attempt(db, statement)).code).toBe('42501');
      expect(await row(db, number, shopper)).toEqual(UNTOUCHED);
    });
  });

  it('a shopper may not change the UPI payment hold (the settings row stays as it was)', async () => {
    await as(client, shopper, async (db) => {
      expect(await attempt(db, 'update public.store_settings set hold_minutes = 1440')).toMatchObject({ code: undefined, rowCount: 0 });
      expect((await db.query('select hold_minutes from public.store_settings')).rows).toEqual([{ hold_minutes: 30 }]);
    });
  });

  it.each([
    ['a tracking number with a space', `update public.orders set courier = 'DTDC', tracking_number = 'AB 123456'`],
    ['a courier without a tracking number', `update public.orders set courier = 'DTDC'`],
    ['a UPI reference of 11 digits', `update public.orders set upi_reference = '12345678901'`],
    ['a hold of 2 minutes', 'update public.store_settings set hold_minutes = 2'],
  ])('the tables refuse %s, even from the database owner (23514)', async (_what, statement) => {
    await as(client, admin, async (db) => {
      await orderOf(db, shopper, admin);
      await asSuperuser(db);
      expect((await attempt(db, statement)).code).toBe('23514');
    });
  });
});

describe('the back office: what the admin may not do either', () => {
  const call = async (db: Db, statement: string, args: unknown[]) => (await db.query<{ r: Answer }>(statement, args)).rows[0]!.r;

  it('ships only with a tracking number of the right shape, naming the problem', async () => {
    await as(client, admin, async (db) => {
      const number = await orderOf(db, shopper, admin);
      expect(await call(db, `select public.advance_order($1, 'Shipped', 'Delhivery', 'DLV 12') as r`, [number])).toEqual({
        kind: 'refused',
        reason: 'The tracking number is 6 to 30 letters, digits or hyphens.',
      });
      expect(await call(db, `select public.advance_order($1, 'Shipped') as r`, [number])).toEqual({ kind: 'refused', reason: 'Enter the courier’s name.' });
      expect(await row(db, number, admin)).toEqual(UNTOUCHED);
      expect(await call(db, SHIP, [number])).toMatchObject({ kind: 'moved', order: { status: 'Shipped', shipment: { courier: 'Delhivery', trackingNumber: 'DLV-1234567890' } } });
    });
  });

  it('refuses to confirm a cash order, or a reference that is not 12 digits', async () => {
    await as(client, admin, async (db) => {
      const cash = await orderOf(db, shopper, admin, 'cod');
      const upi = await orderOf(db, shopper, admin, 'upi');
      expect(await call(db, CONFIRM, [cash, REFERENCE])).toEqual({ kind: 'refused', reason: 'A cash order is paid at the door: it is collected when the order is delivered.' });
      expect(await call(db, CONFIRM, [upi, '41234567890x'])).toEqual({ kind: 'refused', reason: 'The UPI reference number is 12 digits.' });
      expect(await row(db, upi, admin)).toEqual(UNTOUCHED);
    });
  });

  it('refuses to refund an order not owed a refund, and to cancel one that has shipped (its stock stays sold)', async () => {
    await as(client, admin, async (db) => {
      const number = await orderOf(db, shopper, admin);
      expect(await call(db, REFUND, [number])).toEqual({ kind: 'refused', reason: 'This order is not owed a refund.' });
      await call(db, SHIP, [number]);
      expect(await call(db, CANCEL, [number, 'Late'])).toEqual({ kind: 'refused', reason: 'An order that is Shipped cannot be cancelled: it has left the shop.' });
      expect(await stock(db, admin)).toBe(39);
    });
  });

  it('cancels a confirmed payment before shipping with the stock back, then marks the refund paid once', async () => {
    await as(client, admin, async (db) => {
      const number = await orderOf(db, shopper, admin);
      expect((await attempt(db, CANCEL, [number, '   '])).code).toBe('22023');
      await call(db, CONFIRM, [number, REFERENCE]);
      expect(await call(db, CANCEL, [number, 'Out of stock'])).toMatchObject({ kind: 'cancelled', order: { status: 'Cancelled', payment: { state: 'refund-due' } } });
      expect(await stock(db, admin)).toBe(40);
      expect(await call(db, REFUND, [number])).toMatchObject({ kind: 'settled', order: { payment: { state: 'refunded' } } });
      expect(await call(db, REFUND, [number])).toEqual({ kind: 'refused', reason: 'This refund is already marked as paid.' });
    });
  });

  it('refuses a page size outside 1 to 100 (22023)', async () => {
    await as(client, admin, async (db) => {
      expect((await attempt(db, 'select public.search_orders($1, page_size => 1000)', [''])).code).toBe('22023');
      expect((await attempt(db, 'select public.search_orders($1, page_offset => -1)', [''])).code).toBe('22023');
    });
  });
});

describe('release_expired_holds, the job of the server', () => {
  it("cancels by the server's clock and the store's hold: the expired UPI order, stock back and payment void; no other", async () => {
    await as(client, shopper, async (db) => {
      const expired = await orderOf(db, otherShopper, shopper);
      const fresh = await orderOf(db, otherShopper, shopper);
      const cash = await orderOf(db, otherShopper, shopper, 'cod');
      await asSuperuser(db);
      await db.query('update public.store_settings set hold_minutes = 45');
      await db.query(`update public.orders set placed_at = date_trunc('milliseconds', now()) - interval '45 minutes' where number in ($1, $2)`, [expired, cash]);
      await db.query(`update public.orders set placed_at = date_trunc('milliseconds', now()) - interval '44 minutes' where number = $1`, [fresh]);
      expect(await stock(db, shopper)).toBe(37);
      // The job's command, as the job runs it: the database's owner, nobody signed in.
      await asSuperuser(db);
      expect((await db.query('select public.release_expired_holds() as n')).rows[0].n).toBe(1);
      expect(await stock(db, shopper)).toBe(38);
      expect(await row(db, expired, shopper)).toMatchObject({ status: 'Cancelled', payment_state: 'void' });
      expect(await row(db, fresh, shopper)).toMatchObject({ status: 'Processing', payment_state: 'pending' });
      expect(await row(db, cash, shopper)).toMatchObject({ status: 'Processing', payment_state: 'cod-due' });
      await asSuperuser(db);
      expect((await db.query(`select by, note from public.order_history h join public.orders o on o.id = h.order_id where o.number = $1 and h.status = 'Cancelled'`, [expired])).rows).toEqual([
        { by: 'system', note: 'The UPI payment was not confirmed within 45 minutes.' },
      ]);
    });
  });

  it.each([anon, shopper, otherShopper, admin])('is not for $label to call: the browser no longer triggers it (42501)', async (actor) => {
    await as(client, actor, async (db) => {
      expect((await attempt(db, 'select public.release_expired_holds()')).code).toBe('42501');
      expect((await attempt(db, 'select public.release_expired_holds(0)')).code).toBe('42883');
    });
  });

  it('is scheduled every minute with pg_cron, whose scheduler runs in the database', async () => {
    const { rows } = await client.query(`select schedule, command, active from cron.job where jobname = 'release-expired-upi-holds'`);
    expect(rows).toEqual([{ schedule: '* * * * *', command: 'select public.release_expired_holds()', active: true }]);
    // Its scheduler is running in this database (pg_cron 1.4 schedules by the minute at the finest:
    // the command itself is run above, as the job runs it).
    const { rows: schedulers } = await client.query(`select datname from pg_stat_activity where backend_type = 'pg_cron launcher'`);
    expect(schedulers).toEqual([{ datname: 'postgres' }]);
  });
});
