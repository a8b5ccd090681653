/*
 * Calling place_order and the orders' readers as PostgREST would, inside the database tests'
 * transactions (database.ts): the request's fields as the function's arguments.
 */
import type { OrderRequest } from '../../../src/domain/orders/order-request';
import type { Actor, Db } from './database';

export const PLACE_ORDER = 'select public.place_order($1, $2::jsonb, $3::jsonb, $4, $5, $6) as result';

/** A request as the six arguments of place_order; any field may be forged (a string for the lines …). */
export function placeArguments(request: OrderRequest | (Record<Exclude<keyof OrderRequest, 'promotionCode'>, unknown> & { promotionCode?: unknown })): unknown[] {
  return [
    request.idempotencyKey,
    JSON.stringify(request.lines),
    JSON.stringify(request.address),
    request.deliveryOption,
    request.paymentMethod,
    request.total,
  ];
}

/** place_order with a promotion code (supabase/migrations/20261126130100_promotions.sql): placeArguments, from_cart, the code. */
export const PLACE_ORDER_WITH_CODE = 'select public.place_order($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7, $8) as result';

export function placeArgumentsWithCode(request: OrderRequest): unknown[] {
  return [...placeArguments(request), request.fromCart, request.promotionCode ?? null];
}

/** Becomes `actor` inside the current transaction (its role and its JWT's claims), as `as` starts. */
export async function actAs(db: Db, actor: Actor): Promise<void> {
  await db.query(`set local role ${actor.role}`);
  const claims = { role: actor.role, ...(actor.userId ? { sub: actor.userId } : {}) };
  await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}
