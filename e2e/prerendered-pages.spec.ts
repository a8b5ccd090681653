import type { Page } from '@playwright/test';
import { ASHA, signInAsAsha } from './account-helpers';
import { SEED, storeCatalogue } from './browse-helpers';
import { addToCart, cartLink } from './cart-helpers';
import { ANY_WIDTH, expect, test } from './fixtures';

/** Pages prerendered at build (build/prerender-pages.ts), and what each shows from its HTML alone. */
const PAGES: readonly { path: string; shows: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/', shows: (page) => page.getByRole('navigation', { name: 'Shop by category' }) },
  { path: '/faq', shows: (page) => page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }) },
  { path: '/categories/tshirts', shows: (page) => page.getByRole('navigation', { name: 'About' }) },
  { path: '/product/1', shows: (page) => page.getByRole('navigation', { name: 'About' }) },
  { path: '/deals', shows: (page) => page.getByRole('heading', { name: 'Deals of the Day', level: 1 }) },
];

/** The console's errors and warnings, and the page's uncaught errors (a failed hydration is one), from now on. */
function complaints(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') heard.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`page error: ${error.message}`));
  return heard;
}

/**
 * The page's layout shifts since it loaded: their sum (its CLS, without the session windows) and what
 * moved. Read at once: observing with `buffered` puts the entries so far in the observer's own
 * record, which takeRecords() hands over (the callback would come a task later, and for no entries
 * never, so waiting for it meant a fixed wait).
 */
function layoutShifts(page: Page): Promise<{ sum: number; moved: string[] }> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[];
    observer.disconnect();
    return {
      sum: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.flatMap((shift) =>
        shift.sources.map(({ node, previousRect: was, currentRect: now }) => {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
          return `${Math.round(shift.startTime)} ms ${name}: ${was.x},${was.y} ${was.width}×${was.height} → ${now.x},${now.y} ${now.width}×${now.height}`;
        }),
      ),
    };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, shows } of PAGES) {
    test(`${path} shows its header, its footer and its content from the HTML alone`, ANY_WIDTH, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('link', { name: 'Fashion Zone home' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
      await expect(shows(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('an unknown address is answered 404 with the Page Not Found page', ANY_WIDTH, async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Fashion Zone');
  });

  test('a page the browser renders itself (the cart) is not one prerendered for another address', ANY_WIDTH, async ({ page }) => {
    const response = await page.goto('/cart');
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').innerHTML()).toBe('');
  });
});

test('a visitor: each prerendered page hydrates without a word in the console and without moving', async ({ page }) => {
  // The build's stock (the seed's middle): a visitor whose own store says otherwise sees it change once read.
  await storeCatalogue(page, SEED);
  const heard = complaints(page);
  for (const { path, shows } of PAGES) {
    await page.goto(path);
    await expect(shows(page)).toBeVisible();
    // Hydrated: the header's menus answer.
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    // Nothing moves: not while the HTML is parsed, nor when the stylesheets come, nor at hydration.
    const { sum, moved } = await layoutShifts(page);
    expect(sum, `layout shift on ${path}:\n${moved.join('\n')}`).toBe(0);
  }
  await page.goto('/no-such-page');
  await expect(page.getByText('/no-such-page', { exact: true })).toBeVisible();
  // The address is answered 404, which the browser logs, and the page logs the address it could not find; nothing else.
  expect(heard).toEqual([
    'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    'error: 404 Error: User attempted to access non-existent route: /no-such-page',
  ]);
});

test('what the app renders after hydrating is styled as the stylesheets say, not by the inline critical CSS', async ({ page }) => {
  // The deals grid is not in the HTML. With the inline copy of Radix's button reset still after
  // the stylesheets, the cards' hearts lost their icon button's width and shrank to 15 px.
  await page.goto('/deals');
  const heart = page.getByRole('button', { name: /to Wishlist$/ }).first();
  await expect(heart).toBeVisible();
  expect(await heart.boundingBox()).toMatchObject({ width: 32, height: 32 });
});

test('a logged-in shopper with a cart: the prerendered pages show their name and cart count once hydrated, with no hydration error', async ({ page }) => {
  await signInAsAsha(page, '/product/1');
  await addToCart(page, 'M', 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  const heard = complaints(page);
  for (const { path, shows } of PAGES) {
    await page.goto(path);
    await expect(shows(page)).toBeVisible();
    await expect(page.getByRole('button', { name: ASHA.name })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  }
  expect(heard).toEqual([]);
});
