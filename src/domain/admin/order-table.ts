import type { PaymentState } from '../orders/order';
import type { OrderQuery } from '../orders/order-query';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status';
import type { PaymentMethod } from '../orders/order-totals';
import { clampPage, pageCount, type PageRange } from './pagination';

/** The admin's order table shows 10 orders a page, as the product table does. */
export const ORDER_PAGE_SIZE = 10;

/** India Standard Time is UTC+5:30 all year: an admin's 'from 1 Dec' is the shop's day, wherever the browser is. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** What the filter bar holds: '' for 'any'; the dates as a date field gives them ('YYYY-MM-DD'). */
export interface OrderFilters {
  readonly text: string;
  readonly status: OrderStatus | '';
  readonly paymentMethod: PaymentMethod | '';
  readonly paymentState: PaymentState | '';
  readonly from: string;
  readonly to: string;
}

export const NO_ORDER_FILTERS: OrderFilters = { text: '', status: '', paymentMethod: '', paymentState: '', from: '', to: '' };

export const DATE_RANGE_BACKWARDS = 'The From date is after the To date.';
export const DATE_INVALID = 'Enter a date as the date field gives it.';

/** The start of India day `day` ('YYYY-MM-DD') in epoch ms; undefined for anything but a real day. */
export function indiaDayStart(day: string): number | undefined {
  if (!DAY_PATTERN.test(day)) return undefined;
  const utc = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls '2026-02-31' over to March: only a day that reads back the same is a day.
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return undefined;
  return utc - IST_OFFSET_MS;
}

/** Why the date range cannot be asked for, or undefined when it can (either end may be blank). */
export function dateRangeProblem(from: string, to: string): string | undefined {
  const start = from ? indiaDayStart(from) : undefined;
  const end = to ? indiaDayStart(to) : undefined;
  if ((from && start === undefined) || (to && end === undefined)) return DATE_INVALID;
  if (start !== undefined && end !== undefined && start > end) return DATE_RANGE_BACKWARDS;
  return undefined;
}

/**
 * The book's question for the filters at `page`: blank filters left out, the text trimmed, the
 * date range as India days with the To day included whole (placedUntil is the next day's start,
 * exclusive). A date range with a problem (dateRangeProblem) is left out rather than guessed at.
 */
export function orderQuery(filters: OrderFilters, page: number): OrderQuery {
  const text = filters.text.trim();
  const dated = dateRangeProblem(filters.from, filters.to) === undefined;
  const from = dated && filters.from ? indiaDayStart(filters.from) : undefined;
  const to = dated && filters.to ? indiaDayStart(filters.to) : undefined;
  return {
    ...(text && { text }),
    ...(filters.status && { status: filters.status }),
    ...(filters.paymentMethod && { paymentMethod: filters.paymentMethod }),
    ...(filters.paymentState && { paymentState: filters.paymentState }),
    ...(from !== undefined && { placedFrom: from }),
    ...(to !== undefined && { placedUntil: to + DAY_MS }),
    page,
    pageSize: ORDER_PAGE_SIZE,
  };
}

/** Whether any filter narrows the table (the empty state then says 'no match', not 'no orders yet'). */
export function filtersApplied(filters: OrderFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/** 'Showing 1 to 10 of 42 orders' (the products table's words, for orders). */
export function showingText(range: PageRange, noun: string): string {
  return `Showing ${range.from} to ${range.to} of ${range.total} ${noun}`;
}

export const STATUS_FILTERS: readonly OrderStatus[] = ORDER_STATUSES;
export const PAYMENT_METHOD_FILTERS: readonly PaymentMethod[] = ['cod', 'upi'];
export const PAYMENT_STATE_FILTERS: readonly PaymentState[] = ['pending', 'cod-due', 'paid', 'refund-due', 'refunded', 'void'];

/** Page `page` (from 1, kept within the pages there are) of a list held whole: its items and the page it is. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = ORDER_PAGE_SIZE): { readonly items: readonly T[]; readonly page: number } {
  const clamped = clampPage(page, pageCount(items.length, pageSize));
  return { items: items.slice((clamped - 1) * pageSize, clamped * pageSize), page: clamped };
}
