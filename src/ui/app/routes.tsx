import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { AppLayout } from '../shell/AppLayout';
import { PageSkeleton } from '../shell/PageSkeleton';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { lazyPage } from './lazy-page';
import { StorefrontWidgets } from './StorefrontWidgets';
import type { PageLoaders } from './page-loaders';
import { isAdminPage, isSecondaryPage, LAZY_PAGES, type LazyPage, type LazyPageName, type SecondaryPageName } from './pages';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './paths';

/**
 * The code of each page of LAZY_PAGES but the secondary pages, whose loaders come with
 * ./secondary-pages.ts. The type asks for one loader per page, whose module exports the page by
 * its name; tests/ui/app/routes.test.tsx checks that each loads the module the list names.
 */
const pageLoaders: PageLoaders<Exclude<LazyPageName, SecondaryPageName>> = {
  DealsPage: () => import('../features/deals/DealsPage'),
  CategoryPage: () => import('../features/browse/CategoryPage'),
  SearchPage: () => import('../features/browse/SearchPage'),
  ProductDetailPage: () => import('../features/product/ProductDetailPage'),
  LoginPage: accountPages,
  SignInPage: accountPages,
  NotFoundPage: () => import('../shell/NotFoundPage'),
};

// Two pages from one module: one import, and one list of its files to preload.
function accountPages() {
  return import('../features/accounts/account-pages');
}

type AnyPageLoader = () => Promise<Record<string, ComponentType>>;

/** The module that exports the page by its name. */
export function loadPage(name: LazyPageName): Promise<Record<string, ComponentType>> {
  if (isSecondaryPage(name)) return import('./secondary-pages').then(({ secondaryPageLoaders }) => (secondaryPageLoaders[name] as AnyPageLoader)());
  return (pageLoaders[name] as AnyPageLoader)();
}

function lazyRoute({ name, path }: LazyPage): RouteObject {
  return { path, lazy: lazyPage(() => loadPage(name), name) };
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
