import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript, routeFiles, withPreloadScript } from '../../build/route-preload';

const chunk = (fileName: string, imports: string[], extra: { isEntry?: boolean; facadeModuleId?: string; css?: string[] } = {}) => ({
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true, css: ['assets/index.css'] }),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/CategoryPage.js': chunk('assets/CategoryPage.js', ['assets/browse.js', 'assets/react.js'], { facadeModuleId: '/app/src/ui/pages/CategoryPage.tsx' }),
  'assets/browse.js': chunk('assets/browse.js', ['assets/react.js'], { css: ['assets/browse.css'] }),
  'assets/browse.css': { type: 'asset' as const },
  'assets/secondary-pages.js': chunk('assets/secondary-pages.js', [], { facadeModuleId: '/app/src/ui/app/secondary-pages.ts' }),
  'assets/AboutPage.js': chunk('assets/AboutPage.js', ['assets/react.js'], { facadeModuleId: '/app/src/ui/pages/AboutPage.tsx', css: ['assets/company.css'] }),
};

describe('routeFiles', () => {
  it("lists a page's chunk, its static imports and their styles, without what the entry loads", () => {
    expect(routeFiles(bundle, { categories: ['src/ui/pages/CategoryPage.tsx'] }, '/app/')).toEqual({
      categories: ['assets/CategoryPage.js', 'assets/browse.js', 'assets/browse.css'],
    });
  });

  it('lists the chunk that loads a page (not the entry) before the page', () => {
    expect(routeFiles(bundle, { about: ['src/ui/app/secondary-pages.ts', 'src/ui/pages/AboutPage.tsx'] }, '/app')).toEqual({
      about: ['assets/secondary-pages.js', 'assets/AboutPage.js', 'assets/company.css'],
    });
  });

  it('fails the build for a page that is not a chunk (a renamed or moved page)', () => {
    expect(() => routeFiles(bundle, { product: ['src/ui/pages/ProductPage.tsx'] }, '/app')).toThrow(
      'route-preload: src/ui/pages/ProductPage.tsx (for /product) is not a chunk of the build',
    );
  });
});

describe('preloadScript', () => {
  function linksAddedAt(pathname: string) {
    const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
    };
    runInNewContext(preloadScript({ categories: ['assets/Category.js', 'assets/browse.css'] }, '/shop/'), { document, location: { pathname } });
    return added;
  }

  it("asks for the landing route's scripts as module preloads and its styles as stylesheets, under the base", () => {
    expect(linksAddedAt('/categories/men')).toEqual([
      { rel: 'modulepreload', href: '/shop/assets/Category.js', crossOrigin: '' },
      { rel: 'stylesheet', href: '/shop/assets/browse.css', crossOrigin: '' },
    ]);
  });

  it('asks for nothing on other routes', () => {
    expect(linksAddedAt('/')).toEqual([]);
    expect(linksAddedAt('/cart')).toEqual([]);
    expect(linksAddedAt('/toString')).toEqual([]);
  });
});

describe('withPreloadScript', () => {
  it("goes after the meta tags and before the entry's script and styles", () => {
    const html = '<head><meta charset="UTF-8" /><title>x</title><script type="module" src="/e.js"></script><link rel="stylesheet" href="/i.css"></head>';
    const result = withPreloadScript(html, 'go()');
    expect(result.indexOf('<script>go()</script>')).toBeGreaterThan(result.indexOf('</title>'));
    expect(result.indexOf('<script>go()</script>')).toBeLessThan(result.indexOf('<script type="module"'));
  });

  it('fails when the page has no entry script', () => {
    expect(() => withPreloadScript('<head></head>', 'go()')).toThrow('no entry script');
  });
});
