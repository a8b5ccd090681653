import type { Page } from '@playwright/test';
import { productGrid, SEED } from './browse-helpers';
import { ANY_WIDTH, expect, test } from './fixtures';

/** What the head holds of the page's own tags, and its JSON-LD, parsed. */
function head(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    return {
      titles: all('title').map((title) => title.textContent),
      descriptions: all('meta[name="description"]').map((meta) => meta.getAttribute('content')),
      canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
      og: Object.fromEntries(all('meta[property^="og:"]').map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')])),
      jsonLd: all('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>),
    };
  });
}

/** The site's own origin, as /robots.txt gives it: absolute addresses in a page are the deployed site's, as the sitemap's are. */
async function siteOrigin(page: Page): Promise<string> {
  const robots = await (await page.request.get('/robots.txt')).text();
  return new URL(/^Sitemap: (\S+)$/m.exec(robots)![1]!).origin;
}

test('/sitemap.xml lists the shop\'s pages in well-formed XML, and /robots.txt points to it', ANY_WIDTH, async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  const robotsText = await robots.text();
  expect(robotsText).toMatch(/^User-agent: \*$/m);
  expect(robotsText).toMatch(/^Disallow: \/admin$/m);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  const origin = new URL(sitemapUrl!).origin;

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  // The browser's own XML parser: a file that is not well-formed gives a <parsererror>.
  await page.goto('/');
  const locs = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return null;
    const root = doc.documentElement;
    return root.localName === 'urlset' && root.namespaceURI === 'http://www.sitemaps.org/schemas/sitemap/0.9'
      ? [...root.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '')
      : [];
  }, xml);
  expect(locs).not.toBeNull();
  const paths = locs!.map((loc) => {
    expect(loc.startsWith(`${origin}/`)).toBe(true);
    return loc.slice(origin.length);
  });
  for (const path of ['/', '/deals', '/categories/tshirts', '/categories/men', '/faq', '/privacy', '/about']) expect(paths).toContain(path);
  for (const { id } of SEED) expect(paths).toContain(`/product/${id}`);
  for (const path of ['/admin', '/cart', '/checkout', '/account', '/login', '/search']) expect(paths).not.toContain(path);
});

test('a product page carries its title, description, Open Graph tags and a Product in rupees at the price shown', ANY_WIDTH, async ({ page, consoleErrors }) => {
  await page.goto('/product/1');
  const main = page.getByRole('region', { name: 'Classic Crew Neck Cotton T-Shirt' });
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Classic Crew Neck Cotton T-Shirt | Fashion Zone');
  const shownPrice = Number((await main.getByText(/^₹[\d,]+(\.\d\d)?$/).first().textContent())!.replace(/[₹,]/g, ''));

  const { titles, descriptions, canonicals, og, jsonLd } = await head(page);
  const url = new URL('/product/1', await siteOrigin(page)).href;
  expect(titles).toEqual(['Classic Crew Neck Cotton T-Shirt | Fashion Zone']);
  expect(descriptions).toEqual(['High quality tshirts with great comfort and style...']);
  expect(canonicals).toEqual([url]);
  expect(og).toMatchObject({ 'og:type': 'product', 'og:title': 'Classic Crew Neck Cotton T-Shirt', 'og:url': url, 'og:image': new URL('/images/products/1.svg', url).href });
  expect(og['og:description']).toBe(descriptions[0]);

  expect(jsonLd).toHaveLength(1);
  const product = jsonLd[0]!;
  expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProductGroup', name: 'Classic Crew Neck Cotton T-Shirt', productGroupID: 'TSH1001', variesBy: ['https://schema.org/size'] });
  const variants = product.hasVariant as { sku: string; size: string; offers: { url: string; price: string; priceCurrency: string; availability: string } }[];
  expect(variants.map((variant) => [variant.sku, variant.size])).toEqual(['S', 'M', 'L', 'XL', 'XXL'].map((size) => [`TSH1001-${size}`, size]));
  for (const { offers } of variants) {
    expect(offers.priceCurrency).toBe('INR');
    expect(Number(offers.price)).toBe(shownPrice);
  }
  expect(variants[1]!.offers.url).toBe(`${url}?size=M`);
  // The seed sells out the tee's XXL and leaves some of every other size.
  expect(variants.map((variant) => variant.offers.availability.replace('https://schema.org/', ''))).toEqual(['InStock', 'InStock', 'InStock', 'InStock', 'OutOfStock']);
  // The seeded rating is shown on the page, but given to search engines only once shoppers write reviews.
  expect(product).not.toHaveProperty('aggregateRating');
  expect(consoleErrors).toEqual([]);
});

test('a category page lists the products it shows in an ItemList', ANY_WIDTH, async ({ page }) => {
  await page.goto('/categories/tshirts');
  await expect(page).toHaveTitle('T-shirts | Fashion Zone');
  const cards = productGrid(page).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));

  const { canonicals, og, jsonLd } = await head(page);
  const url = new URL('/categories/tshirts', await siteOrigin(page)).href;
  expect(canonicals).toEqual([url]);
  expect(og).toMatchObject({ 'og:type': 'website', 'og:title': 'T-shirts', 'og:url': url });
  expect(jsonLd).toHaveLength(1);
  const list = jsonLd[0] as { '@type': string; numberOfItems: number; itemListElement: { position: number; url: string }[] };
  expect(list['@type']).toBe('ItemList');
  expect(list.numberOfItems).toBe(shown.length);
  // The cards link within this server; the list names the same pages at the site's origin.
  expect(list.itemListElement.map((item) => item.url)).toEqual(shown.map((href) => new URL(new URL(href).pathname, url).href));
  expect(list.itemListElement.map((item) => item.position)).toEqual(shown.map((_, at) => at + 1));
});

test('moving from a product to another page leaves one title, one description and no other page\'s tags', ANY_WIDTH, async ({ page }) => {
  await page.goto('/product/1');
  await expect(page).toHaveTitle('Classic Crew Neck Cotton T-Shirt | Fashion Zone');
  // A link in the page: the router moves, the document stays.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'T-shirts' }).click();
  await expect(page).toHaveTitle('T-shirts | Fashion Zone');
  const category = await head(page);
  expect(category.titles).toEqual(['T-shirts | Fashion Zone']);
  expect(category.descriptions).toHaveLength(1);
  expect(category.canonicals).toEqual([new URL('/categories/tshirts', await siteOrigin(page)).href]);
  expect(category.jsonLd.map((data) => data['@type'])).toEqual(['ItemList']);

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveTitle('FAQ | Fashion Zone');
  expect(await head(page)).toEqual({ titles: ['FAQ | Fashion Zone'], descriptions: [expect.any(String)], canonicals: [], og: {}, jsonLd: [] });
});
