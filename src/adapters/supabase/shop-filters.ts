import { CATEGORIES } from '../../domain/catalogue/category';
import type { ProductQuery } from './product-filters';

/** The store's categories as a PostgREST list, for `category=in.(…)`. */
export const KNOWN_CATEGORIES = `(${CATEGORIES.join(',')})`;

/**
 * Only the rows the store can show as products: a row whose category the store does not know (the
 * column's default 'uncategorized', a slug typed in the table editor) or without an image (the
 * column's default '') is left out by the database, so that a page's total counts exactly the
 * products it lists (left-out-products.ts says what was left out).
 */
export function showable(query: ProductQuery): ProductQuery {
  return query.filter('category', 'in', KNOWN_CATEGORIES).filter('image_url', 'neq', '');
}

/**
 * What the storefront shows, whoever asks: the showable products on sale. Asked for explicitly, as
 * row-level security lets an admin read the products taken off sale too.
 */
export function onSale(query: ProductQuery): ProductQuery {
  return showable(query.filter('is_active', 'eq', 'true'));
}
