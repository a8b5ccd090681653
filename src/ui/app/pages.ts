/**
 * The pages whose code loads on first visit, with the route each one opens: one list, from which
 * both the route table (./routes.tsx) and the head's preload script (vite.config.ts, through
 * build/route-preload.ts) are made, so a new lazy page cannot be forgotten in either. Plain data
 * with no imports, because vite.config.ts reads it at build time.
 */
export const LAZY_PAGES = [
  { name: 'DealsPage', path: 'deals' },
  { name: 'CategoryPage', path: 'categories/:name' },
  { name: 'SearchPage', path: 'search' },
  { name: 'ProductDetailPage', path: 'product/:id' },
  // Last: the router tries the others first.
  { name: 'NotFoundPage', path: '*' },
] as const;

export type LazyPage = (typeof LAZY_PAGES)[number];
export type LazyPageName = LazyPage['name'];

/**
 * Each page's module, for the build (the type asks for every page of the list). Apart from the
 * list so that the app's bundle, which never reads them, leaves these paths out.
 */
export const PAGE_MODULES: Record<LazyPageName, string> = {
  DealsPage: 'src/ui/features/deals/DealsPage.tsx',
  CategoryPage: 'src/ui/features/browse/CategoryPage.tsx',
  SearchPage: 'src/ui/features/browse/SearchPage.tsx',
  ProductDetailPage: 'src/ui/features/product/ProductDetailPage.tsx',
  NotFoundPage: 'src/ui/shell/NotFoundPage.tsx',
};

/**
 * The preload script's map: the first segment of a path ('categories' for /categories/men) → the
 * page module it opens. The catch-all has no segment of its own and is left out.
 */
export function pagesByFirstSegment(): Record<string, string> {
  return Object.fromEntries(LAZY_PAGES.filter((page) => page.path !== '*').map((page) => [page.path.split('/')[0], PAGE_MODULES[page.name]]));
}
