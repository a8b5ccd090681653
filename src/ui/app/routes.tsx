import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { AppLayout } from '../shell/AppLayout';
import { PageBoundary } from '../shell/PageBoundary';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { LazyPage, pageComponent } from './LazyPage';
import { StorefrontWidgets } from './StorefrontWidgets';
import type { PageLoaders } from './page-loaders';
import { isAdminPage, isSecondaryPage, LAZY_PAGES, type LazyPageName, type SecondaryPageName } from './pages';
import { SIGN_UP_ALIAS_PATH, SIGN_UP_PATH } from './paths';

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
  SignUpPage: accountPages,
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

/** The route of each lazy page, to find which page an address opens. */
const pageOfRoute = new WeakMap<RouteObject, LazyPageName>();

function lazyRoute(name: LazyPageName, path: string, frame = (page: ReactNode) => page): RouteObject {
  const route: RouteObject = { path, element: frame(<LazyPage name={name} load={loadPage} />) };
  pageOfRoute.set(route, name);
  return route;
}

// The spec's /signup is /signin: same page, the query kept (a return path, a campaign tag).
function SignUpRedirect() {
  const { search } = useLocation();
  return <Navigate to={SIGN_UP_PATH + search} replace />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    // When the shell itself throws: the error screen on its own.
    element: (
      <RouteErrorBoundary>
        <AppLayout widgets={<StorefrontWidgets />} />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // When a page throws: the error screen inside the header and footer.
        element: (
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        ),
        children: [
          // The landing page is part of the first download: no second round trip before it paints.
          { index: true, element: <HomePage /> },
          { path: SIGN_UP_ALIAS_PATH.slice(1), element: <SignUpRedirect /> },
          ...LAZY_PAGES.filter((page) => !isAdminPage(page)).map(({ name, path }) => lazyRoute(name, path)),
        ],
      },
    ],
  },
  // The admin area: its own layout (a sidebar), without the storefront's header and footer.
  ...LAZY_PAGES.filter(isAdminPage).map(({ name, path }) => lazyRoute(name, `/${path}`, (page) => <PageBoundary>{page}</PageBoundary>)),
];

/** The page that `pathname` opens, if its code loads on first visit. */
export function lazyPageAt(pathname: string): LazyPageName | undefined {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  return route && pageOfRoute.get(route);
}

/**
 * Resolves once the code of the page at `pathname` is in (or failed to come), at once for a page
 * of the first download: a first visit renders then, and paints the page in one go.
 */
export function pageReady(pathname: string): Promise<unknown> {
  const name = lazyPageAt(pathname);
  return name ? pageComponent(name, loadPage).catch(() => undefined) : Promise.resolve();
}

/** The route table, rendered at the router's address. */
export function AppRoutes() {
  return useRoutes(routes);
}
