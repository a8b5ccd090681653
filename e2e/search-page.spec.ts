import type { Page } from '@playwright/test';
import {
  chooseSort,
  expectGrid,
  expectNoHorizontalOverflow,
  openFilters,
  productGrid,
  SEED,
  SORTED,
  shownProducts,
} from './browse-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

/** The seeded products whose title has a word starting with 'shirt' ('T-Shirt', 'Shirt Dress' …). */
const SHIRTS = SORTED.popularity(SEED.filter((p) => /(^|[\s-])shirt/i.test(p.title)));

async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Loading products…')).toHaveCount(0);
}

test('/search?q=shirt lists the matches with their count, filters and sort', async ({ page, consoleErrors }) => {
  await openSearch(page, '/search?q=shirt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "shirt"');
  await expect(page).toHaveTitle('Search results for "shirt" | Fashion Zone');
  await expectGrid(page, SHIRTS);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing ${SHIRTS.length} of ${SHIRTS.length} products`);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Popularity');
  await openFilters(page);
  await expect(page.getByRole('group', { name: 'Price ₹0 – ₹5,000+' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(consoleErrors).toEqual([]);
  await expectAccessible(page);
});

test('search filters keep the text first in the URL, really filter, and Back restores the results', async ({ page }) => {
  await openSearch(page, '/search?q=shirt');
  await openFilters(page);
  await page.getByRole('checkbox', { name: 'Urban Style' }).click();
  await expect(page).toHaveURL(/\/search\?q=shirt&brand=Urban\+Style$/);
  await expectGrid(page, SHIRTS.filter((p) => p.brand === 'Urban Style'));

  const max = page.getByRole('slider', { name: 'Maximum' });
  await max.focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/\/search\?q=shirt&max=1000&brand=Urban\+Style$/);
  await expectGrid(page, SHIRTS.filter((p) => p.brand === 'Urban Style' && p.price <= 1000));
  for (const product of await shownProducts(page)) {
    expect(product.brand).toBe('Urban Style');
    expect(product.price).toBeLessThanOrEqual(1000);
  }
  await expectAccessible(page);

  await page.goBack();
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=shirt&brand=Urban\+Style$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=shirt$/);
  await expectGrid(page, SHIRTS);
  await expect(page.getByRole('checkbox', { name: 'Urban Style' })).not.toBeChecked();
});

for (const [sort, label] of [
  ['priceLow', 'Price: Low to High'],
  ['priceHigh', 'Price: High to Low'],
  ['newest', 'Newest First'],
] as const) {
  test(`search results sort: ${label}`, ANY_WIDTH, async ({ page }) => {
    await openSearch(page, '/search?q=shirt');
    await chooseSort(page, label);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=shirt&sort=${sort}$`));
    await expectGrid(page, SORTED[sort](SHIRTS));
  });
}

test('with no text, the page asks for some', async ({ page }) => {
  await openSearch(page, '/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  await expect(page.getByText(/search box at the top of the page/)).toBeVisible();
  await expect(productGrid(page)).toHaveCount(0);
  await expectAccessible(page);
});

test('text that matches nothing says so, with a way back home', async ({ page }) => {
  await openSearch(page, '/search?q=xyz');
  await expect(page.getByRole('heading', { name: 'No products match "xyz".' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('when the filters leave no result, Clear filters brings them back and keeps the text', async ({ page }) => {
  await openSearch(page, '/search?q=shirt&min=3000&sort=priceHigh');
  await expect(page.getByRole('heading', { name: 'No products match these filters.' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/search\?q=shirt&sort=priceHigh$/);
  await expectGrid(page, SORTED.priceHigh(SHIRTS));
});

test('a search query that makes no sense keeps the text and shows the default view', ANY_WIDTH, async ({ page }) => {
  await openSearch(page, '/search?q=jeans&max=abc&sort=evil&brand=Nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "jeans"');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Popularity');
  await expectGrid(page, SORTED.popularity(SEED.filter((p) => p.category === 'jeans')));
});
