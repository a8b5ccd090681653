import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { AdvanceResult, CancelResult, OrderBook, OrderPage, OrderQuery, PaymentResult, PlaceResult } from '../../application/ports/order-book';
import { StorageWriteError } from '../../application/ports/storage-errors';
import { VARIANT_SIZES } from '../../domain/catalogue/size-scale';
import type { Order, Shipment } from '../../domain/orders/order';
import { orderPaging } from '../../domain/orders/order-query';
import type { OrderRequest } from '../../domain/orders/order-request';
import type { OrderStatus } from '../../domain/orders/order-status';
import { readStoredOrder, withoutKey } from '../../domain/orders/stored-order';
import type { PostgrestFailure } from './supabase-errors';

// By the SQLSTATE place_order, cancel_order and the orders tables raise
// (supabase/migrations/20261126110000_orders.sql). Any other failure (the network, a server error)
// is not a refusal: it rejects with a plain Error.
const PLACE_REFUSALS: Record<string, string> = {
  '42501': 'sign in to place an order',
  '23514': 'the delivery address breaks a rule of the address form',
  '23502': 'a field of the delivery address is missing',
  '22007': 'the delivery date is not a day (YYYY-MM-DD)',
  '22008': 'the delivery date is not a day (YYYY-MM-DD)',
  '22P02': 'a value of the order is malformed',
  '40001': 'another order took the same products at that moment; try again',
  '40P01': 'another order took the same products at that moment; try again',
};

const CANCEL_REFUSALS: Record<string, string> = {
  '42501': 'sign in to cancel an order',
  '22023': 'give a reason of 1 to 200 characters',
  '40001': 'the order was being changed at that moment; try again',
  '40P01': 'the order was being changed at that moment; try again',
};

// advance_order (supabase/migrations/20261126120050_order_desk.sql): admins only.
const ADVANCE_REFUSALS: Record<string, string> = {
  '42501': 'only the admin moves orders on',
  '40001': 'the order was being changed at that moment; try again',
  '40P01': 'the order was being changed at that moment; try again',
};

// The back office's functions (supabase/migrations/20261126130000_back_office.sql): admins only,
// at aal2 when the admin has a second factor.
const DESK_REFUSALS: Record<string, string> = {
  '42501': 'only the admin (with the second factor, when set up) may do this',
  '22023': 'give a reason of 1 to 200 characters',
  '40001': 'the order was being changed at that moment; try again',
  '40P01': 'the order was being changed at that moment; try again',
};

const settleAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('settled'), order: z.unknown() }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
  z.object({ kind: z.literal('not-found') }),
]);

const searchAnswer = z.object({ total: z.number().int().nonnegative(), orders: z.array(z.unknown()) });

const advanceAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('moved'), order: z.unknown() }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
  z.object({ kind: z.literal('not-found') }),
]);

// A line's variant: its size of any scale and, for a product in colours, the colour (place_order
// leaves the key out otherwise, 20261202110100_orders_by_variant.sql).
const variant = { size: z.enum(VARIANT_SIZES), colour: z.string().optional() };
const lineProblem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gone'), productId: z.number(), ...variant }),
  z.object({ kind: z.literal('no-variant'), productId: z.number(), ...variant, title: z.string() }),
  z.object({ kind: z.literal('short'), productId: z.number(), ...variant, title: z.string(), left: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('repriced'), productId: z.number(), ...variant, title: z.string(), was: z.number(), now: z.number() }),
]);

// The order itself is read by the domain's stored-order schema (the function answers it with its key).
const placeAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('placed'), order: z.unknown(), replayed: z.boolean() }),
  z.object({ kind: z.literal('refused'), problems: z.array(lineProblem).min(1) }),
  z.object({ kind: z.literal('invalid'), reason: z.string() }),
]);

const cancelAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cancelled'), order: z.unknown() }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
  z.object({ kind: z.literal('not-found') }),
]);

