import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';
import { AppLayout } from '../shell/AppLayout';
import { PageSkeleton } from '../shell/PageSkeleton';
import { RouteErrorPage } from '../shell/RouteErrorPage';
import { lazyPage } from './lazy-page';
import { LAZY_PAGES, type LazyPage, type LazyPageName } from './pages';

/**
 * The code of each page of LAZY_PAGES. The type asks for one loader per page, whose module exports
 * the page by its name; tests/ui/app/routes.test.tsx checks that each loads the module the list names.
 */
export const pageLoaders: { [N in LazyPageName]: () => Promise<Record<N, ComponentType>> } = {
  DealsPage: () => import('../features/deals/DealsPage'),
  CategoryPage: () => import('../features/browse/CategoryPage'),
  SearchPage: () => import('../features/browse/SearchPage'),
  ProductDetailPage: () => import('../features/product/ProductDetailPage'),
  NotFoundPage: () => import('../shell/NotFoundPage'),
};

function lazyRoute<N extends LazyPageName>({ name, path }: Extract<LazyPage, { name: N }>): RouteObject {
  return { path, lazy: lazyPage(pageLoaders[name], name) };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // While the first page's code arrives (a direct visit to /product/1): nothing yet, then all of it.
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // The landing page is part of the first download: no second round trip before it paints.
          { index: true, element: <HomePage /> },
          ...LAZY_PAGES.map(lazyRoute),
        ],
      },
    ],
  },
];
