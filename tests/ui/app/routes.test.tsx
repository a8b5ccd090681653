import { describe, expect, it } from 'vitest';
import { LAZY_PAGES, PAGE_MODULES, pagesByFirstSegment } from '../../../src/ui/app/pages';
import { pageLoaders, routes } from '../../../src/ui/app/routes';

describe('the lazy pages list', () => {
  it('gives each page a loader that imports the module the list names', async () => {
    for (const { name } of LAZY_PAGES) {
      const module = PAGE_MODULES[name];
      const loaded: Record<string, unknown> = await pageLoaders[name]();
      const named: Record<string, unknown> = await import(/* @vite-ignore */ `/${module}`);
      expect(loaded[name], `${name} from ${module}`).toBeDefined();
      expect(loaded[name]).toBe(named[name]);
    }
  });

  it('is the route table: every lazy page at its path, the catch-all last', () => {
    const pages = routes[0]!.children![0]!.children!;
    expect(pages.map((route) => (route.index ? '(index)' : route.path))).toEqual([
      '(index)',
      'deals',
      'categories/:name',
      'search',
      'product/:id',
      '*',
    ]);
    expect(pages.slice(1).every((route) => typeof route.lazy === 'function')).toBe(true);
  });

  it('is the preload map: each page by the first segment of its path, without the catch-all', () => {
    expect(pagesByFirstSegment()).toEqual({
      deals: 'src/ui/features/deals/DealsPage.tsx',
      categories: 'src/ui/features/browse/CategoryPage.tsx',
      search: 'src/ui/features/browse/SearchPage.tsx',
      product: 'src/ui/features/product/ProductDetailPage.tsx',
    });
  });
});
