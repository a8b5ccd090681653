import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { INFORMATION_PAGES_MODULE, LAZY_PAGES, PAGE_MODULES, pagesByFirstSegment } from '../../../src/ui/app/pages';
import { loadPage, routes } from '../../../src/ui/app/routes';

describe('the lazy pages list', () => {
  it('gives each page a loader that imports the module the list names', async () => {
    for (const { name } of LAZY_PAGES) {
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
      'signup',
      'deals',
      'categories/:name',
      'search',
      'product/:id',
      'login',
      'signin',
      'customer-care',
      'shipping',
      'cancellation',
      'return-policy',
      'returns',
      'faq',
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
      'cart',
      '*',
    ]);
    expect(pages.slice(2).every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('puts the admin pages beside the storefront, outside its header and footer, each loaded on demand', () => {
    expect(routes.slice(1).map((route) => route.path)).toEqual(['/admin', '/admin/migrate']);
    expect(routes.slice(1).every((route) => typeof route.lazy === 'function' && route.errorElement !== undefined)).toBe(true);
  });

  it('is the preload map: each page by the first segment of its path, without the catch-all; an information page after its loaders', () => {
    const information = (page: string) => [INFORMATION_PAGES_MODULE, page];
    expect(pagesByFirstSegment()).toEqual({
      deals: ['src/ui/features/deals/DealsPage.tsx'],
      categories: ['src/ui/features/browse/CategoryPage.tsx'],
      search: ['src/ui/features/browse/SearchPage.tsx'],
      product: ['src/ui/features/product/ProductDetailPage.tsx'],
      login: ['src/ui/features/accounts/account-pages.ts'],
      signin: ['src/ui/features/accounts/account-pages.ts'],
      'customer-care': information('src/ui/features/support/CustomerCarePage.tsx'),
      shipping: information('src/ui/features/policies/ShippingPage.tsx'),
      cancellation: information('src/ui/features/policies/CancellationPage.tsx'),
      'return-policy': information('src/ui/features/policies/ReturnPolicyPage.tsx'),
      returns: information('src/ui/features/policies/ReturnsPage.tsx'),
      faq: information('src/ui/features/policies/FaqPage.tsx'),
      payments: information('src/ui/features/policies/PaymentsPage.tsx'),
      terms: information('src/ui/features/policies/TermsPage.tsx'),
      privacy: information('src/ui/features/policies/PrivacyPage.tsx'),
      security: information('src/ui/features/policies/SecurityPage.tsx'),
      about: information('src/ui/features/company/AboutPage.tsx'),
      contact: information('src/ui/features/company/ContactPage.tsx'),
      careers: information('src/ui/features/company/CareersPage.tsx'),
      stories: information('src/ui/features/company/StoriesPage.tsx'),
      wholesale: information('src/ui/features/company/WholesalePage.tsx'),
      report: information('src/ui/features/company/ReportPage.tsx'),
      sitemap: information('src/ui/features/company/SitemapPage.tsx'),
      facebook: information('src/ui/features/social/social-pages.tsx'),
      twitter: information('src/ui/features/social/social-pages.tsx'),
      youtube: information('src/ui/features/social/social-pages.tsx'),
      instagram: information('src/ui/features/social/social-pages.tsx'),
      'notification-preferences': information('src/ui/features/shopper/NotificationPreferencesPage.tsx'),
      orders: information('src/ui/features/shopper/OrdersPage.tsx'),
      wishlist: information('src/ui/features/shopper/WishlistPage.tsx'),
      cart: information('src/ui/features/shopper/CartPage.tsx'),
      admin: ['src/ui/admin/entry/admin-root.tsx'],
    });
  });
});

describe('/signup', () => {
  it('redirects to /signin, keeping the query', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/signup?from=banner&x=1'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?from=banner&x=1');
  });
});
