import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SupabaseOrderBook } from '../../src/adapters/supabase/supabase-order-book';
import { SupabasePromotionBook } from '../../src/adapters/supabase/supabase-promotion-book';
import type { Product } from '../../src/domain/catalogue/product';
import { orderTotals } from '../../src/domain/orders/order-totals';
import { CODE_CANNOT_BE_USED } from '../../src/domain/promotions/apply-promotion';
import { ASHA, CONTRACT_CATALOGUE, RAVI, TEE, requestFor } from '../adapters/order-book.contract';
import { orderPromotionsContract } from '../adapters/order-promotions.contract';
import { promotionBookContract } from '../adapters/promotion-book.contract';
import { aProductInSizes } from '../support/products';
import { lockCatalogue, resetCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, type Actor } from './support/database';
import { oneSessionPerOwner } from './support/one-session-per-owner';
import { PLACE_ORDER_WITH_CODE, placeArgumentsWithCode } from './support/orders';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// Promotions through supabase-js and PostgREST, and place_order with a code from concurrent
// connections. Its shoppers are its own accounts (none has ordered before a case). It empties the
// orders as supabase-order-book.test.ts does, under the same catalogue lock, held by each case.
const buyer = (n: number): Actor => ({ label: `buyer ${n}`, role: 'authenticated', userId: `00000000-0000-4000-8000-0000000e${String(n).padStart(4, '0')}` });
const BUYERS = Array.from({ length: 12 }, (_, index) => buyer(index + 1));

