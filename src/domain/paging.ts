/**
 * Paging, as a store answers it: a query asks for a slice (`offset`, `limit`) and the answer says
 * how many there are in all, so that a page can say 'Showing 21 to 30 of 95' without fetching 95.
 * Plain data, so that a query can cross a network (PostgREST's Range / offset+limit) unchanged.
 */
export interface PageRequest {
  /** How many items to skip, from 0. */
  readonly offset: number;
  /** The most items to answer with (0 asks for the count only). */
  readonly limit: number;
}

export interface Page<T> {
  /** The items of the page asked for, in the query's order. */
  readonly items: T[];
  /** How many items answer the query over all pages. */
  readonly total: number;
}

/** The slice of `all` that `page` asks for; without a page, all of it. */
export function pageOf<T>(all: readonly T[], page?: PageRequest): Page<T> {
  if (!page) return { items: [...all], total: all.length };
  const offset = Math.max(0, Math.trunc(page.offset));
  const limit = Math.max(0, Math.trunc(page.limit));
  return { items: all.slice(offset, offset + limit), total: all.length };
}

/** Page `pageNumber` (from 1) of `pageSize` items; a number below 1 (or not a number) is page 1. */
export function numberedPage(pageNumber: number, pageSize: number): PageRequest {
  const page = Number.isFinite(pageNumber) ? Math.max(1, Math.trunc(pageNumber)) : 1;
  return { offset: (page - 1) * pageSize, limit: pageSize };
}
