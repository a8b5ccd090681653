import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

test('home shows the category shelves in order, each with its view-all link and product cards', async ({ page, consoleErrors }) => {
  await page.goto('/');
  // The banner's three slides and Deals of the Day come first, then the category shelves.
  const headings = page.locator('main section h2');
  await expect(headings).toHaveText([
    'Fashion Sale', 'Summer Collection', 'Tech Accessories', 'Deals of the Day',
    'T-shirts', 'Hoodies', 'Jeans', 'Dresses', 'Kids Collection', 'Shirts', 'Outerwear', 'Activewear', 'Accessories',
  ]);
  await expect(page.getByRole('link', { name: 'View all Kids Collection' })).toHaveAttribute('href', '/categories/kids');
  const firstCard = page.getByRole('list', { name: 'T-shirts' }).getByRole('link').first();
  await expect(firstCard).toHaveAttribute('href', /\/product\/\d+$/);
  await expect(firstCard).toContainText('₹');
  await expect(firstCard).toContainText('% off');
  await expect(firstCard.locator('img')).toHaveJSProperty('complete', true);
  expect(consoleErrors).toEqual([]);
  await expectAccessible(page);
});

test('the catalogue is stored under product-storage and survives a reload', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  // The page's headings are in its prerendered HTML: the catalogue is stored once the app has read it.
  const read = () => page.evaluate(() => JSON.parse(localStorage.getItem('product-storage') ?? 'null'));
  await expect.poll(read).not.toBeNull();
  const stored = await read();
  expect(stored.state.products).toHaveLength(25);
  const stocks = stored.state.products.map((p: { stock: number }) => p.stock);
  expect(Math.min(...stocks)).toBeGreaterThanOrEqual(10);
  expect(Math.max(...stocks)).toBeLessThanOrEqual(99);
  await page.reload();
  const again = await page.evaluate(() => JSON.parse(localStorage.getItem('product-storage') ?? 'null'));
  expect(again.state.products.map((p: { stock: number }) => p.stock)).toEqual(stocks);
});

test('a tampered catalogue in storage does not break the page', ANY_WIDTH, async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('tampered')) {
      localStorage.setItem('product-storage', '{"state":{"products":[{"id":"x"}');
      sessionStorage.setItem('tampered', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Accessories', level: 2 })).toBeVisible();
  await expect(page.locator('main section h2')).toHaveCount(3 + 1 + 9);
});

test('the footer links the information and social pages and says © 2023 Fashion Zone', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2023 Fashion Zone');
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', '/instagram');
});