let db: pg.Client;
beforeAll(async () => {
  db = await connectToApiDatabase();
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
  for (const actor of BUYERS) {
    await db.query(`insert into auth.users (id, email) values ($1, $2) on conflict (id) do nothing`, [actor.userId, `${actor.userId}@promotions.test`]);
  }
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(() => unlockCatalogue(db));

/** The promotions as the migration left them: the spec's sample alone, never used, never tried; no order. */
async function freshPromotions(catalogue: readonly Product[] = CONTRACT_CATALOGUE): Promise<void> {
  await resetCatalogue(db, catalogue);
  await db.query('truncate public.orders, public.order_lines, public.order_history, public.return_requests, public.return_request_lines, public.promotion_uses, public.invoice_line_figures, public.promotions, public.promotion_code_checks');
  await db.query(`insert into public.promotions (code, title, off_kind, percent_off, minimum_order, valid_from, uses_per_customer, first_order_only, state)
                  values ('WELCOME20', '20% off first order', 'percent', 20, 0, '2026-01-01', 1, true, 'paused')`);
}

async function stockOf(id: number): Promise<number | undefined> {
  const { rows } = await db.query<{ stock_quantity: number | null }>('select stock_quantity from public.products where id = $1', [id]);
  return rows[0]?.stock_quantity ?? undefined;
}

promotionBookContract('SupabasePromotionBook (PostgREST: the admin, and a shopper through check_promotion)', async () => {
  await freshPromotions();
  return {
    admin: new SupabasePromotionBook(supabaseAs(admin)),
    shopper: new SupabasePromotionBook(supabaseAs(BUYERS[0]!)),
    otherShopper: new SupabasePromotionBook(supabaseAs(BUYERS[1]!)),
  };
});

orderPromotionsContract('SupabaseOrderBook + SupabasePromotionBook (PostgREST)', async (catalogue) => {
  await freshPromotions(catalogue);
  return {
    book: oneSessionPerOwner({ [ASHA]: BUYERS[0]!, [RAVI]: BUYERS[1]! }, (client) => new SupabaseOrderBook(client)),
    promotions: new SupabasePromotionBook(supabaseAs(admin)),
    stockOf,
  };
});

describe('SupabasePromotionBook', () => {
  it('refuses a shopper the admin’s side, naming why', async () => {
    await freshPromotions();
    const book = new SupabasePromotionBook(supabaseAs(BUYERS[0]!));
    await expect(book.list()).rejects.toThrow('The promotions could not be read: only the admin manages promotions.');
    await expect(book.save({ code: 'MINE1234', title: 'Mine', off: { kind: 'percent', percent: 90 }, minimumOrder: 0, validFrom: '2020-01-01', firstOrderOnly: false, state: 'active' }, true)).rejects.toThrow(
      'The promotion could not be saved: only the admin manages promotions.',
    );
    expect(await book.setState('WELCOME20', 'active')).toBe(false);
    expect(await new SupabasePromotionBook(supabaseAs(admin)).find('WELCOME20')).toMatchObject({ state: 'paused' });
  });
});

// ---- A code limited to N uses, placed by N + k shoppers at once ----

const LIMIT = 5;
const SHOPPERS = 12;
// 100 in M, the size its lines ask for.
const STOCKED_TEE = aProductInSizes({ M: 100 }, TEE);

describe('place_order with a code limited to 5 uses, 12 shoppers at once (raw connections)', () => {
  const connections: pg.Client[] = [];
  afterEach(async () => {
    for (const connection of connections.splice(0)) await connection.end();
  });

  it('exactly 5 orders carry it; the others are told it cannot be used (as if there were none) and place nothing', async () => {
    await freshPromotions([STOCKED_TEE]);
    await db.query(`insert into public.promotions (code, title, off_kind, percent_off, valid_from, total_uses, state)
                    values ('RUSH5', 'Five only', 'percent', 10, '2020-01-01', $1, 'active')`, [LIMIT]);
    const line = { productId: STOCKED_TEE.id, size: 'M' as const, quantity: 2, unitPrice: 49_900 };
    const request = () => ({ ...requestFor([line], { total: orderTotals([line], 'standard', 9_980).total }), promotionCode: 'rush5' });

    // Every shopper's transaction open first, then all place together, each committing as soon as it has its answer.
    for (const actor of BUYERS.slice(0, SHOPPERS)) {
      const connection = await connectToApiDatabase();
      connections.push(connection);
      await connection.query('begin');
      await connection.query('set local role authenticated');
      await connection.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'authenticated', sub: actor.userId })]);
    }
    const answers = await Promise.all(
      connections.map(async (connection) => {
        const { rows } = await connection.query<{ result: { kind: string; reason?: string } }>(PLACE_ORDER_WITH_CODE, placeArgumentsWithCode(request()));
        await connection.query('commit');
        return rows[0]!.result;
      }),
    );

    expect(answers.filter((answer) => answer.kind === 'placed')).toHaveLength(LIMIT);
    // The SQL function's own word; the Supabase adapter names it 'not-accepted' (the case below).
    expect(answers.filter((answer) => answer.kind !== 'placed')).toEqual(Array.from({ length: SHOPPERS - LIMIT }, () => ({ kind: 'invalid', reason: CODE_CANNOT_BE_USED })));
    const { rows } = await db.query<{ orders: string; discounted: string; uses: string }>(
      `select (select count(*) from public.orders) as orders,
              (select count(*) from public.orders where discount = 9980) as discounted,
              (select count(*) from public.promotion_uses where code = 'RUSH5') as uses`,
    );
    expect(rows[0]).toEqual({ orders: String(LIMIT), discounted: String(LIMIT), uses: String(LIMIT) });
    expect(await stockOf(STOCKED_TEE.id)).toBe(100 - 2 * LIMIT);
  });

  it('through PostgREST too: 12 clients at once, 5 orders with the code', async () => {
    await freshPromotions([STOCKED_TEE]);
    await db.query(`insert into public.promotions (code, title, off_kind, flat_off, valid_from, total_uses, state)
                    values ('RUSHFLAT', 'Five only', 'flat', 5000, '2020-01-01', $1, 'active')`, [LIMIT]);
    const line = { productId: STOCKED_TEE.id, size: 'M' as const, quantity: 1, unitPrice: 49_900 };
    const results = await Promise.all(
      BUYERS.slice(0, SHOPPERS).map((actor) =>
        new SupabaseOrderBook(supabaseAs(actor)).place(ASHA, { ...requestFor([line], { total: orderTotals([line], 'standard', 5_000).total }), promotionCode: 'RUSHFLAT' }, 0),
      ),
    );
    expect(results.filter((result) => result.kind === 'placed')).toHaveLength(LIMIT);
    expect(results.filter((result) => result.kind === 'not-accepted')).toHaveLength(SHOPPERS - LIMIT);
    expect(Number((await db.query(`select count(*) from public.promotion_uses where code = 'RUSHFLAT'`)).rows[0].count)).toBe(LIMIT);
  });
});
