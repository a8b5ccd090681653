import type { Page, PageRequest } from '../../domain/paging';
import type { ProductRow } from './product-rows';
import { readError, type PostgrestFailure } from './supabase-errors';

/** A query's answer as supabase-js gives it: the rows (or an error) and, with count 'exact', the total. */
export interface RowsAnswer {
  readonly data: unknown;
  readonly error: PostgrestFailure | null;
  readonly count: number | null;
}

/** A query asked with count 'exact', ready to be given its range. */
export interface RangeableQuery {
  range(from: number, to: number): PromiseLike<RowsAnswer>;
}

/**
 * How many rows a query without a page fetches at a time: Supabase answers at most 1000 rows a
 * request (the project's "max rows"), whatever the range asked.
 */
export const FETCH_SIZE = 1000;

// PostgREST answers 416 with this code for a range that starts past the last row.
const RANGE_NOT_SATISFIABLE = 'PGRST103';

/** The rows of `answer`, or the read error it carries. */
export function rowsOf(answer: RowsAnswer): ProductRow[] {
  if (answer.error) throw readError('The catalogue', answer.error);
  return (answer.data ?? []) as ProductRow[];
}

/**
 * One page of a query's rows with the number of rows over all pages, or (without a page) every row,
 * fetched FETCH_SIZE at a time. `query` makes the query afresh: a builder is sent once.
 */
export async function pagedRows(query: () => RangeableQuery, page: PageRequest | undefined): Promise<Page<ProductRow>> {
  if (page) return onePage(query, Math.max(0, Math.trunc(page.offset)), Math.max(0, Math.trunc(page.limit)));
  const items: ProductRow[] = [];
  for (;;) {
    const { items: batch, total } = await onePage(query, items.length, FETCH_SIZE);
    items.push(...batch);
    if (batch.length === 0 || items.length >= total) return { items, total };
  }
}

async function onePage(query: () => RangeableQuery, offset: number, limit: number): Promise<Page<ProductRow>> {
  // A page of no rows still needs the total: ask for one row and keep only the count.
  const answer = await query().range(offset, offset + Math.max(limit, 1) - 1);
  if (answer.error?.code === RANGE_NOT_SATISFIABLE) {
    // Past the last row: no rows, but the total still matters ('Showing … of 9').
    const first = await query().range(0, 0);
    return { items: [], total: totalOf(first) };
  }
  const rows = rowsOf(answer);
  return { items: limit === 0 ? [] : rows, total: totalOf(answer) };
}

function totalOf(answer: RowsAnswer): number {
  if (answer.error) throw readError('The catalogue', answer.error);
  if (answer.count === null) throw new Error('The catalogue could not be read: the answer carried no count.');
  return answer.count;
}

/** How many rows a count-only query (head: true, count: 'exact') found. */
export async function countOf(query: PromiseLike<RowsAnswer>): Promise<number> {
  return totalOf(await query);
}
