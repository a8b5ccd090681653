import type { BrowseQuery, SortKey } from '../../domain/catalogue/browse';
import { minimumDiscount, PRICE_CEILING } from '../../domain/catalogue/browse';
import type { ProductListing } from '../../domain/catalogue/category';
import type { RangeableQuery, RowsAnswer } from './paged-rows';

/*
 * The catalogue's questions as PostgREST filters and orders (domain/catalogue/browse.ts and
 * browse-page.ts say what they mean), for a table query and an RPC's result alike.
 */

/**
 * The part of a PostgREST query builder these use, which supabase-js's table and RPC builders both
 * have. Plain, not generic over the builder's own type: TypeScript gives up on supabase-js's types
 * when asked to carry them through a generic helper.
 */
export interface ProductQuery extends RangeableQuery, PromiseLike<RowsAnswer> {
  // filter() rather than eq(), neq() and in(): their typed signatures are what TypeScript gives up on.
  filter(column: string, operator: 'eq' | 'neq' | 'in' | 'ov', value: string): ProductQuery;
  gte(column: string, value: number): ProductQuery;
  lte(column: string, value: number): ProductQuery;
  or(filters: string): ProductQuery;
  order(column: string, options: { ascending: boolean }): ProductQuery;
  limit(count: number): ProductQuery;
}

/** The products a category or audience page holds, before the shopper's filters. */
export function inListing(query: ProductQuery, listing: ProductListing): ProductQuery {
  if (listing.kind === 'category') return query.filter('category', 'eq', listing.category);
  // The kids page also lists the kids category (products stored before they had an audience).
  if (listing.audience === 'kids') return query.or('audience.eq.kids,category.eq.kids');
  // Unisex products are left out of Men and Women (browse-page.ts says why).
  return query.filter('audience', 'eq', listing.audience);
}

/** The shopper's filters: price range (the slider's top meaning no limit), brands, least discount, sizes in stock. */
export function filtered(query: ProductQuery, view: BrowseQuery): ProductQuery {
  let q: ProductQuery = query;
  if (view.priceMin > 0) q = q.gte('price', view.priceMin);
  if (view.priceMax < PRICE_CEILING) q = q.lte('price', view.priceMax);
  // PostgREST's list syntax; each name quoted, as brand names hold spaces (BRANDS: no quotes, no commas).
  if (view.brands.length > 0) q = q.filter('brand', 'in', `(${view.brands.map((brand) => `"${brand}"`).join(',')})`);
  const discount = minimumDiscount(view);
  if (discount > 0) q = q.gte('discount', discount);
  // An array's overlap: any ticked size in stock (sizes_in_stock, 20261202110300_sizes_in_stock.sql).
  // Each quoted: 'One Size' holds a space (VARIANT_SIZES: no quotes, no commas).
  if (view.sizes.length > 0) q = q.filter('sizes_in_stock', 'ov', `{${view.sizes.map((size) => `"${size}"`).join(',')}}`);
  return q;
}

const SORT_ORDERS: Record<SortKey, readonly [column: string, ascending: boolean][]> = {
  popularity: [['rating_count', false], ['rating', false], ['id', true]],
  priceLow: [['price', true], ['id', true]],
  priceHigh: [['price', false], ['id', true]],
  newest: [['id', false]],
};

/** The view's sort; every order ends on the id, so that pages never overlap or skip a product. */
export function sorted(query: ProductQuery, sort: SortKey): ProductQuery {
  return SORT_ORDERS[sort].reduce((q, [column, ascending]) => q.order(column, { ascending }), query);
}

/** The order products were added in (supabase/migrations: catalogue_position). */
export function inCatalogueOrder(query: ProductQuery): ProductQuery {
  return query.order('catalogue_position', { ascending: true });
}
