import { CATEGORIES } from '../../domain/catalogue/category';
import type { ProductQuery } from './product-filters';

/** The store's categories as a PostgREST list, for `category=in.(…)`. */
export const KNOWN_CATEGORIES = `(${CATEGORIES.join(',')})`;

/**
 * Only the rows the store can show as products: a row whose category the store does not know (the
 * column's default 'uncategorized', a slug typed in the table editor) is left out by the database,
 * so that a page's total counts exactly the products it can list.
 */
export function inKnownCategory(query: ProductQuery): ProductQuery {
  return query.filter('category', 'in', KNOWN_CATEGORIES);
}

/**
 * What the storefront shows, whoever asks: the products on sale, in a known category. Asked for
 * explicitly, as row-level security lets an admin read the products taken off sale too.
 */
export function onSale(query: ProductQuery): ProductQuery {
  return inKnownCategory(query.filter('is_active', 'eq', 'true'));
}
