/*
 * The delivery promise in the database (npm run test:db): delivery_estimate passes the same table
 * of cases as the domain's estimateDelivery, its postal circles are the domain's, and nobody but
 * place_order (security definer) calls it or reads the circles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { statesOfPinCode } from '../../src/domain/orders/pin-code';
import { DELIVERY_PROMISE_CASES, WAREHOUSE_PIN } from '../support/delivery-promise-cases';
import { anon, as, attempt, connect, shopper } from './support/database';

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
