import { ANY_WIDTH, expect, test } from './fixtures';

const entryScript = /\/assets\/index-[^/]+\.js$/;

for (const [path, page] of [
  ['/categories/tshirts', 'CategoryPage'],
  ['/product/1', 'ProductDetailPage'],
  ['/search?q=shirt', 'SearchPage'],
  ['/deals', 'DealsPage'],
] as const) {
  test(`landing on ${path}, the page's head asks for the ${page} chunk before the app runs`, ANY_WIDTH, async ({ page: tab }) => {
    // With the entry blocked, the router never runs: only the page itself can ask for the chunk (the
    // head's script, or a prerendered page's links, which its script after the first paint adds).
    await tab.route(entryScript, (route) => route.abort());
    const chunk = tab.waitForRequest((request) => new URL(request.url()).pathname.startsWith(`/assets/${page}-`));
    // Only the response: the app never starts.
    await tab.goto(path, { waitUntil: 'commit' });
    await chunk;
    await expect(tab.locator(`head link[rel="modulepreload"][href^="/assets/${page}-"]`)).toHaveCount(1);
  });
}

test('the app then uses the preloaded chunk: one request for it, none for the other pages', ANY_WIDTH, async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/categories/tshirts');
  await expect(page.getByRole('heading', { name: 'T-shirts', level: 1 })).toBeVisible();
  expect(requested.filter((p) => p.startsWith('/assets/CategoryPage-') && p.endsWith('.js'))).toHaveLength(1);
  expect(requested.filter((p) => /\/assets\/(ProductDetail|Search|Deals)Page-/.test(p))).toEqual([]);
});

test('landing on / asks for no page chunk ahead', ANY_WIDTH, async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Deals of the Day' })).toBeVisible();
  expect(requested.filter((p) => /\/assets\/(Category|ProductDetail|Search|Deals)Page-/.test(p))).toEqual([]);
});
