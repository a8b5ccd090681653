import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { HomePage } from '../features/home/HomePage';
import { AppLayout } from '../shell/AppLayout';
import { PageSkeleton } from '../shell/PageSkeleton';
import { RouteErrorPage } from '../shell/RouteErrorPage';

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
          { path: 'deals', lazy: lazyPage(() => import('../features/deals/DealsPage'), 'DealsPage') },
          { path: 'categories/:name', lazy: lazyPage(() => import('../features/browse/CategoryPage'), 'CategoryPage') },
          { path: 'search', lazy: lazyPage(() => import('../features/browse/SearchPage'), 'SearchPage') },
          { path: 'product/:id', lazy: lazyPage(() => import('../features/product/ProductDetailPage'), 'ProductDetailPage') },
          { path: '*', lazy: lazyPage(() => import('../shell/NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
