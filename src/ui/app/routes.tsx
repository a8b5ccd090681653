import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { AppLayout } from '../shell/AppLayout';
import { PageSkeleton } from '../shell/PageSkeleton';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { lazyPage } from './lazy-page';
import { StorefrontWidgets } from './StorefrontWidgets';
import { isAdminPage, LAZY_PAGES, type LazyPage, type LazyPageName } from './pages';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './paths';

/**
 * The code of each page of LAZY_PAGES. The type asks for one loader per page, whose module exports
 * the page by its name; tests/ui/app/routes.test.tsx checks that each loads the module the list names.
 */
export const pageLoaders: { [N in LazyPageName]: () => Promise<Record<N, ComponentType>> } = {
  DealsPage: () => import('../features/deals/DealsPage'),
  CategoryPage: () => import('../features/browse/CategoryPage'),
  SearchPage: () => import('../features/browse/SearchPage'),
  ProductDetailPage: () => import('../features/product/ProductDetailPage'),
  LoginPage: () => import('../features/accounts/account-pages'),
  SignInPage: () => import('../features/accounts/account-pages'),
  CustomerCarePage: () => import('../features/support/CustomerCarePage'),
  ShippingPage: () => import('../features/policies/ShippingPage'),
  CancellationPage: () => import('../features/policies/CancellationPage'),
  ReturnPolicyPage: () => import('../features/policies/ReturnPolicyPage'),
  ReturnsPage: () => import('../features/policies/ReturnsPage'),
  FaqPage: () => import('../features/policies/FaqPage'),
  PaymentsPage: () => import('../features/policies/PaymentsPage'),
  TermsPage: () => import('../features/policies/TermsPage'),
  PrivacyPage: () => import('../features/policies/PrivacyPage'),
  SecurityPage: () => import('../features/policies/SecurityPage'),
  AboutPage: () => import('../features/company/AboutPage'),
  ContactPage: () => import('../features/company/ContactPage'),
  CareersPage: () => import('../features/company/CareersPage'),
  StoriesPage: () => import('../features/company/StoriesPage'),
  WholesalePage: () => import('../features/company/WholesalePage'),
  ReportPage: () => import('../features/company/ReportPage'),
  SitemapPage: () => import('../features/company/SitemapPage'),
  FacebookPage: () => import('../features/social/social-pages'),
  TwitterPage: () => import('../features/social/social-pages'),
  YouTubePage: () => import('../features/social/social-pages'),
  InstagramPage: () => import('../features/social/social-pages'),
  NotificationPreferencesPage: () => import('../features/shopper/NotificationPreferencesPage'),
  OrdersPage: () => import('../features/shopper/OrdersPage'),
  WishlistPage: () => import('../features/shopper/WishlistPage'),
  CartPage: () => import('../features/shopper/CartPage'),
  AdminPage: () => import('../admin/entry/admin-root'),
  AdminMigratePage: () => import('../admin/entry/admin-root'),
  NotFoundPage: () => import('../shell/NotFoundPage'),
};

function lazyRoute<N extends LazyPageName>({ name, path }: Extract<LazyPage, { name: N }>): RouteObject {
  return { path, lazy: lazyPage(pageLoaders[name], name) };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout widgets={<StorefrontWidgets />} />,
    errorElement: <RouteErrorPage />,
    // While the first page's code arrives (a direct visit to /product/1): nothing yet, then all of it.
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // The landing page is part of the first download: no second round trip before it paints.
          { index: true, element: <HomePage /> },
          // The spec's /signup is /signin: same page, the query kept (a return path, a campaign tag).
          { path: SIGN_UP_PATH.slice(1), loader: ({ request }) => redirect(SIGN_IN_PATH + new URL(request.url).search) },
          ...LAZY_PAGES.filter((page) => !isAdminPage(page)).map(lazyRoute),
        ],
      },
    ],
  },
  // The admin area: its own layout (a sidebar), without the storefront's header and footer.
  ...LAZY_PAGES.filter(isAdminPage).map((page) => ({
    ...lazyRoute(page),
    path: `/${page.path}`,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSkeleton />,
  })),
];
