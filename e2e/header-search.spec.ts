import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const options = (page: Page) => list(page).getByRole('option');

async function typeInSearch(page: Page, text: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text);
}

test('suggests products while typing, whatever the case, at most five', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await typeInSearch(page, 'DENIM');
  // Titles starting with the word come first, then titles containing it.
  await expect(options(page)).toHaveText([
    /^Denim Trucker Jacket\s*Outerwear · Fashion Grown$/,
    /^Slim Fit Stretch Denim Jeans\s*Jeans · Metro Fashion$/,
    /^Boys' Denim Dungarees\s*Kids · Metro Fashion$/,
  ]);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'suggestions available' })).toHaveText('3 suggestions available');

  // Found by brand: nine products are Urban Style's, five are offered.
  await searchBox(page).fill('');
  await expect(list(page)).toBeHidden();
  await searchBox(page).pressSequentially('urban style');
  await expect(options(page)).toHaveCount(5);
  for (const option of await options(page).all()) await expect(option).toContainText('Urban Style');
  expect(consoleErrors).toEqual([]);
});

test('text that suggests nothing keeps the list closed and says so to a screen reader', async ({ page }) => {
  await page.goto('/');
  await typeInSearch(page, 'zzqx');
  await expect(page.getByRole('status').filter({ hasText: 'No suggestions' })).toHaveText('No suggestions. Press Enter to search for it.');
  await expect(list(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zzqx$/);
});

test('arrow keys and Enter open the active suggestion', async ({ page }) => {
  await page.goto('/');
  await typeInSearch(page, 'hood');
  await expect(options(page)).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown'); // wraps to the first
  const first = options(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp'); // wraps to the last
  await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleece Pullover Hoodie');
  await expect(searchBox(page)).toHaveValue('');
  await expect(list(page)).toBeHidden();
});

test('Enter on the text opens the search page, which keeps the text in the box', async ({ page }) => {
  await page.goto('/product/1');
  await typeInSearch(page, 'linen shirt');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=linen\+shirt$/);
  await expect(searchBox(page)).toHaveValue('linen shirt');
  await expect(list(page)).toBeHidden();

  await page.goto('/deals');
  await expect(searchBox(page)).toHaveValue('');
  await searchBox(page).click();
  await page.keyboard.press('Enter'); // blank: nothing happens
  await expect(page).toHaveURL(/\/deals$/);
});

test('a click (or tap) on a suggestion opens it', async ({ page, isMobile }) => {
  await page.goto('/');
  await typeInSearch(page, 'jacket');
  const puffer = options(page).filter({ hasText: 'Quilted Puffer Jacket' });
  await expect(puffer).toBeVisible();
  if (isMobile) await puffer.tap();
  else await puffer.click();
  await expect(page).toHaveURL(/\/product\/12$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quilted Puffer Jacket');
});

test('Escape closes the list and keeps the text, a second Escape clears it; leaving the box closes the list', async ({ page }) => {
  await page.goto('/');
  await typeInSearch(page, 'hood');
  await expect(list(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(searchBox(page)).toHaveValue('hood');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Fashion Zone home' }).focus();
  await expect(list(page)).toBeHidden();

  // With the list closed, Escape is the search field's own: it clears the text.
  await searchBox(page).focus();
  await expect(list(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');
});

test('the open list overlays the page under the box, fits the screen, and passes axe', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
  const before = await main.boundingBox();
  await typeInSearch(page, 'shirt');
  await expect(options(page)).toHaveCount(5);
  expect(await main.boundingBox()).toEqual(before);

  const box = (await page.getByRole('search').boundingBox())!;
  const shown = (await list(page).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(shown.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect(shown.x).toBeCloseTo(box.x, 0);
  expect(shown.width).toBeCloseTo(box.width, 0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width);
  expect(shown.y + shown.height).toBeLessThanOrEqual(viewport.height);
  await page.keyboard.press('ArrowDown');
  await expectAccessible(page);
});

test('what the shopper types while the page they asked for still loads is kept when it arrives', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Shop by category' })).toBeVisible();
  // The deals page's code is held back: the home page stays on screen while it loads.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('link', { name: 'View all deals of the day' }).click();
  await typeInSearch(page, 'denim');
  release();
  await expect(page.getByRole('heading', { name: 'Deals of the Day', level: 1 })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('denim');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=denim$/);
});
