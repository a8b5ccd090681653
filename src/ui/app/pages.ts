/**
 * The pages whose code loads on first visit, with the route each one opens: one list, from which
 * both the route table (./routes.tsx) and the head's preload script (vite.config.ts, through
 * build/route-preload.ts) are made, so a new lazy page cannot be forgotten in either. Plain data
 * with no imports, because vite.config.ts reads it at build time.
 */
const SHOP_PAGES = [
  { name: 'DealsPage', path: 'deals' },
  { name: 'CategoryPage', path: 'categories/:name' },
  { name: 'SearchPage', path: 'search' },
  { name: 'ProductDetailPage', path: 'product/:id' },
  { name: 'LoginPage', path: 'login' },
  { name: 'SignUpPage', path: 'signin' },
] as const;

/** The customer care, policy, company, social and shopper pages (issue 11). */
const INFORMATION_PAGES = [
  { name: 'CustomerCarePage', path: 'customer-care' },
  { name: 'ShippingPage', path: 'shipping' },
  { name: 'CancellationPage', path: 'cancellation' },
  { name: 'ReturnPolicyPage', path: 'return-policy' },
  { name: 'ReturnsPage', path: 'returns' },
  { name: 'FaqPage', path: 'faq' },
  { name: 'PaymentsPage', path: 'payments' },
  { name: 'TermsPage', path: 'terms' },
  { name: 'PrivacyPage', path: 'privacy' },
  { name: 'SecurityPage', path: 'security' },
  { name: 'AboutPage', path: 'about' },
  { name: 'ContactPage', path: 'contact' },
  { name: 'CareersPage', path: 'careers' },
  { name: 'StoriesPage', path: 'stories' },
  { name: 'WholesalePage', path: 'wholesale' },
  { name: 'ReportPage', path: 'report' },
  { name: 'SitemapPage', path: 'sitemap' },
  { name: 'FacebookPage', path: 'facebook' },
  { name: 'TwitterPage', path: 'twitter' },
  { name: 'YouTubePage', path: 'youtube' },
  { name: 'InstagramPage', path: 'instagram' },
  { name: 'NotificationPreferencesPage', path: 'notification-preferences' },
  { name: 'OrdersPage', path: 'orders' },
  { name: 'WishlistPage', path: 'wishlist' },
  { name: 'CartPage', path: 'cart' },
] as const;

/** The admin area: outside the storefront's header and footer, with its own layout. */
const ADMIN_PAGES = [
  { name: 'AdminPage', path: 'admin', layout: 'admin' },
  { name: 'AdminMigratePage', path: 'admin/migrate', layout: 'admin' },
] as const;

export const LAZY_PAGES = [
  ...SHOP_PAGES,
  ...INFORMATION_PAGES,
  ...ADMIN_PAGES,
  // Last: the router tries the others first.
  { name: 'NotFoundPage', path: '*' },
] as const;

export type LazyPage = (typeof LAZY_PAGES)[number];
export type LazyPageName = LazyPage['name'];

/**
 * The information pages and the admin area, which a visit seldom starts with: their loaders are in
 * a module of their own (./secondary-pages.ts), fetched with the first of them, so that the
 * storefront's first load carries one loader for 27 pages.
 */
export type SecondaryPageName = (typeof INFORMATION_PAGES)[number]['name'] | (typeof ADMIN_PAGES)[number]['name'];

const SECONDARY_PAGE_NAMES: ReadonlySet<string> = new Set([...INFORMATION_PAGES, ...ADMIN_PAGES].map((page) => page.name));

/** A page whose loader is in ./secondary-pages.ts rather than in the route table. */
export function isSecondaryPage(name: LazyPageName): name is SecondaryPageName {
  return SECONDARY_PAGE_NAMES.has(name);
}

/** A page of the admin area, which has a layout of its own instead of the storefront's. */
export function isAdminPage(page: LazyPage): page is Extract<LazyPage, { layout: 'admin' }> {
  return 'layout' in page && page.layout === 'admin';
}

