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
export const LOGIN_PATH = '/login';
/** The sign-up page, in three steps, at the spec's route: /signin (its first step is titled 'Sign In'). */
export const SIGN_UP_PATH = '/signin';
/** The spec's other address of the sign-up page: it redirects to SIGN_UP_PATH. */
export const SIGN_UP_ALIAS_PATH = '/signup';
/** Customer care: the people to call or write to, quick links, and the support chat in the page. */
export const CUSTOMER_CARE_PATH = '/customer-care';

// The company, social and shopper pages (issue 11).
export const ABOUT_PATH = '/about';
export const CONTACT_PATH = '/contact';
export const CAREERS_PATH = '/careers';
export const STORIES_PATH = '/stories';
/** Wholesale, also the footer's Press link. */
export const WHOLESALE_PATH = '/wholesale';
export const REPORT_PATH = '/report';
export const SITEMAP_PATH = '/sitemap';
export const FACEBOOK_PATH = '/facebook';
export const TWITTER_PATH = '/twitter';
export const YOUTUBE_PATH = '/youtube';
export const INSTAGRAM_PATH = '/instagram';
export const NOTIFICATION_PREFERENCES_PATH = '/notification-preferences';
export const ORDERS_PATH = '/orders';
export const WISHLIST_PATH = '/wishlist';

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

// The policy and help pages (issue 11).
export const SHIPPING_PATH = '/shipping';
export const CANCELLATION_PATH = '/cancellation';
export const RETURN_POLICY_PATH = '/return-policy';
export const RETURNS_PATH = '/returns';
export const FAQ_PATH = '/faq';
export const PAYMENTS_PATH = '/payments';
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
export const SECURITY_PATH = '/security';
