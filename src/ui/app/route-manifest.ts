/**
 * The route manifest: every page of the store, declared once. The route table (./routes.tsx), the
 * head's preload script (vite.config.ts, through build/route-preload.ts), the footer, the sitemap
 * page, /sitemap.xml (build/crawler-files.ts) and the typed paths (./paths.ts) all read it. Plain data with no React, because
 * vite.config.ts reads it at build time. What it does not hold: a page's code (each lazy page's
 * loader sits in a map keyed by its name that the type asks to be complete, ./routes.tsx and
 * ./secondary-pages.ts, and PAGE_MODULES below names the same modules for the build); and the
 * sitemap's groups, which the sitemap page lays out by page name (features/company/SitemapPage.tsx):
 * this module is part of every first load, and the sitemap's layout is needed on /sitemap only.
 */

/** The footer's columns, in the order they show. */
export const FOOTER_COLUMNS = ['About', 'Help', 'Consumer Policy', 'Social'] as const;

export type FooterColumn = (typeof FOOTER_COLUMNS)[number];

export interface PageDeclaration {
  /** The route's pattern: '/deals', '/categories/:name'; '*' for the page of any other path. */
  readonly path: string;
  /**
   * The tab's title, set by the route: 'FAQ' shows 'FAQ | Fashion Zone' (the home page's:
   * 'Fashion Zone — Online Clothing Store'), with the store's name as the admin set it. None when
   * the page names itself from what it shows (a category, a product, a search, the step of a login
   * or sign-up) or is the admin's: a page has one title at a time.
   */
  readonly title?: string;
  /** The words of a link to the page in the footer and the sitemap, when they are not its title. */
  readonly link?: string;
  /**
   * Where its code is: 'first-load' in the first download (the landing page); 'own-chunk' in a
   * chunk of its own, whose loader is in the route table (the pages a visit often starts with);
   * otherwise, for the information pages and the admin area, in a chunk whose loader comes in a
   * module fetched with the first of them (./secondary-pages.ts), so that the first load carries
   * one loader for all of them.
   */
  readonly code?: 'first-load' | 'own-chunk';
  /**
   * Who may see it. 'admin': the admin area, beside the storefront without its header and footer,
   * whose gate (the admin root's) sends anyone else to /login. 'login': a visitor is asked to log in
   * (or sign up) in place of the page's content.
   */
  readonly access?: 'login' | 'admin';
  /** Another address that redirects here, the query kept. */
  readonly alias?: string;
  /** Its links in the footer: the column, the position in it (from 1), and words of their own if need be. */
  readonly footer?: readonly (readonly [column: FooterColumn, at: number, label?: string])[];
}

