import type { Page } from '@playwright/test';
import { SEED, stockedAt, storeCatalogue } from './browse-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

const FIRST_TITLE = 'Classic Crew Neck Cotton T-Shirt';

async function openProduct(page: Page, path = '/product/1') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function logIn(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('currentUser', '{"phone":"9876543210","name":"Asha"}');
  });
}

test('product 1 shows its image, prices, rating, delivery, highlights and stock, without horizontal overflow', async ({ page, consoleErrors }) => {
  await openProduct(page);
  await expect(page).toHaveTitle(`${FIRST_TITLE} | Fashion Zone`);
  const main = page.getByRole('region', { name: FIRST_TITLE });
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(FIRST_TITLE);
  const image = main.getByRole('img', { name: FIRST_TITLE });
  await expect(image).toHaveAttribute('src', '/images/products/1.svg');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(main).toContainText('1,245 ratings & reviews');
  await expect(main.getByText('Special Price')).toBeVisible();
  await expect(main.getByText('₹499', { exact: true })).toBeVisible();
  await expect(main.locator('s')).toHaveText('₹999');
  await expect(main.getByText('50% off')).toBeVisible();
  await expect(main.getByText('Free delivery by tomorrow')).toBeVisible();
  await expect(main.getByText('Orders placed before 1:30pm are shipped the same day')).toBeVisible();
  await expect(main.getByText('Premium quality fabric')).toBeVisible();
  // Seeded stock is 10 to 99: In Stock above 20, Low Stock below.
  await expect(main.getByText(/^(In Stock|Low Stock)$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(main.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
  await expectAccessible(page);
});

for (const path of ['/product/9999', '/product/abc']) {
  test(`${path} falls back to the first product`, ANY_WIDTH, async ({ page }) => {
    await openProduct(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_TITLE);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('a size is chosen by click or arrow keys, and the choice shows', async ({ page }) => {
  await openProduct(page);
  const sizes = page.getByRole('radiogroup', { name: /Size/ });
  await expect(sizes.getByRole('radio')).toHaveText(['S', 'M', 'L', 'XL', 'XXL']);
  await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await sizes.getByRole('radio', { name: 'L', exact: true }).click();
  await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await expect(sizes.getByRole('radio', { name: 'M', exact: true })).not.toBeChecked();
  // From the keyboard: arrow keys move the choice (a tap on a phone need not leave focus behind).
  await sizes.getByRole('radio', { name: 'L', exact: true }).focus();
  // Radix checks the radio that an arrow key moves focus to while the key is down; a person's key
  // press lasts longer than Playwright's instant one, so hold it until the choice shows.
  await page.keyboard.down('ArrowRight');
  await expect(sizes.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
  await page.keyboard.up('ArrowRight');
  await expect(sizes.getByRole('radio', { name: 'XL', exact: true })).toBeFocused();
});

test('quantity: minus stops at 1, plus adds, and 0, letters or decimals typed are corrected', async ({ page }) => {
  // Plenty in every size: the seed's random stock may leave fewer than 10 in M.
  await storeCatalogue(page, SEED.map((product) => stockedAt(product, 50)));
  await openProduct(page);
  const box = page.getByRole('spinbutton', { name: 'Quantity' });
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(box).toHaveValue('1');
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(box).toHaveValue('3');
  await minus.click();
  await expect(box).toHaveValue('2');

  await box.fill('0');
  await box.press('Tab');
  await expect(box).toHaveValue('1');

  await box.fill('5');
  await box.press('Tab');
  await expect(box).toHaveValue('5');
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially('abc');
  await box.press('Tab');
  await expect(box).toHaveValue('1');

  await box.fill('3.7');
  await box.press('Enter');
  await expect(box).toHaveValue('3');

  await box.fill('50');
  await box.press('Tab');
  await expect(box).toHaveValue('10');
  await expect(page.getByText('Up to 10 per order')).toBeVisible();
  await expect(plus).toBeDisabled();
});

test('tabs: Description first, then Specifications and Reviews from the keyboard', async ({ page }) => {
  await openProduct(page);
  const description = page.getByRole('tab', { name: 'Description' });
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('High quality tshirts with great comfort and style...');

  await description.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
  const specs = page.getByRole('tabpanel');
  await expect(specs.locator('dt')).toHaveText(['Brand', 'Type', 'Ideal For', 'Material']);
  await expect(specs.locator('dd')).toHaveText(['Fashion Grown', 'T-shirts', 'Unisex', 'Cotton Blend']);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  const reviews = page.getByRole('tabpanel');
  await expect(reviews.getByText('Average rating 4.3 out of 5')).toBeAttached();
  await expect(reviews.getByText('1,245 ratings & reviews')).toBeVisible();
  const bars = reviews.getByRole('progressbar');
  await expect(bars).toHaveCount(5);
  expect(await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow')))).toEqual(['65', '20', '10', '3', '2']);
  await expect(reviews.getByText('No reviews yet. Be the first to review this product.')).toBeVisible();
  await expectAccessible(page);
});

test('similar products: up to 4 of the same category, not this one; opening one loads it', async ({ page }) => {
  await openProduct(page);
  // They are built as they come near the screen, as a shopper scrolls down to them.
  await page.getByRole('heading', { name: 'Similar Products' }).scrollIntoViewIfNeeded();
  const list = page.getByRole('list', { name: 'Similar Products' });
  const links = list.getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.length).toBeLessThanOrEqual(4);
  expect(hrefs).not.toContain('/product/1');
  const catalogue: { id: number; category: string }[] = await page.evaluate(
    () => JSON.parse(localStorage.getItem('product-storage') ?? 'null').state.products,
  );
  const categoryOf = (id: number) => catalogue.find((p) => p.id === id)?.category;
  for (const href of hrefs) expect(categoryOf(Number(href!.split('/').pop()))).toBe('tshirts');

  await page.getByRole('radio', { name: 'XL', exact: true }).click();
  const target = links.first();
  const targetTitle = await target.getAttribute('aria-label');
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetTitle!);
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(page).toHaveTitle(`${targetTitle} | Fashion Zone`);
});

test('Add to Cart while logged out goes to /login, keeping the way back, with the toast', async ({ page }) => {
  await openProduct(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnPath'))).toBe('/product/1');
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please login or sign up to add items to your cart')).toBeVisible();
});

test('Buy Now while logged out goes to /login as well', async ({ page }) => {
  await openProduct(page, '/product/2');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnPath'))).toBe('/product/2');
});

test('logged in, Add to Cart says so and stays on the page; Buy Now says Proceeding to Checkout and opens the checkout of that size and quantity', async ({ page }) => {
  await logIn(page);
  await openProduct(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart')).toBeVisible();
  await expect(page.getByText('Product has been added to your cart')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/1$/);
  await page.getByRole('radio', { name: 'L', exact: true }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Proceeding to Checkout')).toBeVisible();
  await expect(page.getByText('Taking you to secure checkout')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?buy=1&size=L&qty=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('returnPath'))).toBeNull();
});

test('variants: a sold-out size is named so and cannot be chosen; a colour and size chosen stay in the address and reach the cart line', async ({ page }) => {
  // The seed sells out the tee's XXL, and makes the hoodie (product 4) in Grey Melange and Black.
  await logIn(page);
  await openProduct(page);
  const main = page.getByRole('main');
  const sizes = main.getByRole('radiogroup', { name: /Size/ });
  await expect(sizes.getByRole('radio', { name: 'XXL, sold out' })).toBeDisabled();
  await expectAccessible(page);

  await openProduct(page, '/product/4');
  const colours = main.getByRole('radiogroup', { name: /Colour/ });
  await expect(colours.getByRole('radio')).toHaveText(['Grey Melange', 'Black']);
  const image = main.getByRole('img', { name: 'Fleece Pullover Hoodie' });
  await expect(image).toHaveAttribute('src', '/images/products/4.svg');
  await colours.getByRole('radio', { name: 'Black' }).click();
  await expect(image).toHaveAttribute('src', '/images/products/4-black.svg');
  await sizes.getByRole('radio', { name: 'L', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/4\?size=L&colour=Black$/);
  await expect(main.getByText('Colour: Black')).toBeVisible();
  await expectAccessible(page);

  // The address names the variant: a reload (or a shared link) opens on it.
  await page.reload();
  await expect(colours.getByRole('radio', { name: 'Black' })).toBeChecked();
  await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Remove Fleece Pullover Hoodie, size L, Black' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText('Colour: Black');
});

test('the size guide beside the sizes: the category’s chart in cm or inches (a dialog, a drawer on a phone); Escape closes it; a bag has none', async ({ page }) => {
  await openProduct(page);
  // The product's fit note, under the sizes, describes them to a screen reader too.
  const note = 'Regular fit. The model is 183 cm and wears M.';
  await expect(page.getByRole('main').getByText(note)).toBeVisible();
  await expect(page.getByRole('main').getByRole('radiogroup', { name: /^Size/ })).toHaveAccessibleDescription(note);
  const guideButton = page.getByRole('main').getByRole('button', { name: 'Size guide' });
  await guideButton.click();
  const guide = page.getByRole('dialog', { name: 'Size guide: Tops' });
  await expect(guide.getByRole('table', { name: 'Tops: body measurements in centimetres' })).toBeVisible();
  await expect(guide.getByRole('row', { name: /^M / })).toHaveText('M1014471');
  await guide.getByRole('radio', { name: 'Inches' }).click();
  await expect(guide.getByRole('row', { name: /^M / })).toHaveText('M4017.528');
  await expect(guide.getByText('Between two sizes? Take the larger one.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(guideButton).toBeFocused();

  // Every chart is a link away; the page it opens is usable once the dialog or drawer has gone.
  await guideButton.click();
  await guide.getByRole('link', { name: 'See every size chart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Size Guide' })).toBeVisible();
  await expect(guide).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Jeans', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jeans' })).toBeVisible();

  await openProduct(page, '/product/14');
  await expect(page.getByRole('main').getByRole('radio', { name: 'One Size' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Size guide' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('radiogroup', { name: /^Size/ })).toHaveAccessibleDescription('');
});
