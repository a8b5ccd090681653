/*
 * The delivery promise in the database (npm run test:db): delivery_estimate passes the same table
 * of cases as the domain's estimateDelivery, its postal circles are the domain's, and nobody but
 * place_order (security definer) calls it or reads the circles; place_order refuses an option not
 * offered, with its reason, and keeps the day it works out itself, taking none from the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { statesOfPinCode } from '../../src/domain/orders/pin-code';
import { requestFor } from '../adapters/order-book.contract';
import { HOME } from '../support/addresses';
import { DELIVERY_PROMISE_CASES, WAREHOUSE_PIN } from '../support/delivery-promise-cases';
import { anon, as, asSuperuser, attempt, connect, shopper } from './support/database';
import { PLACE_ORDER, actAs, placeArguments } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

describe('delivery_estimate', () => {
  it('passes the domain’s table of cases', async () => {
    const { rows } = await client.query<{ answer: unknown }>(
      `select public.delivery_estimate(c ->> 'option', c ->> 'pin', (c ->> 'at')::timestamptz) as answer
         from jsonb_array_elements($1::jsonb) with ordinality as t(c, place) order by place`,
      [JSON.stringify(DELIVERY_PROMISE_CASES)],
    );
    expect(rows.map((row) => row.answer)).toEqual(DELIVERY_PROMISE_CASES.map((c) => c.expected));
  });

  it('ships from the domain’s warehouse and knows the domain’s postal circles', async () => {
    expect((await client.query(`select public.shop_warehouse_pin() as pin`)).rows[0].pin).toBe(WAREHOUSE_PIN);
    const { rows } = await client.query<{ prefix: string; states: string[] }>(`select prefix, states from public.pin_circles order by prefix`);
    const domain = Array.from({ length: 90 }, (_, index) => String(index + 10))
      .map((prefix) => ({ prefix, states: [...statesOfPinCode(`${prefix}0001`)] }))
      .filter((circle) => circle.states.length > 0);
    expect(rows).toEqual(domain);
  });

  it('refuses an option it does not know, and a missing one', async () => {
    const at = '2026-11-25T10:00:00+05:30';
    for (const option of ['international', 'teleport', null]) {
      const { rows } = await client.query(`select public.delivery_estimate($1, '560034', $2) as answer`, [option, at]);
      expect(rows[0].answer).toEqual({ kind: 'unavailable', reason: 'Choose a delivery option' });
    }
  });

  it.each([anon, shopper])('is not for $label to call, nor the circles to read', async (actor) => {
    await as(client, actor, async (db) => {
      expect((await attempt(db, `select public.delivery_estimate('standard', '560034', now())`)).code).toBe('42501');
      expect((await attempt(db, `select * from public.pin_circles`)).code).toBe('42501');
    });
  });
});

describe('place_order keeps the delivery promise', () => {
  const tee = { productId: 1, size: 'M' as const, quantity: 1, unitPrice: 49_900 };
  const ordersNow = async (db: pg.ClientBase) => {
    await asSuperuser(db);
    const count = Number((await db.query('select count(*) from public.orders')).rows[0].count);
    await actAs(db, shopper);
    return count;
  };

  it.each([
    ['same-day to Port Blair', 'same-day', '744101', 'Same-day delivery is only for addresses in our own city'],
    ['express to Imphal', 'express', '795001', 'Express delivery does not reach this PIN code'],
    ['standard to an Army Post Office PIN', 'standard', '900001', 'We do not deliver to this PIN code'],
    ['standard to a PIN of 000000', 'standard', '000000', 'We do not deliver to this PIN code'],
  ] as const)('refuses %s as a shopper, with its reason, placing nothing', async (_what, option, pinCode, reason) => {
    await as(client, shopper, async (db) => {
      const before = await ordersNow(db);
      const request = { ...requestFor([tee], { delivery: option }), address: { ...HOME, pinCode } };
      const { rows } = await db.query(PLACE_ORDER, placeArguments(request));
      expect(rows[0].result).toEqual({ kind: 'invalid', reason });
      expect(await ordersNow(db)).toBe(before);
    });
  });

  it('stores the day delivery_estimate gives for now, and takes no date from the client (no such argument)', async () => {
    await as(client, shopper, async (db) => {
      const { rows } = await db.query(PLACE_ORDER, placeArguments(requestFor([tee], { delivery: 'express' })));
      await asSuperuser(db);
      const expected = (await db.query(`select public.delivery_estimate('express', $1, now()) ->> 'date' as day`, [HOME.pinCode])).rows[0];
      await actAs(db, shopper);
      expect(rows[0].result.order.delivery).toEqual({ option: 'express', estimatedDate: expected?.day });
      const withDate = 'select public.place_order($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7, $8, $9)';
      expect((await attempt(db, withDate, [...placeArguments(requestFor([tee])), '2001-01-01', true, null])).code).toBe('42883');
    });
  });
});