/**
 * Each shopper's orders in the project's `orders` tables, which row-level security lets only their
 * user read and nobody write: an order is placed by place_order and cancelled by cancel_order,
 * each one transaction in the database (prices and stock re-read under lock, stock taken or put
 * back, the cart emptied of what was bought). As SupabaseCartStore, the orders are the signed-in
 * user's, not the owner's (a phone, which keys a browser's own storage): the owner is not used; nor
 * is `at`: the database's clock places and cancels.
 */
export class SupabaseOrderBook implements OrderBook {
  constructor(private readonly client: SupabaseClient) {}

  async place(_owner: string, request: OrderRequest, _at: number): Promise<PlaceResult> {
    const { data, error } = await this.client.rpc('place_order', {
      idempotency_key: request.idempotencyKey,
      lines: request.lines,
      address: request.address,
      delivery_option: request.deliveryOption,
      payment_method: request.paymentMethod,
      total: request.total,
      from_cart: request.fromCart,
      // Only with a code: place_order counts its use in the placing's transaction (20261126130100_promotions.sql).
      ...(request.promotionCode === undefined ? {} : { promotion_code: request.promotionCode }),
    });
    if (error) throw failed('Your order could not be placed', error, PLACE_REFUSALS);
    const answer = placeAnswer.safeParse(data);
    if (!answer.success) throw new Error('Your order could not be placed: the database answered what place_order never answers.');
    // place_order's 'invalid' is the port's 'not-accepted': an order the shop does not take as asked.
    if (answer.data.kind === 'invalid') return { kind: 'not-accepted', reason: answer.data.reason };
    if (answer.data.kind !== 'placed') return answer.data;
    // Placed, yet unreadable: the same key again answers this order, never a second one.
    return { kind: 'placed', order: orderFrom(answer.data.order, 'Your order was placed but could not be read'), replayed: answer.data.replayed };
  }

  /** The caller's orders, newest first; an order this store cannot read is left out rather than failing the list. */
  async list(_owner: string): Promise<readonly Order[]> {
    const { data, error } = await this.client.rpc('my_orders');
    if (error) throw new Error(`Your orders could not be read: ${error.message}`, { cause: error });
    if (!Array.isArray(data)) throw new Error('Your orders could not be read: the database answered no list.');
    return data.flatMap((raw: unknown) => {
      const stored = readStoredOrder(raw);
      return stored ? [withoutKey(stored)] : [];
    });
  }

  async find(_owner: string, orderNumber: string): Promise<Order | undefined> {
    const { data, error } = await this.client.rpc('my_order', { order_number: orderNumber });
    if (error) throw new Error(`Your order could not be read: ${error.message}`, { cause: error });
    return data === null ? undefined : orderFrom(data, 'Your order could not be read');
  }

  async cancel(_owner: string, orderNumber: string, reason: string, _at: number): Promise<CancelResult> {
    const { data, error } = await this.client.rpc('cancel_order', { order_number: orderNumber, reason });
    if (error) throw failed('Your order could not be cancelled', error, CANCEL_REFUSALS);
    const answer = cancelAnswer.safeParse(data);
    if (!answer.success) throw new Error('Your order could not be cancelled: the database answered what cancel_order never answers.');
    if (answer.data.kind !== 'cancelled') return answer.data;
    return { kind: 'cancelled', order: orderFrom(answer.data.order, 'Your order was cancelled but could not be read') };
  }

  /** advance_order moves it by the database's clock, for an admin only; to Shipped with the courier and tracking number. */
  async advance(orderNumber: string, to: OrderStatus, _at: number, shipment?: Shipment): Promise<AdvanceResult> {
    const { data, error } = await this.client.rpc('advance_order', {
      order_number: orderNumber,
      to_status: to,
      courier: shipment?.courier ?? null,
      tracking_number: shipment?.trackingNumber ?? null,
    });
    if (error) throw failed('The order could not be moved on', error, ADVANCE_REFUSALS);
    const answer = advanceAnswer.safeParse(data);
    if (!answer.success) throw new Error('The order could not be moved on: the database answered what advance_order never answers.');
    if (answer.data.kind !== 'moved') return answer.data;
    return { kind: 'moved', order: orderFrom(answer.data.order, 'The order was moved on but could not be read') };
  }