export const PAGES = {
  HomePage: { path: '/', title: 'Online Clothing Store', code: 'first-load' },
  DealsPage: { path: '/deals', title: 'Deals of the Day', code: 'own-chunk' },
  CategoryPage: { path: '/categories/:name', code: 'own-chunk' },
  SearchPage: { path: '/search', code: 'own-chunk' },
  ProductDetailPage: { path: '/product/:id', code: 'own-chunk' },
  // The login and sign-up cards name the tab by their step ('Login', 'Two-Factor Authentication').
  LoginPage: { path: '/login', link: 'Login', code: 'own-chunk' },
  // The sign-up page, in three steps, at the spec's /signin: its first step is titled 'Sign In'.
  SignUpPage: { path: '/signin', link: 'Sign In', code: 'own-chunk', alias: '/signup' },

  // The customer care, policy, company, social and shopper pages (issue 11).
  CustomerCarePage: { path: '/customer-care', title: 'Customer Care' },
  ShippingPage: { path: '/shipping', title: 'Shipping', footer: [['Help', 2]] },
  CancellationPage: { path: '/cancellation', title: 'Cancellations & Returns', link: 'Cancellation & Returns', footer: [['Help', 3]] },
  ReturnPolicyPage: { path: '/return-policy', title: 'Return Policy', footer: [['Consumer Policy', 1]] },
  // A shopper's own orders (issue 22): a visitor is asked to log in first.
  ReturnsPage: { path: '/returns', title: 'Returns & Exchanges', access: 'login', footer: [['Consumer Policy', 2]] },
  FaqPage: { path: '/faq', title: 'FAQ', footer: [['Help', 4]] },
  // Every chart of the size guide (issue 39), which the FAQ's size answer links to.
  SizeGuidePage: { path: '/size-guide', title: 'Size Guide' },
  PaymentsPage: { path: '/payments', title: 'Payments', footer: [['Help', 1]] },
  TermsPage: { path: '/terms', title: 'Terms of Use', link: 'Terms Of Use', footer: [['Consumer Policy', 3]] },
  PrivacyPage: { path: '/privacy', title: 'Privacy Policy', link: 'Privacy', footer: [['Consumer Policy', 5]] },
  SecurityPage: { path: '/security', title: 'Security', footer: [['Consumer Policy', 4]] },
  AboutPage: { path: '/about', title: 'About Us', footer: [['About', 2]] },
  ContactPage: { path: '/contact', title: 'Contact Us', footer: [['About', 1]] },
  CareersPage: { path: '/careers', title: 'Careers', footer: [['About', 3]] },
  StoriesPage: { path: '/stories', title: 'Fashion Zone Stories', footer: [['About', 4]] },
  // Also the footer's Press link (spec).
  WholesalePage: {
    path: '/wholesale',
    title: 'Wholesale',
    footer: [
      ['About', 5, 'Press'],
      ['About', 6],
    ],
  },
  ReportPage: { path: '/report', title: 'Report Infringement', footer: [['Help', 5]] },
  SitemapPage: { path: '/sitemap', title: 'Sitemap', footer: [['Consumer Policy', 6]] },
  FacebookPage: { path: '/facebook', title: 'Fashion Zone on Facebook', link: 'Facebook', footer: [['Social', 1]] },
  TwitterPage: { path: '/twitter', title: 'Fashion Zone on Twitter', link: 'Twitter', footer: [['Social', 2]] },
  YouTubePage: { path: '/youtube', title: 'Fashion Zone on YouTube', link: 'YouTube', footer: [['Social', 3]] },
  InstagramPage: { path: '/instagram', title: 'Fashion Zone on Instagram', link: 'Instagram', footer: [['Social', 4]] },
  NotificationPreferencesPage: { path: '/notification-preferences', title: 'Notification Preferences', access: 'login' },
  OrdersPage: { path: '/orders', title: 'My Orders' },
  WishlistPage: { path: '/wishlist', title: 'My Wishlist' },
  // Where 'My Profile' leads once logged in (issue 22).
  AccountPage: { path: '/account', title: 'My Account', access: 'login' },
  CartPage: { path: '/cart', title: 'Cart', access: 'login' },
  // The order flow (issue 21): each page at a first segment of its own, which the preload script keys by.
  CheckoutPage: { path: '/checkout', title: 'Checkout', access: 'login' },
  OrderPlacedPage: { path: '/order-placed/:number', title: 'Order Placed', access: 'login' },
  OrderPage: { path: '/order/:number', title: 'Order Details', access: 'login' },
  InvoicePage: { path: '/invoice/:number', title: 'Tax Invoice', access: 'login' },

  // The admin area, whose pages name the tab themselves ('Products | Admin', 'Migrate to Supabase | Admin').
  AdminPage: { path: '/admin', access: 'admin' },
  AdminMigratePage: { path: '/admin/migrate', access: 'admin' },

  // Last: the router tries the others first.
  NotFoundPage: { path: '*', title: 'Page Not Found', code: 'own-chunk' },
} as const satisfies Record<string, PageDeclaration>;

export type PageName = keyof typeof PAGES;

type Declared = typeof PAGES;

/** Each page's declaration, whichever it is. */
export const PAGE_DECLARATIONS: Readonly<Record<PageName, PageDeclaration>> = PAGES;

/** Every page's name, in the order of the manifest. */
export const PAGE_NAMES = Object.keys(PAGES) as PageName[];

/** The pages whose code loads on first visit: all but the landing page. */
export type LazyPageName = { [N in PageName]: Declared[N] extends { code: 'first-load' } ? never : N }[PageName];

/** The pages whose code is in the first download. */
export type FirstLoadPageName = Exclude<PageName, LazyPageName>;

/** The pages whose loaders are in ./secondary-pages.ts. */
export type SecondaryPageName = { [N in PageName]: Declared[N] extends { code: string } ? never : N }[PageName];

type ParamsIn<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsIn<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The pages a link can open: all but the not-found page. */
export type LinkedPageName = Exclude<PageName, 'NotFoundPage'>;

type PathParams<N extends LinkedPageName> = [ParamsIn<Declared[N]['path']>] extends [never]
  ? []
  : [params: Record<ParamsIn<Declared[N]['path']>, string | number>];

/** A route's pattern with its parameters filled in: ('/product/:id', { id: 7 }) → '/product/7'. */
export function fillPath(path: string, params?: Readonly<Record<string, string | number>>): string {
  return params ? path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key]!)) : path;
}

/** The address of a page: `pagePath('FaqPage')` is '/faq', `pagePath('ProductDetailPage', { id: 7 })` '/product/7'. */
export function pagePath<N extends LinkedPageName>(name: N, ...[params]: PathParams<N>): string {
  return fillPath(PAGES[name].path, params);
}

/** A link to a page of the store, as the footer, the sitemap, the header menus and page link lists give it. */
export interface SiteLink {
  readonly label: string;
  readonly to: string;
}

/** A link to the page, in the words of its declaration (or `label`), with the path's parameters filled in. */
export function linkTo(name: LinkedPageName, label?: string, params?: Readonly<Record<string, string>>): SiteLink {
  const { path, title, link = title } = PAGE_DECLARATIONS[name];
  return { label: label ?? link!, to: fillPath(path, params) };
}

/** The links of a footer column, in their order. */
export function footerLinks(column: FooterColumn): SiteLink[] {
  const links: SiteLink[] = [];
  for (const name of PAGE_NAMES) {
    for (const [inColumn, at, label] of PAGE_DECLARATIONS[name].footer ?? []) if (inColumn === column) links[at - 1] = linkTo(name as LinkedPageName, label);
  }
  return links;
}

