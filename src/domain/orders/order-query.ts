import { newestFirst, type Order, type PaymentState } from './order';
import type { OrderStatus } from './order-status';
import type { PaymentMethod } from './order-totals';

/**
 * The back office's question of every order: a text found in the order number, the customer's
 * name, phone or PIN (case-insensitive, anywhere in it), a status, a payment method and state, a
 * range of placing times, and the page wanted. A database answers the same question by
 * search_orders (supabase/migrations/20261126130000_back_office.sql).
 */
export interface OrderQuery {
  readonly text?: string;
  readonly status?: OrderStatus;
  readonly paymentMethod?: PaymentMethod;
  readonly paymentState?: PaymentState;
  /** Epoch ms, inclusive. */
  readonly placedFrom?: number;
  /** Epoch ms, exclusive. */
  readonly placedUntil?: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

/** One page of the orders a query finds, newest first, and how many it finds in all. */
export interface OrderPage {
  readonly orders: readonly Order[];
  readonly total: number;
}

export const MAX_ORDER_PAGE_SIZE = 100;

/** The text as searched: trimmed and lower-cased; empty means no text. */
export function orderSearchText(text: string | undefined): string {
  return (text ?? '').trim().toLowerCase();
}

/** Whether `order` answers `query`'s filters (its page aside). */
export function matchesOrderQuery(order: Order, query: Omit<OrderQuery, 'page' | 'pageSize'>): boolean {
  if (query.status !== undefined && order.status !== query.status) return false;
  if (query.paymentMethod !== undefined && order.payment.method !== query.paymentMethod) return false;
  if (query.paymentState !== undefined && order.payment.state !== query.paymentState) return false;
  if (query.placedFrom !== undefined && order.placedAt < query.placedFrom) return false;
  if (query.placedUntil !== undefined && order.placedAt >= query.placedUntil) return false;
  const needle = orderSearchText(query.text);
  if (needle === '') return true;
  return [order.number, order.address.fullName, order.address.mobile, order.address.pinCode].some((field) => field.toLowerCase().includes(needle));
}

/** The page and size as asked, made whole and within bounds (page ≥ 1, 1 ≤ size ≤ 100). */
export function orderPaging(query: Pick<OrderQuery, 'page' | 'pageSize'>): { readonly offset: number; readonly size: number } {
  const size = Math.min(MAX_ORDER_PAGE_SIZE, Math.max(1, Math.floor(Number.isFinite(query.pageSize) ? query.pageSize : 10)));
  const page = Math.max(1, Math.floor(Number.isFinite(query.page) ? query.page : 1));
  return { offset: (page - 1) * size, size };
}

/** The page of `orders` that `query` asks for: those it matches, newest first, and their count. */
export function searchOrders(orders: readonly Order[], query: OrderQuery): OrderPage {
  const found = orders.filter((order) => matchesOrderQuery(order, query)).sort(newestFirst);
  const { offset, size } = orderPaging(query);
  return { orders: found.slice(offset, offset + size), total: found.length };
}