  /** search_orders: one page, newest first, and the count; an order this store cannot read is left out of the page. */
  async searchAll(query: OrderQuery): Promise<OrderPage> {
    const { offset, size } = orderPaging(query);
    const { data, error } = await this.client.rpc('search_orders', {
      needle: query.text?.trim() ?? '',
      status: query.status ?? null,
      method: query.paymentMethod ?? null,
      payment_state: query.paymentState ?? null,
      placed_from: query.placedFrom === undefined ? null : new Date(query.placedFrom).toISOString(),
      placed_until: query.placedUntil === undefined ? null : new Date(query.placedUntil).toISOString(),
      page_offset: offset,
      page_size: size,
    });
    if (error) throw failed('The orders could not be read', error, DESK_REFUSALS);
    const answer = searchAnswer.safeParse(data);
    if (!answer.success) throw new Error('The orders could not be read: the database answered what search_orders never answers.');
    return {
      orders: answer.data.orders.flatMap((raw) => {
        const stored = readStoredOrder(raw);
        return stored ? [withoutKey(stored)] : [];
      }),
      total: answer.data.total,
    };
  }

  async cancelByAdmin(orderNumber: string, reason: string, _at: number): Promise<CancelResult> {
    const { data, error } = await this.client.rpc('admin_cancel_order', { order_number: orderNumber, reason });
    if (error) throw failed('The order could not be cancelled', error, DESK_REFUSALS);
    const answer = cancelAnswer.safeParse(data);
    if (!answer.success) throw new Error('The order could not be cancelled: the database answered what admin_cancel_order never answers.');
    if (answer.data.kind !== 'cancelled') return answer.data;
    return { kind: 'cancelled', order: orderFrom(answer.data.order, 'The order was cancelled but could not be read') };
  }

  confirmPayment(orderNumber: string, upiReference: string, _at: number): Promise<PaymentResult> {
    return this.settle('confirm_upi_payment', { order_number: orderNumber, upi_reference: upiReference }, 'The payment could not be confirmed');
  }

  markRefunded(orderNumber: string, _at: number): Promise<PaymentResult> {
    return this.settle('mark_refunded', { order_number: orderNumber }, 'The refund could not be marked');
  }

  /**
   * Nothing to do from the browser: the database releases expired holds itself, every minute
   * (pg_cron's release-expired-upi-holds job, 20261202100300_expired_holds_job.sql). Answers 0.
   */
  async releaseExpiredHolds(_at: number, _holdMinutes: number): Promise<number> {
    return 0;
  }

  private async settle(fn: string, args: Record<string, string>, what: string): Promise<PaymentResult> {
    const { data, error } = await this.client.rpc(fn, args);
    if (error) throw failed(what, error, DESK_REFUSALS);
    const answer = settleAnswer.safeParse(data);
    if (!answer.success) throw new Error(`${what}: the database answered what ${fn} never answers.`);
    if (answer.data.kind !== 'settled') return answer.data;
    return { kind: 'settled', order: orderFrom(answer.data.order, `${what}: it was saved but could not be read`) };
  }
}

function orderFrom(raw: unknown, what: string): Order {
  const stored = readStoredOrder(raw);
  if (!stored) throw new Error(`${what}: it is not an order this store can show.`);
  return withoutKey(stored);
}

/** A refusal by its SQLSTATE as StorageWriteError; anything else (network, server) a plain Error. */
function failed(what: string, failure: PostgrestFailure, refusals: Record<string, string>): Error {
  const reason = refusals[failure.code];
  if (reason) return new StorageWriteError(`${what}: ${reason}.`, { cause: failure });
  return new Error(`${what}: ${failure.message}`, { cause: failure });
}
