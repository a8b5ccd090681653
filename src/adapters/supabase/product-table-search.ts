import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page, PageRequest } from '../../domain/paging';
import { FETCH_SIZE } from './paged-rows';
import type { ProductRow } from './product-rows';
import { readError } from './supabase-errors';

/**
 * The admin table's search through `product_table_page` (supabase/migrations): the matches' count
 * and one page of their rows in one question, so that the database never builds every match whole.
 * Without a page, every match, FETCH_SIZE at a time.
 */
export async function productTableSearch(client: SupabaseClient, needle: string, page: PageRequest | undefined): Promise<Page<ProductRow>> {
  if (page) return askPage(client, needle, Math.max(0, Math.trunc(page.offset)), Math.max(0, Math.trunc(page.limit)));
  const items: ProductRow[] = [];
  for (;;) {
    const { items: batch, total } = await askPage(client, needle, items.length, FETCH_SIZE);
    items.push(...batch);
    if (batch.length === 0 || items.length >= total) return { items, total };
  }
}

async function askPage(client: SupabaseClient, needle: string, offset: number, limit: number): Promise<Page<ProductRow>> {
  const answer = await client.rpc('product_table_page', { needle, page_offset: offset, page_size: limit });
  if (answer.error) throw readError('The catalogue', answer.error);
  const { total, rows } = (answer.data ?? {}) as { total?: unknown; rows?: unknown };
  if (typeof total !== 'number' || !Array.isArray(rows)) throw new Error('The catalogue could not be read: the search answered no page.');
  return { items: rows as ProductRow[], total };
}
