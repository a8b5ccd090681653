import type { Page } from '@playwright/test';
import type { Product } from '../src/domain/catalogue/product';
import { openAdmin, showSection, tableTitles } from './admin-helpers';
import { SEED, storeCatalogue } from './browse-helpers';
import { ANY_WIDTH, expect, test } from './fixtures';

// Issue 37, item 9b: a product record in browser storage whose image address the admin's form would
// refuse (javascript:, data:) was read and put into an <img> on every page that shows products. The
// stored-data schema now applies the form's rule and leaves such a record out, as it does any other
// unreadable one. A readable stored record beside them shows that the pages read the stored catalogue.

const base = SEED.find((p) => p.category === 'tshirts')!;
const KEPT: Product = { ...base, id: 901, sku: 'TEST-901', title: 'Stored Plain Tee', image: '/images/products/2.svg' };
const HOSTILE: Product[] = [
  { ...KEPT, id: 902, sku: 'TEST-902', title: 'Hostile Script Tee', image: 'javascript:alert(document.domain)' },
  { ...KEPT, id: 903, sku: 'TEST-903', title: 'Hostile Data Tee', image: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
  { ...KEPT, id: 904, sku: 'TEST-904', title: 'Hostile Other Site Tee', image: '//evil.example/a.png' },
];

/** Neither a hostile record's title nor any image at a javascript: or data: address is on the page. */
async function expectNoHostile(page: Page): Promise<void> {
  await expect(page.getByText(/Hostile/)).toHaveCount(0);
  await expect(page.locator('img[src^="javascript:" i], img[src^="data:" i], img[src*="evil.example"]')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  // The stored records first, so that each page's first screen (and a product page's fallback) shows them.
  await storeCatalogue(page, [KEPT, ...HOSTILE, ...SEED]);
});

test('a stored product with a javascript: or data: image is on none of the home, category, search and product pages', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByText(KEPT.title).first()).toBeVisible();
  await expectNoHostile(page);

  await page.goto('/categories/tshirts');
  await expect(page.getByRole('main').getByText(KEPT.title).first()).toBeVisible();
  await expectNoHostile(page);

  await page.goto('/search?q=Tee');
  await expect(page.getByRole('main').getByText(KEPT.title).first()).toBeVisible();
  await expectNoHostile(page);

  for (const product of HOSTILE) {
    // An id the catalogue does not hold falls back to its first product: the readable stored one.
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KEPT.title);
    await expectNoHostile(page);
  }
});

test("a stored product with a javascript: or data: image is not in the admin's products table", ANY_WIDTH, async ({ page }) => {
  await openAdmin(page);
  await showSection(page, 'Products');
  await expect(page.locator('.admin-table__title').first()).toHaveText(KEPT.title);
  expect(await tableTitles(page)).not.toContain(HOSTILE[0]!.title);
  await expectNoHostile(page);
});
