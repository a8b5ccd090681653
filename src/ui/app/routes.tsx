import type { ComponentType } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { PageHead } from '../components/PageHead';
import { AppLayout } from '../shell/AppLayout';
import { PageBoundary } from '../shell/PageBoundary';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { LazyPage, pageComponent } from './LazyPage';
import { StorefrontWidgets } from './StorefrontWidgets';
import type { PageLoaders } from './page-loaders';
import { PAGE_DECLARATIONS, PAGE_NAMES, type LazyPageName, type PageName, type SecondaryPageName } from './route-manifest';

/**
 * The code of each lazy page but the secondary pages, whose loaders come with ./secondary-pages.ts.
 * The type asks for one loader per page, whose module exports the page by its name;
 * tests/ui/app/routes.test.tsx checks that each loads the module the manifest's PAGE_MODULES names.
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
  return import('../features/sign-in/account-pages');
}

type AnyPageLoader = () => Promise<Record<string, ComponentType>>;

/** The module that exports the page by its name. */
export function loadPage(name: LazyPageName): Promise<Record<string, ComponentType>> {
  // 'own-chunk' (no page of the first download comes here).
  if (PAGE_DECLARATIONS[name].code) return (pageLoaders[name as keyof typeof pageLoaders] as AnyPageLoader)();
  return import('./secondary-pages').then(({ secondaryPageLoaders }) => (secondaryPageLoaders[name as SecondaryPageName] as AnyPageLoader)());
}

// The landing page, the one page of the first download ('first-load'): its title has the store's name first.
function LandingPage({ title }: { title: string }) {
  return (
    <>
      <PageHead title={title} landing />
      <HomePage />
    </>
  );
}

// An address that redirects to a page, the query kept (/signup → /signin?from=banner).
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={to + search} replace />;
}

const isAdmin = (name: PageName) => PAGE_DECLARATIONS[name].access === 'admin';
const isLazy = (name: PageName): name is LazyPageName => PAGE_DECLARATIONS[name].code !== 'first-load';

/** The route of each lazy page, to find which page an address opens. */
const pageOfRoute = new WeakMap<RouteObject, LazyPageName>();

/** The routes of a page (and of its alias): the admin area's at their full path, the storefront's under the layout's. */
function pageRoutes(name: PageName): RouteObject[] {
  const { path, title, alias } = PAGE_DECLARATIONS[name];
  if (!isLazy(name)) return [{ index: true, element: <LandingPage title={title!} /> }];
  const page = (
    <>
      {/* The manifest's title, on the tab from the moment the page is asked for; a page without one names itself from what it shows. */}
      {title && <PageHead title={title} />}
      <LazyPage name={name} load={loadPage} />
    </>
  );
  const route: RouteObject = isAdmin(name) ? { path, element: <PageBoundary>{page}</PageBoundary> } : { path: path.replace(/^\//, ''), element: page };
  pageOfRoute.set(route, name);
  return alias ? [{ path: alias.slice(1), element: <Redirect to={path} /> }, route] : [route];
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
        children: PAGE_NAMES.filter((name) => !isAdmin(name)).flatMap(pageRoutes),
      },
    ],
  },
  // The admin area: its own layout (a sidebar), without the storefront's header and footer.
  ...PAGE_NAMES.filter(isAdmin).flatMap(pageRoutes),
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
