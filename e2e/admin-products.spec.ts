import { readFileSync } from 'node:fs';
import { seeded } from './browse-helpers';
import { fillProduct, openAdmin, productDialog, showSection, storeCatalogueOnce, tableTitles } from './admin-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';
import { aProduct, aProductInSizes } from '../tests/support/products';

test('an added product shows on its category page and in search, in this tab and in another one already open', async ({ page, context }) => {
  // Two tabs, the admin's area, an axe scan and two searches: on a loaded machine near a minute.
  test.slow();
  // Another tab with the store open, its catalogue already read.
  const shopper = await context.newPage();
  await shopper.goto('/categories/shirts');
  await expect(shopper.getByRole('heading', { name: 'Shirts', level: 1 })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Handloom Kurta Shirt' })).toHaveCount(0);

  await openAdmin(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1 to 10 of 25 products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = productDialog(page, 'Add Product');
  await expect(dialog.getByLabel('SKU')).toHaveValue(/^TSH-\d{6}$/);
  await fillProduct(dialog, { 'Title *': 'Handloom Kurta Shirt', 'Price (₹) *': '1199.5', 'Original Price (₹) *': '2399', 'Image URL *': '/images/products/11.svg' });
  await expect(dialog.getByLabel('Discount (%)')).toHaveValue('50');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Shirts', exact: true }).click();
  await expect(dialog.getByLabel('SKU')).toHaveValue(/^SHI-\d{6}$/);
  await expect(dialog.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully')).toBeVisible();
  // The form starts afresh for the next product.
  await expect(dialog.getByLabel('Title *')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1 to 10 of 26 products');

  // This tab: the storefront shows it (client-side navigation, no reload).
  await page.getByRole('link', { name: 'Back to Store' }).filter({ visible: true }).click();
  await page.getByPlaceholder('Search for products, brands and more').fill('handloom');
  await page.getByPlaceholder('Search for products, brands and more').press('Enter');
  await expect(page.getByRole('link', { name: 'Handloom Kurta Shirt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Handloom Kurta Shirt' })).toContainText('₹1,199.50');

  // The other tab: its next page shows it, without a reload.
  await shopper.getByRole('link', { name: 'Fashion Zone home' }).click();
  await shopper.getByPlaceholder('Search for products, brands and more').fill('kurta');
  await shopper.getByPlaceholder('Search for products, brands and more').press('Enter');
  await expect(shopper.getByRole('link', { name: 'Handloom Kurta Shirt' })).toBeVisible();
  await shopper.goBack();
  await shopper.goBack();
  await expect(shopper.getByRole('heading', { name: 'Shirts', level: 1 })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Handloom Kurta Shirt' })).toBeVisible();
});

test('a missing required field is refused with the spec toast; a bad value is said at its field', async ({ page }) => {
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = productDialog(page, 'Add Product');
  await fillProduct(dialog, { 'Title *': 'Half done' });
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Please fill all required fields')).toBeVisible();
  await fillProduct(dialog, { 'Price (₹) *': '900', 'Original Price (₹) *': '800', 'Image URL *': 'ftp://example.com/a.png' });
  await expect(dialog.getByRole('img', { name: 'Invalid Image URL' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByText('Price cannot be above the original price')).toBeVisible();
  await expect(dialog.getByText('Image URL must start with http://, https:// or /')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1 to 10 of 25 products');
});

test('edits a product, which the storefront then shows; deletes only after Confirm Delete', async ({ page }) => {
  const hoodie = seeded('Fleece Pullover Hoodie');
  await openAdmin(page);
  await page.getByRole('button', { name: `Edit ${hoodie.title}` }).click();
  const dialog = productDialog(page, 'Edit Product');
  await expect(dialog.getByLabel('SKU')).toHaveValue(hoodie.sku);
  await expect(dialog.getByLabel('Fit note (optional)')).toHaveValue(hoodie.fitNote!);
  await fillProduct(dialog, { 'Title *': 'Fleece Pullover Hoodie (Navy)', 'Price (₹) *': '999', 'Fit note (optional)': 'Oversized fit: size down for a closer fit.' });
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Fleece Pullover Hoodie (Navy)' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Fleece Pullover Hoodie (Navy)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1 to 10 of 25 products');
  await page.getByRole('button', { name: 'Delete Classic Crew Neck Cotton T-Shirt' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1 to 10 of 24 products');

  await page.goto(`/product/${hoodie.id}`);
  await expect(page.getByRole('heading', { name: 'Fleece Pullover Hoodie (Navy)', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('radiogroup', { name: /^Size/ })).toHaveAccessibleDescription('Oversized fit: size down for a closer fit.');
  await page.goto('/categories/tshirts');
  await expect(page.getByRole('heading', { name: 'T-shirts', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Graphic Oversized T-Shirt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Classic Crew Neck Cotton T-Shirt' })).toHaveCount(0);

  // The dashboard counts the products and lists what was done, newest first.
  await openAdmin(page);
  await showSection(page, 'Dashboard');
  const activity = page.getByRole('list', { name: 'Recent orders and product changes' }).getByRole('listitem');
  await expect(activity).toHaveCount(2);
  await expect(activity.nth(0)).toContainText('Deleted "Classic Crew Neck Cotton T-Shirt"');
  await expect(activity.nth(1)).toContainText('Updated "Fleece Pullover Hoodie (Navy)"');
  await expect(page.getByText('Total Products').locator('..')).toContainText('24');
});

test('the stock grid: the admin sells out a size and adds colours; the product page offers what the grid holds', async ({ page }) => {
  const tee = aProductInSizes({ S: 4, M: 6, L: 5, XL: 3, XXL: 2 }, { id: 1, title: 'Plain Pocket Tee', category: 'tshirts', sku: 'TSH-000001', image: '/images/products/1.svg' });
  await storeCatalogueOnce(page, [tee]);
  await openAdmin(page);
  await page.getByRole('button', { name: 'Edit Plain Pocket Tee' }).click();
  const dialog = productDialog(page, 'Edit Product');
  await expect(dialog.getByLabel('Stock', { exact: true })).toHaveValue('20');
  await dialog.getByRole('spinbutton', { name: 'Stock of L' }).fill('0');
  await expect(dialog.getByLabel('Stock', { exact: true })).toHaveValue('15');

  // The first colour takes the stock the tee had; the second starts at 0.
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  await dialog.getByRole('button', { name: 'Add colour' }).click();
  await fillProduct(dialog, { 'Colour 1 name': 'Navy', 'Colour 2 name': 'Olive', 'Stock of M, Olive': '3' });
  await expect(dialog.getByRole('spinbutton', { name: 'Stock of M, Navy' })).toHaveValue('6');
  await expect(dialog.getByText('TSH-000001-M-OLIVE')).toBeVisible();
  await expect(dialog.getByLabel('Stock', { exact: true })).toHaveValue('18');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Plain Pocket Tee/ })).toContainText('18');

  await page.goto('/product/1?colour=Navy');
  const main = page.getByRole('main');
  const sizes = main.getByRole('radiogroup', { name: /Size/ });
  await expect(main.getByRole('radiogroup', { name: /Colour/ }).getByRole('radio')).toHaveText(['Navy', 'Olive']);
  await expect(sizes.getByRole('radio', { name: 'L, sold out' })).toBeDisabled();
  await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeEnabled();
  await main.getByRole('radiogroup', { name: /Colour/ }).getByRole('radio', { name: 'Olive' }).click();
  await expect(sizes.getByRole('radio', { name: 'S, sold out' })).toBeDisabled();
  await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeEnabled();
});

test('Export CSV downloads the catalogue, one row a variant, with its size, SKU and stock', async ({ page }) => {
  await storeCatalogueOnce(page, [aProductInSizes({ M: 4, XL: 2 }, { id: 1, title: 'Plain Pocket Tee', category: 'tshirts', sku: 'TSH-000001' })]);
  await openAdmin(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fashion-zone-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  const rows = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(rows[0]).toBe('Product SKU,Title,Category,Brand,Made for,Price,Original Price,Image,Colour,Swatch,Colour Image,Size,SKU,Stock');
  expect(rows.slice(1).map((row) => row.split(',').slice(-3).join(','))).toEqual(['S,TSH-000001-S,0', 'M,TSH-000001-M,4', 'L,TSH-000001-L,0', 'XL,TSH-000001-XL,2', 'XXL,TSH-000001-XXL,0']);
  await expect(page.getByText(/fashion-zone-catalogue-.*\.csv is downloading\./)).toBeVisible();
  await expectAccessible(page);
});

test('pages through 27 products, 10 at a time, and a search goes back to page 1', async ({ page }) => {
  const products = Array.from({ length: 27 }, (_, i) => aProduct({ id: i + 1, title: `${i % 2 ? 'Linen' : 'Denim'} Shirt ${String(i + 1).padStart(2, '0')}`, category: 'shirts' }));
  await storeCatalogueOnce(page, products);
  await openAdmin(page);
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Showing 1 to 10 of 27 products');
  expect(await tableTitles(page)).toEqual(products.slice(0, 10).map((p) => p.title));
  const pages = page.getByRole('navigation', { name: 'Pages of products' });
  await expect(pages.getByRole('button', { name: /^Page / })).toHaveText(['1', '2', '3']);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText('Showing 11 to 20 of 27 products');
  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(status).toHaveText('Showing 21 to 27 of 27 products');
  expect(await tableTitles(page)).toEqual(products.slice(20).map((p) => p.title));
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('searchbox', { name: 'Search products' }).fill('denim');
  await expect(status).toHaveText('Showing 1 to 10 of 14 products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('no such thing');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expectAccessible(page);
});

test("the search finds a category by the name the table's Category column shows: 'T-shirts'", ANY_WIDTH, async ({ page }) => {
  await openAdmin(page);
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Showing 1 to 10 of 25 products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('T-shirts');
  await expect(status).toHaveText('Showing 1 to 3 of 3 products');
  expect(await tableTitles(page)).toEqual(['Classic Crew Neck Cotton T-Shirt', 'Graphic Oversized T-Shirt', 'Striped Polo T-Shirt']);
  await expect(page.getByRole('main').getByRole('table').getByRole('cell', { name: 'T-shirts', exact: true })).toHaveCount(3);
});

test("a picture that fails to load reads 'No Image'; the table scrolls in its own box on a phone", async ({ page }) => {
  await storeCatalogueOnce(page, [aProduct({ id: 1, title: 'Broken Picture', image: '/images/products/missing.png' }), aProduct({ id: 2 })]);
  await openAdmin(page);
  await expect(page.getByRole('table').getByText('No Image')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
