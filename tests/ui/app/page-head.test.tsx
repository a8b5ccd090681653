import { readFileSync } from 'node:fs';
import { LOCAL_SITE_ORIGIN } from '../../../src/ui/lib/site-url';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../src/ui/app/routes';
import { aProduct } from '../../support/products';
import { renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

/** What the document's head holds of a page's own tags, and the JSON-LD in the page. */
function head() {
  const all = (selector: string) => [...document.querySelectorAll(selector)];
  const content = (selector: string) => all(selector).map((element) => element.getAttribute('content') ?? element.getAttribute('href'));
  return {
    titles: all('title').map((title) => title.textContent),
    descriptions: content('meta[name="description"]'),
    canonicals: content('link[rel="canonical"]'),
    og: Object.fromEntries(all('meta[property^="og:"]').map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')])),
    jsonLd: all('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent!) as Record<string, unknown>),
  };
}

// At the site's origin (a build without VITE_SITE_ORIGIN: the local preview's), wherever the page runs.
const at = (path: string) => new URL(path, LOCAL_SITE_ORIGIN).href;

/** index.html's own head tags, put in the test's document as a first visit finds them. */
function withIndexHtmlHead(): { title: string; description: string } {
  const html = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
  const defaults = [...html.head.querySelectorAll('[data-default-head]')];
  for (const element of defaults) document.head.append(document.importNode(element, true));
  return { title: html.title, description: html.querySelector('meta[name="description"]')!.getAttribute('content')! };
}

// Pages load their code and data first: as long as tests/ui/app/route-manifest.test.tsx waits.
const LOADED = { timeout: 10_000 };

afterEach(() => {
  // React takes its own tags out as it unmounts; then whatever a test put there.
  cleanup();
  document.head.innerHTML = '';
});

describe("a page's head", () => {
  it('carries the product page\'s title, description, canonical address, Open Graph tags and ProductGroup', async () => {
    await renderRoutes(routes, '/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck Cotton T-Shirt' }, LOADED);
    const { titles, descriptions, canonicals, og, jsonLd } = head();
    expect(titles).toEqual(['Classic Crew Neck Cotton T-Shirt | Fashion Zone']);
    expect(descriptions).toEqual(['High quality tshirts with great comfort and style...']);
    expect(canonicals).toEqual([at('/product/1')]);
    expect(og).toEqual({
      'og:type': 'product',
      'og:site_name': 'Fashion Zone',
      'og:title': 'Classic Crew Neck Cotton T-Shirt',
      'og:description': 'High quality tshirts with great comfort and style...',
      'og:url': at('/product/1'),
      'og:image': at('/images/products/1.svg'),
    });
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({ '@type': 'ProductGroup', name: 'Classic Crew Neck Cotton T-Shirt', productGroupID: 'TSH1001' });
    expect(jsonLd[0]!.hasVariant).toContainEqual(expect.objectContaining({ sku: 'TSH1001-M', offers: expect.objectContaining({ url: at('/product/1?size=M'), price: '499.00', priceCurrency: 'INR' }) }));
  });

  it('leaves no tag of a page behind when the shopper moves on: one title, one description, at most one canonical address', async () => {
    const view = await renderRoutes(routes, '/product/1');
    await screen.findByRole('heading', { level: 1, name: 'Classic Crew Neck Cotton T-Shirt' }, LOADED);

    await view.router.navigate('/faq');
    await waitFor(() => expect(head().titles).toEqual(['FAQ | Fashion Zone']), LOADED);
    expect(head()).toMatchObject({ descriptions: [expect.stringContaining('Fashion Zone: clothing')], canonicals: [], og: {}, jsonLd: [] });

    await view.router.navigate('/categories/t-shirts');
    await waitFor(() => expect(head().titles).toEqual(['T-shirts | Fashion Zone']), LOADED);
    const category = head();
    expect(category.descriptions).toHaveLength(1);
    expect(category.canonicals).toEqual([at('/categories/tshirts')]);
    expect(category.og).toMatchObject({ 'og:type': 'website', 'og:title': 'T-shirts', 'og:url': at('/categories/tshirts') });
    expect(category.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'ItemList', numberOfItems: 3, itemListElement: [1, 15, 24].map((id, index) => expect.objectContaining({ position: index + 1, url: at(`/product/${id}`) })) }),
    ]);

    await view.router.navigate('/product/15');
    await screen.findByRole('heading', { level: 1, name: 'Graphic Oversized T-Shirt' }, LOADED);
    await waitFor(() => expect(head().titles).toEqual(['Graphic Oversized T-Shirt | Fashion Zone']), LOADED);
    expect(head()).toMatchObject({ descriptions: [expect.any(String)], canonicals: [at('/product/15')], jsonLd: [expect.objectContaining({ '@type': 'ProductGroup' })] });

    view.unmount();
    expect(head()).toEqual({ titles: [], descriptions: [], canonicals: [], og: {}, jsonLd: [] });
  });

  it("takes the place of index.html's title and description: the home page's are the same words", async () => {
    const indexHtml = withIndexHtmlHead();
    expect(head().titles).toEqual([indexHtml.title]);
    await renderRoutes(routes, '/');
    await waitFor(() => expect(document.querySelector('[data-default-head]')).toBeNull(), LOADED);
    expect(head()).toMatchObject({ titles: [indexHtml.title], descriptions: [indexHtml.description] });
  });

  it('gives a page that finds nothing its title, and no canonical address, Open Graph tags or JSON-LD', async () => {
    const view = await renderRoutes(routes, '/categories/spaceships');
    await waitFor(() => expect(head().titles).toEqual(['Spaceships | Fashion Zone']), LOADED);
    expect(head()).toMatchObject({ descriptions: [expect.any(String)], canonicals: [], og: {}, jsonLd: [] });
    view.unmount();

    await renderRoutes(routes, '/product/1', createTestContainer({ products: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Product not found' }, LOADED);
    expect(head()).toMatchObject({ titles: ['Product not found | Fashion Zone'], canonicals: [], og: {}, jsonLd: [] });
  });

  it("keeps an admin's '</script>' in a product name inside the JSON-LD, as text", async () => {
    const title = 'Tee</script><script>alert(1)</script><!--';
    await renderRoutes(routes, '/product/1', createTestContainer({ products: [aProduct({ id: 1, title })] }));
    await screen.findByRole('heading', { level: 1, name: title }, LOADED);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.textContent).not.toContain('</');
    expect(head().jsonLd).toEqual([expect.objectContaining({ name: title })]);
  });
});
