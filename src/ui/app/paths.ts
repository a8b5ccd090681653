/**
 * Every address the storefront links or navigates to, built here and nowhere else, with the names
 * of the query parameters they carry. The route table's patterns sit in ./pages.ts, beside the
 * pages they open. (Separate exports rather than one object: the build keeps only those in use.)
 */

/** The search text on /search: `/search?q=…`. */
export const SEARCH_TEXT_PARAM = 'q';

export const HOME_PATH = '/';
export const DEALS_PATH = '/deals';
export const SEARCH_PATH = '/search';
export const CART_PATH = '/cart';
export const ADMIN_PATH = '/admin';

/** A category or audience listing by its slug: `/categories/tshirts`, `/categories/men`. */
export function categoryPath(slug: string): string {
  return `/categories/${slug}`;
}

export function productPath(id: number): string {
  return `/product/${id}`;
}

/** `/search?q=…` for the text, trimmed; `filters` is the rest of the query string, if any. */
export function searchPath(text: string, filters = ''): string {
  return `${SEARCH_PATH}?${searchQuery(text, filters)}`;
}

/** The query string (no '?') of a search: the text first, trimmed, then the filters and sort. */
export function searchQuery(text: string, filters = ''): string {
  const q = new URLSearchParams({ [SEARCH_TEXT_PARAM]: text.trim() }).toString();
  return filters ? `${q}&${filters}` : q;
}

/** The search text in a query string ('?q=…&brand=…'), or null when it has none. */
export function searchTextOf(search: string | URLSearchParams): string | null {
  return new URLSearchParams(search).get(SEARCH_TEXT_PARAM);
}
