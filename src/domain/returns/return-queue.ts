import { OPEN_RETURN_STATUSES } from './return-life';
import { RETURN_STATUSES, type ReturnReason, type ReturnRequest, type ReturnStatus } from './return-request';

/** The admin's question of the returns queue: a status, a reason, a search, and a page of it. */
export interface ReturnQueueQuery {
  readonly status?: ReturnStatus;
  readonly reason?: ReturnReason;
  /** A return's id, an order's number or the delivery's mobile number, whole; '' or none for every request. */
  readonly search?: string;
  readonly offset: number;
  readonly limit: number;
}

/** A request in the queue, with who it is from (the order's delivery name and mobile). */
export interface ReturnQueueRow {
  readonly request: ReturnRequest;
  readonly customer: string;
  readonly phone: string;
}

export interface ReturnQueuePage {
  /** The page's rows, newest request first. */
  readonly rows: readonly ReturnQueueRow[];
  /** How many requests the query finds over all pages. */
  readonly total: number;
  /** How many requests there are in each status, whatever the query. */
  readonly counts: Readonly<Record<ReturnStatus, number>>;
}

export const RETURN_QUEUE_PAGE_SIZE = 10;

export function noCounts(): Record<ReturnStatus, number> {
  return Object.fromEntries(RETURN_STATUSES.map((status) => [status, 0])) as Record<ReturnStatus, number>;
}

/** Whether `row` answers the query's status, reason and search (ids in any case, a mobile with or without +91). */
export function answersQueue(row: ReturnQueueRow, query: ReturnQueueQuery): boolean {
  if (query.status && row.request.status !== query.status) return false;
  if (query.reason && row.request.reason !== query.reason) return false;
  const search = query.search?.trim().toUpperCase() ?? '';
  if (search === '') return true;
  if (search === row.request.id || search === row.request.orderNumber) return true;
  const digits = search.replace(/\D/g, '').slice(-10);
  return digits.length === 10 && digits === row.phone.replace(/\D/g, '').slice(-10);
}

/** The page of `rows` (every request a store keeps) that `query` asks for: the rule a browser backend answers by, and the database's returns_queue too. */
export function queuePage(rows: readonly ReturnQueueRow[], query: ReturnQueueQuery): ReturnQueuePage {
  const counts = noCounts();
  for (const row of rows) counts[row.request.status] += 1;
  const found = rows
    .filter((row) => answersQueue(row, query))
    .sort((a, b) => b.request.requestedAt - a.request.requestedAt || (a.request.id < b.request.id ? 1 : -1));
  const offset = Math.max(0, Math.trunc(query.offset));
  return { rows: found.slice(offset, offset + Math.max(0, Math.trunc(query.limit))), total: found.length, counts };
}

/** How many returns wait on the shop (the dashboard's Open Returns), from a queue's counts. */
export function openReturnCount(counts: Readonly<Record<ReturnStatus, number>>): number {
  return OPEN_RETURN_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}
