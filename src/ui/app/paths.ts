import { pagePath, PAGES } from './route-manifest';

export { pagePath };

/**
 * Every address the storefront links or navigates to, built here and nowhere else from the route
 * manifest (./route-manifest.ts), with the names of the query parameters they carry. (Separate
 * exports, each marked pure, rather than one object: the build keeps only those in use.)
 */

/** The search text on /search: `/search?q=…`. */
export const SEARCH_TEXT_PARAM = 'q';

export const HOME_PATH = /* @__PURE__ */ pagePath('HomePage');
export const DEALS_PATH = /* @__PURE__ */ pagePath('DealsPage');
export const SEARCH_PATH = /* @__PURE__ */ pagePath('SearchPage');
export const CART_PATH = /* @__PURE__ */ pagePath('CartPage');
export const ADMIN_PATH = /* @__PURE__ */ pagePath('AdminPage');
export const LOGIN_PATH = /* @__PURE__ */ pagePath('LoginPage');
/** The sign-up page, in three steps, at the spec's route: /signin (its first step is titled 'Sign In'). */
export const SIGN_UP_PATH = /* @__PURE__ */ pagePath('SignUpPage');
/** The spec's other address of the sign-up page: it redirects to SIGN_UP_PATH. */
export const SIGN_UP_ALIAS_PATH = PAGES.SignUpPage.alias;
/** Customer care: the people to call or write to, quick links, and the support chat in the page. */
export const CUSTOMER_CARE_PATH = /* @__PURE__ */ pagePath('CustomerCarePage');

// The company, social and shopper pages (issue 11).
export const NOTIFICATION_PREFERENCES_PATH = /* @__PURE__ */ pagePath('NotificationPreferencesPage');
export const ORDERS_PATH = /* @__PURE__ */ pagePath('OrdersPage');
export const WISHLIST_PATH = /* @__PURE__ */ pagePath('WishlistPage');
/** The shopper's own page (issue 22): profile, saved addresses, shortcuts, Log out. */
export const ACCOUNT_PATH = /* @__PURE__ */ pagePath('AccountPage');

/** A category or audience listing by its slug: `/categories/tshirts`, `/categories/men`. */
export function categoryPath(slug: string): string {
  return pagePath('CategoryPage', { name: slug });
}

export function productPath(id: number): string {
  return pagePath('ProductDetailPage', { id });
}

/** The product page's query parameters naming a variant: `/product/4?size=L&colour=Black`. */
export const VARIANT_PARAMS = { size: 'size', colour: 'colour' } as const;

/** The query (with its '?') that names a variant on its product's page. */
export function variantQuery(variant: { readonly size: string; readonly colour?: string | undefined }): string {
  const query = new URLSearchParams({ [VARIANT_PARAMS.size]: variant.size });
  if (variant.colour !== undefined) query.set(VARIANT_PARAMS.colour, variant.colour);
  return `?${query.toString()}`;
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

// The checkout (issue 21): the cart's by default; Buy Now's one item by the query below.
export const CHECKOUT_PATH = /* @__PURE__ */ pagePath('CheckoutPage');

/** The query parameters of a Buy Now checkout: `/checkout?buy=7&size=M&qty=2`. */
export const BUY_NOW_PARAMS = { product: 'buy', size: 'size', colour: 'colour', quantity: 'qty' } as const;

/** The checkout of one item, as Buy Now opens it (the cart untouched). */
export function buyNowPath(productId: number, size: string, quantity: number, colour?: string): string {
  const query = new URLSearchParams({ [BUY_NOW_PARAMS.product]: String(productId), [BUY_NOW_PARAMS.size]: size, [BUY_NOW_PARAMS.quantity]: String(quantity) });
  if (colour !== undefined) query.set(BUY_NOW_PARAMS.colour, colour);
  return `${CHECKOUT_PATH}?${query.toString()}`;
}