/**
 * Each lazy page's module, for the build (the type asks for every one). Apart from the
 * declarations so that the app's bundle, which never reads them, leaves these paths out;
 * tests/ui/app/routes.test.tsx checks that each page's loader loads the module named here.
 */
export const PAGE_MODULES: Record<LazyPageName, string> = {
  DealsPage: 'src/ui/features/deals/DealsPage.tsx',
  CategoryPage: 'src/ui/features/browse/CategoryPage.tsx',
  SearchPage: 'src/ui/features/browse/SearchPage.tsx',
  ProductDetailPage: 'src/ui/features/product/ProductDetailPage.tsx',
  LoginPage: 'src/ui/features/sign-in/account-pages.ts',
  SignUpPage: 'src/ui/features/sign-in/account-pages.ts',
  CustomerCarePage: 'src/ui/features/support/CustomerCarePage.tsx',
  ShippingPage: 'src/ui/features/policies/ShippingPage.tsx',
  CancellationPage: 'src/ui/features/policies/CancellationPage.tsx',
  ReturnPolicyPage: 'src/ui/features/policies/ReturnPolicyPage.tsx',
  ReturnsPage: 'src/ui/features/returns/ReturnsPage.tsx',
  FaqPage: 'src/ui/features/policies/FaqPage.tsx',
  SizeGuidePage: 'src/ui/features/product/size-guide/SizeGuidePage.tsx',
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
  NotificationPreferencesPage: 'src/ui/features/notifications/NotificationPreferencesPage.tsx',
  OrdersPage: 'src/ui/features/orders/OrdersPage.tsx',
  WishlistPage: 'src/ui/features/wishlist/WishlistPage.tsx',
  AccountPage: 'src/ui/features/profile/AccountPage.tsx',
  CartPage: 'src/ui/features/cart/CartPage.tsx',
  CheckoutPage: 'src/ui/features/checkout/CheckoutPage.tsx',
  OrderPlacedPage: 'src/ui/features/orders/OrderPlacedPage.tsx',
  OrderPage: 'src/ui/features/orders/OrderPage.tsx',
  InvoicePage: 'src/ui/features/orders/InvoicePage.tsx',
  // Both admin pages come from the admin area's one lazy root: the only admin module the app may import.
  AdminPage: 'src/ui/admin/entry/admin-root.tsx',
  AdminMigratePage: 'src/ui/admin/entry/admin-root.tsx',
  NotFoundPage: 'src/ui/shell/NotFoundPage.tsx',
};

/**
 * Whether /sitemap.xml lists the page (build/crawler-files.ts): the shop's pages for anyone, not a
 * shopper's own, nor the login, the search or the admin area; a category page once for each
 * category, a product page once for each product. Apart from the declarations, as PAGE_MODULES:
 * only the build reads it. The type asks for every page, so a new one is listed or not by choice.
 */
export const IN_SITEMAP: Record<LinkedPageName, boolean> = {
  HomePage: true,
  DealsPage: true,
  CategoryPage: true,
  SearchPage: false,
  ProductDetailPage: true,
  LoginPage: false,
  SignUpPage: false,
  CustomerCarePage: true,
  ShippingPage: true,
  CancellationPage: true,
  ReturnPolicyPage: true,
  ReturnsPage: false,
  FaqPage: true,
  SizeGuidePage: true,
  PaymentsPage: true,
  TermsPage: true,
  PrivacyPage: true,
  SecurityPage: true,
  AboutPage: true,
  ContactPage: true,
  CareersPage: true,
  StoriesPage: true,
  WholesalePage: true,
  ReportPage: true,
  SitemapPage: true,
  FacebookPage: true,
  TwitterPage: true,
  YouTubePage: true,
  InstagramPage: true,
  NotificationPreferencesPage: false,
  OrdersPage: false,
  WishlistPage: false,
  AccountPage: false,
  CartPage: false,
  CheckoutPage: false,
  OrderPlacedPage: false,
  OrderPage: false,
  InvoicePage: false,
  AdminPage: false,
  AdminMigratePage: false,
};

/** The module of the secondary pages' loaders, which their routes fetch before the page itself. */
export const SECONDARY_PAGES_MODULE = 'src/ui/app/secondary-pages.ts';

/**
 * The preload script's map: the first segment of a path ('categories' for /categories/men) → the
 * modules it opens (a secondary page's loaders, then the page). The landing page, whose code is in
 * the first download, and the catch-all, which has no segment of its own, are left out.
 */
export function pagesByFirstSegment(): Record<string, string[]> {
  return Object.fromEntries(
    (Object.keys(PAGE_MODULES) as LazyPageName[])
      .filter((name) => PAGES[name].path !== '*')
      .map((name) => {
        const { path, code } = PAGE_DECLARATIONS[name];
        return [path.split('/')[1], code ? [PAGE_MODULES[name]] : [SECONDARY_PAGES_MODULE, PAGE_MODULES[name]]];
      }),
  );
}
