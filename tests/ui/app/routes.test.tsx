import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageComponent } from '../../../src/ui/app/LazyPage';
import { PAGE_DECLARATIONS, PAGE_MODULES, PAGE_NAMES, SECONDARY_PAGES_MODULE, pagesByFirstSegment, type LazyPageName } from '../../../src/ui/app/route-manifest';
import { lazyPageAt, loadPage, pageReady, routes } from '../../../src/ui/app/routes';
import { renderRoutes } from '../../support/render';

const LAZY_PAGES = Object.keys(PAGE_MODULES) as LazyPageName[];

describe('the route manifest', () => {
  it('gives each lazy page a loader that imports the module the manifest names', async () => {
    expect(LAZY_PAGES).toEqual(PAGE_NAMES.filter((name) => name !== 'HomePage'));
    for (const name of LAZY_PAGES) {
      const module = PAGE_MODULES[name];
      const loaded: Record<string, unknown> = await loadPage(name);
      const named: Record<string, unknown> = await import(/* @vite-ignore */ `/${module}`);
      expect(loaded[name], `${name} from ${module}`).toBeDefined();
      expect(loaded[name]).toBe(named[name]);
    }
  });

  it('is the route table: every storefront page at its path in the storefront layout, the catch-all last', () => {
    const pages = routes[0]!.children![0]!.children!;
    expect(pages.map((route) => (route.index ? '(index)' : route.path))).toEqual([
      '(index)',
      'deals',
      'categories/:name',
      'search',
      'product/:id',
      'login',
      'signup',
      'signin',
      'customer-care',
      'shipping',
      'cancellation',
      'return-policy',
      'returns',
      'faq',
      // Issue 39: every chart of the size guide.
      'size-guide',
      'payments',
      'terms',
      'privacy',
      'security',
      // Issue 11: company, social and shopper pages.
      'about',
      'contact',
      'careers',
      'stories',
      'wholesale',
      'report',
      'sitemap',
      'facebook',
      'twitter',
      'youtube',
      'instagram',
      'notification-preferences',
      'orders',
      'wishlist',
      'account',
      'cart',
      // Issue 21: the order flow.
      'checkout',
      'order-placed/:number',
      'order/:number',
      'invoice/:number',
      '*',
    ]);
    const lazyPages = pages.filter((route) => !route.index && route.path !== 'signup');
    expect(lazyPages.map((route) => lazyPageAt(`/${route.path!.replace(':name', 'men').replace(':id', '1').replace(':number', 'FZ00000001').replace('*', 'no-such-page')}`))).toEqual(
      LAZY_PAGES.filter((name) => PAGE_DECLARATIONS[name].access !== 'admin'),
    );
  });

  it('puts the admin pages beside the storefront, outside its header and footer, each loaded on demand', () => {
    expect(routes.slice(1).map((route) => route.path)).toEqual(['/admin', '/admin/migrate']);
    expect(routes.slice(1).map((route) => lazyPageAt(route.path!))).toEqual(['AdminPage', 'AdminMigratePage']);
  });

  it('is the preload map: each page by the first segment of its path, without the catch-all; a secondary page (information, admin) after its loaders', () => {
    const secondary = (page: string) => [SECONDARY_PAGES_MODULE, page];
    expect(pagesByFirstSegment()).toEqual({
      deals: ['src/ui/features/deals/DealsPage.tsx'],
      categories: ['src/ui/features/browse/CategoryPage.tsx'],
      search: ['src/ui/features/browse/SearchPage.tsx'],
      product: ['src/ui/features/product/ProductDetailPage.tsx'],
      login: ['src/ui/features/sign-in/account-pages.ts'],
      signin: ['src/ui/features/sign-in/account-pages.ts'],
      'customer-care': secondary('src/ui/features/support/CustomerCarePage.tsx'),
      shipping: secondary('src/ui/features/policies/ShippingPage.tsx'),
      cancellation: secondary('src/ui/features/policies/CancellationPage.tsx'),
      'return-policy': secondary('src/ui/features/policies/ReturnPolicyPage.tsx'),
      returns: secondary('src/ui/features/returns/ReturnsPage.tsx'),
      faq: secondary('src/ui/features/policies/FaqPage.tsx'),
      payments: secondary('src/ui/features/policies/PaymentsPage.tsx'),
      terms: secondary('src/ui/features/policies/TermsPage.tsx'),
      privacy: secondary('src/ui/features/policies/PrivacyPage.tsx'),
      security: secondary('src/ui/features/policies/SecurityPage.tsx'),
      about: secondary('src/ui/features/company/AboutPage.tsx'),
      contact: secondary('src/ui/features/company/ContactPage.tsx'),
      careers: secondary('src/ui/features/company/CareersPage.tsx'),
      stories: secondary('src/ui/features/company/StoriesPage.tsx'),
      wholesale: secondary('src/ui/features/company/WholesalePage.tsx'),
      report: secondary('src/ui/features/company/ReportPage.tsx'),
      sitemap: secondary('src/ui/features/company/SitemapPage.tsx'),
      'size-guide': secondary('src/ui/features/product/size-guide/SizeGuidePage.tsx'),
      facebook: secondary('src/ui/features/social/social-pages.tsx'),
      twitter: secondary('src/ui/features/social/social-pages.tsx'),
      youtube: secondary('src/ui/features/social/social-pages.tsx'),
      instagram: secondary('src/ui/features/social/social-pages.tsx'),
      'notification-preferences': secondary('src/ui/features/notifications/NotificationPreferencesPage.tsx'),
      orders: secondary('src/ui/features/orders/OrdersPage.tsx'),
      wishlist: secondary('src/ui/features/wishlist/WishlistPage.tsx'),
      account: secondary('src/ui/features/profile/AccountPage.tsx'),
      cart: secondary('src/ui/features/cart/CartPage.tsx'),
      checkout: secondary('src/ui/features/checkout/CheckoutPage.tsx'),
      'order-placed': secondary('src/ui/features/orders/OrderPlacedPage.tsx'),
      order: secondary('src/ui/features/orders/OrderPage.tsx'),
      invoice: secondary('src/ui/features/orders/InvoicePage.tsx'),
      admin: secondary('src/ui/admin/entry/admin-root.tsx'),
    });
  });
});

describe('/signup', () => {
  it('redirects to /signin, keeping the query', async () => {
    const { router } = await renderRoutes(routes, '/signup?from=banner&x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?from=banner&x=1');
  });
});

describe('which page an address opens', () => {
  it('names the lazy page, or none for the home page, whose code is in the first download', async () => {
    expect(lazyPageAt('/')).toBeUndefined();
    expect(lazyPageAt('/product/7')).toBe('ProductDetailPage');
    expect(lazyPageAt('/categories/men')).toBe('CategoryPage');
    expect(lazyPageAt('/admin/migrate')).toBe('AdminMigratePage');
    expect(lazyPageAt('/no/such/page')).toBe('NotFoundPage');
    expect(lazyPageAt('/signup')).toBeUndefined();
  });

  it('is ready for the first render once the code of its page is in', async () => {
    await pageReady('/deals');
    expect(pageComponent('DealsPage', () => Promise.reject(new Error('not fetched again'))).status).toBe('fulfilled');
    await expect(pageReady('/')).resolves.toBeUndefined();
  });
});
