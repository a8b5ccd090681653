import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';
import { HomePage } from './pages/HomePage';
import { AppLayout } from './shell/AppLayout';
import { RouteErrorPage } from './shell/RouteErrorPage';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // The landing page is part of the first download: no second round trip before it paints.
          { index: true, element: <HomePage /> },
          { path: 'deals', element: lazyPage(() => import('./pages/DealsPage'), 'DealsPage') },
          { path: 'categories/:name', element: lazyPage(() => import('./pages/CategoryPage'), 'CategoryPage') },
          { path: 'search', element: lazyPage(() => import('./pages/SearchPage'), 'SearchPage') },
          { path: 'product/:id', element: lazyPage(() => import('./pages/ProductDetailPage'), 'ProductDetailPage') },
          { path: '*', element: lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