/**
 * Each page's module, for the build (the type asks for every page of the list). Apart from the
 * list so that the app's bundle, which never reads them, leaves these paths out.
 */
export const PAGE_MODULES: Record<LazyPageName, string> = {
  DealsPage: 'src/ui/features/deals/DealsPage.tsx',
  CategoryPage: 'src/ui/features/browse/CategoryPage.tsx',
  SearchPage: 'src/ui/features/browse/SearchPage.tsx',
  ProductDetailPage: 'src/ui/features/product/ProductDetailPage.tsx',
  LoginPage: 'src/ui/features/accounts/account-pages.ts',
  SignUpPage: 'src/ui/features/accounts/account-pages.ts',
  CustomerCarePage: 'src/ui/features/support/CustomerCarePage.tsx',
  ShippingPage: 'src/ui/features/policies/ShippingPage.tsx',
  CancellationPage: 'src/ui/features/policies/CancellationPage.tsx',
  ReturnPolicyPage: 'src/ui/features/policies/ReturnPolicyPage.tsx',
  ReturnsPage: 'src/ui/features/policies/ReturnsPage.tsx',
  FaqPage: 'src/ui/features/policies/FaqPage.tsx',
  PaymentsPage: 'src/ui/features/policies/PaymentsPage.tsx',
  TermsPage: 'src/ui/features/policies/TermsPage.tsx',
  PrivacyPage: 'src/ui/features/policies/PrivacyPage.tsx',
  SecurityPage: 'src/ui/features/policies/SecurityPage.tsx',
  AboutPage: 'src/ui/features/company/AboutPage.tsx',
  ContactPage: 'src/ui/features/company/ContactPage.tsx',
  CareersPage: 'src/ui/features/company/CareersPage.tsx',
  StoriesPage: 'src/ui/features/company/StoriesPage.tsx',
  WholesalePage: 'src/ui/features/company/WholesalePage.tsx',
  ReportPage: 'src/ui/features/company/ReportPage.tsx',
  SitemapPage: 'src/ui/features/company/SitemapPage.tsx',
  // The four networks share one page and differ by their data: one module.
  FacebookPage: 'src/ui/features/social/social-pages.tsx',
  TwitterPage: 'src/ui/features/social/social-pages.tsx',
  YouTubePage: 'src/ui/features/social/social-pages.tsx',
  InstagramPage: 'src/ui/features/social/social-pages.tsx',
  NotificationPreferencesPage: 'src/ui/features/shopper/NotificationPreferencesPage.tsx',
  OrdersPage: 'src/ui/features/shopper/OrdersPage.tsx',
  WishlistPage: 'src/ui/features/shopper/WishlistPage.tsx',
  CartPage: 'src/ui/features/shopper/CartPage.tsx',
  // Both admin pages come from the admin area's one lazy root: the only admin module the app may import.
  AdminPage: 'src/ui/admin/entry/admin-root.tsx',
  AdminMigratePage: 'src/ui/admin/entry/admin-root.tsx',
  NotFoundPage: 'src/ui/shell/NotFoundPage.tsx',
};

/** The module of the secondary pages' loaders, which their routes fetch before the page itself. */
export const SECONDARY_PAGES_MODULE = 'src/ui/app/secondary-pages.ts';

/**
 * The preload script's map: the first segment of a path ('categories' for /categories/men) → the
 * modules it opens (a secondary page's loaders, then the page). The catch-all has no segment of
 * its own and is left out.
 */
export function pagesByFirstSegment(): Record<string, string[]> {
  return Object.fromEntries(
    LAZY_PAGES.filter((page) => page.path !== '*').map((page) => [
      page.path.split('/')[0],
      isSecondaryPage(page.name) ? [SECONDARY_PAGES_MODULE, PAGE_MODULES[page.name]] : [PAGE_MODULES[page.name]],
    ]),
  );
}
