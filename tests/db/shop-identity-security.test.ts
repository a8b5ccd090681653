/*
 * The shop's identity in store_settings on a real PostgreSQL 15 (npm run test:db): only the admin
 * (at aal2 once they have a second factor) changes it; the table refuses a malformed GSTIN, one of
 * another state, one whose check character is wrong, and a UPI ID with no handle, whoever writes;
 * an order keeps the seller the settings named when it was placed; the delivery promise counts from
 * the settings' warehouse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { requestFor } from '../adapters/order-book.contract';
import { ADMIN_ID, admin, anon, as, asSuperuser, attempt, connect, shopper, type Actor } from './support/database.ts';
import { PLACE_ORDER, actAs, placeArguments } from './support/orders';

let client: pg.Client;
beforeAll(async () => {
  client = await connect();
});
afterAll(async () => {
  await client?.end();
});

const RENAME = `update public.store_settings set legal_name = 'Someone Else Pvt. Ltd.'`;

describe('the shop identity: who may change it', () => {
  it.each([anon, shopper])('$label reads it (the invoice and the UPI link show it)', async (actor: Actor) => {
    const { rows } = await as(client, actor, (db) => db.query('select legal_name, state, gstin, warehouse_pin, upi_id, upi_payee_name from public.store_settings'));
    expect(rows).toEqual([
      { legal_name: 'Fashion Zone Retail Pvt. Ltd.', state: 'Karnataka', gstin: '29AABCF1234K1ZP', warehouse_pin: '560001', upi_id: 'fashionzone@okaxis', upi_payee_name: 'Fashion Zone' },
    ]);
  });

  it('anon may not change it (42501)', async () => {
    expect((await as(client, anon, (db) => attempt(db, RENAME))).code).toBe('42501');
  });

  it("a shopper's update changes no row, and an insert is refused (42501)", async () => {
    await as(client, shopper, async (db) => {
      expect(await attempt(db, RENAME)).toMatchObject({ code: undefined, rowCount: 0 });
      expect((await attempt(db, `insert into public.store_settings (id, upi_id) values (true, 'mine@okaxis') on conflict (id) do update set upi_id = excluded.upi_id`)).code).toBe('42501');
    });
  });

  async function adminWithFactor(aal: 'aal1' | 'aal2'): Promise<{ rowCount: number; legalName: string }> {
    return as(client, admin, async (db) => {
      await asSuperuser(db);
      await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, 'totp', 'verified')`, [ADMIN_ID]);
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: ADMIN_ID, aal })]);
      await db.query('set local role authenticated');
      const { rowCount } = await attempt(db, RENAME);
      const { rows } = await db.query<{ legal_name: string }>('select legal_name from public.store_settings');
      return { rowCount, legalName: rows[0]!.legal_name };
    });
  }

  it('an admin with a second factor, signed in with the password only (aal1), changes nothing', async () => {
    expect(await adminWithFactor('aal1')).toEqual({ rowCount: 0, legalName: 'Fashion Zone Retail Pvt. Ltd.' });
  });

  it('the same admin once the code has passed (aal2) changes it', async () => {
    expect(await adminWithFactor('aal2')).toEqual({ rowCount: 1, legalName: 'Someone Else Pvt. Ltd.' });
  });
});

describe("the shop identity: the table's checks, even for the admin", () => {
  it.each([
    ['a GSTIN whose check character is wrong (the old seed)', `gstin = '29AABCF1234K1Z5'`],
    ['a malformed GSTIN', `gstin = '29AABCF1234'`],
    ['a lower-case GSTIN', `gstin = '29aabcf1234k1zp'`],
    ["a GSTIN of another state's code", `state = 'Maharashtra'`],
    ['a state that is none', `state = 'Atlantis'`],
    ['a UPI ID with no handle', `upi_id = 'fashionzone'`],
    ['a warehouse PIN starting with 0', `warehouse_pin = '060001'`],
    ['a blank legal name', `legal_name = ''`],
    ['a payee name with spaces around it', `upi_payee_name = ' Fashion Zone '`],
  ])('refuses %s (23514)', async (_what, assignment) => {
    expect((await as(client, admin, (db) => attempt(db, `update public.store_settings set ${assignment}`))).code).toBe('23514');
  });

  it("takes another state's identity whose GSTIN is right", async () => {
    const result = await as(client, admin, (db) => attempt(db, `update public.store_settings set state = 'Maharashtra', gstin = '27AAPFU0939F1ZV'`));
    expect(result).toMatchObject({ code: undefined, rowCount: 1 });
  });

  it('computes the check character as the domain does', async () => {
    const { rows } = await client.query(`select public.gstin_check_character('29AABCF1234K1Z') as p, public.gstin_check_character('27AAPFU0939F1Z') as v, public.gstin_check_character('29aabcf1234k1z') as none`);
    expect(rows).toEqual([{ p: 'P', v: 'V', none: null }]);
  });
});

describe('each order keeps the seller it was invoiced under', () => {
  it('place_order stamps the settings\' seller on the order; a later change of the settings leaves it, and nobody rewrites it', async () => {
    await as(client, shopper, async (db) => {
      await asSuperuser(db);
      await db.query(`update public.store_settings set legal_name = 'Style Hub Pvt. Ltd.', address_line2 = ''`);
      await actAs(db, shopper);
      const { rows } = await db.query<{ result: { order: { number: string; seller: unknown } } }>(PLACE_ORDER, placeArguments(requestFor([{ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }])));
      const order = rows[0]!.result.order;
      const seller = { legalName: 'Style Hub Pvt. Ltd.', addressLines: ['4th Floor, Residency Towers'], state: 'Karnataka', gstin: '29AABCF1234K1ZP' };
      expect(order.seller).toEqual(seller);
      await asSuperuser(db);
      await db.query(`update public.store_settings set legal_name = 'Renamed Again Ltd.'`);
      const kept = await db.query('select seller from public.orders where number = $1', [order.number]);
      expect(kept.rows).toEqual([{ seller }]);
      expect((await attempt(db, `update public.orders set seller = '{}'::jsonb where number = $1`, [order.number])).code).toBe('42501');
    });
  });
});

describe('the delivery promise counts from the settings\' warehouse', () => {
  it("shop_warehouse_pin() answers the settings' PIN, '560001' as seeded", async () => {
    await as(client, admin, async (db) => {
      await asSuperuser(db);
      expect((await db.query('select public.shop_warehouse_pin() as pin')).rows).toEqual([{ pin: '560001' }]);
      await db.query(`update public.store_settings set warehouse_pin = '400001'`);
      expect((await db.query('select public.shop_warehouse_pin() as pin')).rows).toEqual([{ pin: '400001' }]);
    });
  });
});
