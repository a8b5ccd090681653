import type { Page } from '@playwright/test';
import {
  chooseSort,
  expectGrid,
  expectNoHorizontalOverflow,
  openFilters,
  productGrid,
  SEED,
  SORTED,
  shownCards,
  shownProducts,
  storeCatalogue,
  type StoredProduct,
} from './browse-helpers';
import type { Brand } from '../src/domain/catalogue/category';

import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

const TSHIRTS = SORTED.popularity(SEED.filter((p) => p.category === 'tshirts'));
const audience = (who: 'men' | 'women' | 'kids') => SEED.filter((p) => p.audience === who);

async function openCategory(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(|Loading category)$/);
}

for (const slug of ['tshirts', 't-shirts']) {
  test(`/categories/${slug} is titled T-shirts and lists the T-shirts, most popular first`, async ({ page, consoleErrors }) => {
    await openCategory(page, `/categories/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('T-shirts');
    await expect(page).toHaveTitle('T-shirts | Fashion Zone');
    await expectGrid(page, TSHIRTS);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Showing ${TSHIRTS.length} of ${TSHIRTS.length} products`);
    const firstImage = productGrid(page).locator('img').first();
    await expect(firstImage).toHaveAttribute('loading', 'eager');
    await expect(firstImage).toHaveJSProperty('complete', true);
    await expectNoHorizontalOverflow(page);
    expect(consoleErrors).toEqual([]);
    await expectAccessible(page);
  });
}

for (const [slug, title] of [
  ['men', 'Men'],
  ['women', 'Women'],
  ['kids', 'Kids'],
] as const) {
  test(`/categories/${slug} lists what is made for ${title.toLowerCase()}`, ANY_WIDTH, async ({ page }) => {
    await openCategory(page, `/categories/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectGrid(page, SORTED.popularity(audience(slug)));
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
}

/**
 * A shelf of jeans with every kind of discount (60, exactly 50, just under 50, 35, 20, none) and two
 * of each brand, the brand in each title so the cards show it; and a T-shirt, which is not jeans.
 * Most popular first: the order below. Filters that do nothing cannot pass on it.
 */
function jean(id: number, title: string, brand: Brand, price: number, ratingCount: number): StoredProduct {
  return {
    id,
    title,
    price,
    originalPrice: 2000,
    discountPercentage: Math.round(((2000 - price) / 2000) * 100),
    image: `/images/products/${id - 100}.svg`,
    rating: 4,
    ratingCount,
    category: 'jeans',
    brand,
    audience: 'unisex',
    stock: 50,
    description: 'Denim.',
    sku: `JEA${id}`,
  };
}
const JEANS_SHELF: StoredProduct[] = [
  jean(101, 'Urban Style Indigo Slim Jeans', 'Urban Style', 800, 600),
  jean(102, 'Metro Fashion Stone Wash Jeans', 'Metro Fashion', 1000, 500),
  jean(103, 'Fashion Grown Raw Denim Jeans', 'Fashion Grown', 1020, 400),
  jean(104, 'Urban Style Bootcut Jeans', 'Urban Style', 1300, 300),
  jean(105, 'Metro Fashion Cropped Jeans', 'Metro Fashion', 1600, 200),
  jean(106, 'Fashion Grown Wide Leg Jeans', 'Fashion Grown', 2000, 100),
  { ...jean(107, 'Urban Style Graphic T-Shirt', 'Urban Style', 600, 900), category: 'tshirts' },
];
const ALL_JEANS = [
  { title: 'Urban Style Indigo Slim Jeans', off: '60% off' },
  { title: 'Metro Fashion Stone Wash Jeans', off: '50% off' },
  { title: 'Fashion Grown Raw Denim Jeans', off: '49% off' },
  { title: 'Urban Style Bootcut Jeans', off: '35% off' },
  { title: 'Metro Fashion Cropped Jeans', off: '20% off' },
  { title: 'Fashion Grown Wide Leg Jeans', off: null },
];
const cardsTitled = (...titles: string[]) => ALL_JEANS.filter((card) => titles.includes(card.title));

/** Waits until the grid shows exactly these cards (title and discount badge), in this order. */
async function expectCards(page: Page, cards: readonly { title: string; off: string | null }[]) {
  await expect(productGrid(page).getByRole('link')).toHaveCount(cards.length);
  expect(await shownCards(page)).toEqual(cards);
}

test('a brand filter shows only that brand, lives in the URL, and Back restores the previous view', async ({ page }) => {
  await storeCatalogue(page, JEANS_SHELF);
  await openCategory(page, '/categories/jeans');
  await expectCards(page, ALL_JEANS);
  await openFilters(page);

  await page.getByRole('checkbox', { name: 'Urban Style' }).click();
  await expect(page).toHaveURL(/\/categories\/jeans\?brand=Urban\+Style$/);
  await expectCards(page, cardsTitled('Urban Style Indigo Slim Jeans', 'Urban Style Bootcut Jeans'));

  await page.getByRole('checkbox', { name: 'Metro Fashion' }).click();
  await expect(page).toHaveURL(/\?brand=Urban\+Style&brand=Metro\+Fashion$/);
  await expectCards(
    page,
    cardsTitled('Urban Style Indigo Slim Jeans', 'Metro Fashion Stone Wash Jeans', 'Urban Style Bootcut Jeans', 'Metro Fashion Cropped Jeans'),
  );
  // The toggle (hidden from 768 px, where the panel is always open) counts the filters on.
  await expect(page.getByRole('button', { name: /^Filters/, includeHidden: true })).toContainText('(2 active)');
  await expectAccessible(page);

  await page.goBack();
  await expect(page).toHaveURL(/\?brand=Urban\+Style$/);
  await expectCards(page, cardsTitled('Urban Style Indigo Slim Jeans', 'Urban Style Bootcut Jeans'));
  await expect(page.getByRole('checkbox', { name: 'Metro Fashion' })).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/categories\/jeans$/);
  await expectCards(page, ALL_JEANS);
  await expect(page.getByRole('checkbox', { name: 'Urban Style' })).not.toBeChecked();
});

test('a size filter lists only the products with that size in stock, lives in the URL and counts as a filter', async ({ page }) => {
  // The Indigo Slim is left only in XL, the Stone Wash only in S; the rest in every size.
  const inSizes = (product: StoredProduct, stock: Partial<Record<string, number>>): StoredProduct => ({
    ...product,
    sizeScale: 'clothing',
    colours: [],
    variants: (['S', 'M', 'L', 'XL', 'XXL'] as const).map((size) => ({ size, sku: `${product.sku}-${size}`, stock: stock[size] ?? 0 })),
  });
  await storeCatalogue(page, JEANS_SHELF.map((product) => (product.id === 101 ? inSizes(product, { XL: 2 }) : product.id === 102 ? inSizes(product, { S: 1 }) : product)));
  await openCategory(page, '/categories/jeans');
  await openFilters(page);
  const sizes = page.getByRole('group', { name: 'Size' });
  // Jeans come in S to XXL: no One Size to tick here.
  await expect(sizes.getByRole('checkbox')).toHaveCount(5);

  await sizes.getByRole('checkbox', { name: 'XL', exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/jeans\?size=XL$/);
  await expectCards(page, ALL_JEANS.filter((card) => card.title !== 'Metro Fashion Stone Wash Jeans'));
  await expect(page.getByRole('button', { name: /^Filters/, includeHidden: true })).toContainText('(1 active)');
  await expectAccessible(page);

  // From a shared address, in any case: S, and XL as well.
  await page.goto('/categories/jeans?size=s');
  await expectCards(page, ALL_JEANS.filter((card) => card.title !== 'Urban Style Indigo Slim Jeans'));
  await openFilters(page);
  await expect(sizes.getByRole('checkbox', { name: 'S', exact: true })).toBeChecked();
  await sizes.getByRole('checkbox', { name: 'XL', exact: true }).click();
  await expect(page).toHaveURL(/\?size=S&size=XL$/);
  await expectCards(page, ALL_JEANS);
});

test('the price slider, from the keyboard, narrows the list to the range', async ({ page }) => {
  await openCategory(page, '/categories/men');
  await openFilters(page);
  const top = page.getByRole('slider', { name: 'Maximum' });
  await expect(top).toHaveAttribute('aria-valuenow', '5000');
  await top.focus();
  // Page Down moves a thumb ten steps (₹1,000); each move is committed to the address.
  for (const max of [4000, 3000, 2000, 1000]) {
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(new RegExp(`\\?max=${max}$`));
  }
  await expect(page.getByRole('group', { name: 'Price ₹0 – ₹1,000' })).toBeVisible();
  const expected = SORTED.popularity(audience('men').filter((p) => p.price <= 1000));
  await expectGrid(page, expected);
  for (const product of await shownProducts(page)) expect(product.price).toBeLessThanOrEqual(1000);

  const bottom = page.getByRole('slider', { name: 'Minimum' });
  await bottom.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?min=600&max=1000$/);
  await expectGrid(page, expected.filter((p) => p.price >= 600));
  await expect(bottom).toBeFocused();
});

test('dragging the price slider with the mouse filters when let go @mouse', async ({ page }) => {
  await openCategory(page, '/categories/women');
  const thumb = page.getByRole('slider', { name: 'Maximum' });
  const track = page.locator('.price-slider');
  const box = (await track.boundingBox())!;
  const start = (await thumb.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // To about a fifth of the track (₹1,000 or so): the label follows, the address waits.
  await page.mouse.move(box.x + box.width * 0.2, start.y + start.height / 2, { steps: 8 });
  await expect(page.getByRole('group', { name: /^Price ₹0 – ₹\d,?\d{3}$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/categories\/women$/);
  await page.mouse.up();
  await expect(page).toHaveURL(/\?max=\d+$/);
  const max = Number(new URL(page.url()).searchParams.get('max'));
  expect(max).toBeGreaterThan(0);
  expect(max).toBeLessThan(2000);
  await expectGrid(page, SORTED.popularity(audience('women').filter((p) => p.price <= max)));
});

test('50% or more keeps only the cards at half price or better; with more boxes ticked, the smallest counts', async ({ page }) => {
  await storeCatalogue(page, JEANS_SHELF);
  await openCategory(page, '/categories/jeans');
  await expectCards(page, ALL_JEANS);
  await openFilters(page);

  await page.getByRole('checkbox', { name: '50% or more' }).click();
  await expect(page).toHaveURL(/\?discount=50$/);
  await expectCards(page, cardsTitled('Urban Style Indigo Slim Jeans', 'Metro Fashion Stone Wash Jeans'));

  await page.getByRole('checkbox', { name: '30% or more' }).click();
  await expect(page).toHaveURL(/\?discount=50&discount=30$/);
  await expect(page.getByRole('checkbox', { name: '40% or more' })).not.toBeChecked();
  await expectCards(
    page,
    cardsTitled('Urban Style Indigo Slim Jeans', 'Metro Fashion Stone Wash Jeans', 'Fashion Grown Raw Denim Jeans', 'Urban Style Bootcut Jeans'),
  );

  await page.getByRole('checkbox', { name: '30% or more' }).click();
  await page.getByRole('checkbox', { name: '50% or more' }).click();
  await page.getByRole('checkbox', { name: '40% or more' }).click();
  await expect(page).toHaveURL(/\?discount=40$/);
  await expectCards(page, cardsTitled('Urban Style Indigo Slim Jeans', 'Metro Fashion Stone Wash Jeans', 'Fashion Grown Raw Denim Jeans'));
});

test('discount and brand together, from the address: 50% or more of Metro Fashion', async ({ page }) => {
  await storeCatalogue(page, JEANS_SHELF);
  await openCategory(page, '/categories/jeans?discount=50&brand=Metro+Fashion');
  await expectCards(page, cardsTitled('Metro Fashion Stone Wash Jeans'));
  await openFilters(page);
  await expect(page.getByRole('checkbox', { name: '50% or more' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Metro Fashion' })).toBeChecked();
});

for (const [sort, label] of [
  ['priceLow', 'Price: Low to High'],
  ['priceHigh', 'Price: High to Low'],
  ['newest', 'Newest First'],
  ['popularity', 'Popularity'],
] as const) {
  test(`sort: ${label}`, ANY_WIDTH, async ({ page }) => {
    // Start from another order, so that choosing Popularity is a change too.
    await openCategory(page, sort === 'popularity' ? '/categories/men?sort=newest' : '/categories/men');
    await chooseSort(page, label);
    if (sort === 'popularity') await expect(page).toHaveURL(/\/categories\/men$/);
    else await expect(page).toHaveURL(new RegExp(`\\?sort=${sort}$`));
    await expectGrid(page, SORTED[sort](audience('men')));
  });
}

test('a query that makes no sense shows the default view', ANY_WIDTH, async ({ page }) => {
  await openCategory(page, '/categories/tshirts?max=abc&sort=evil&brand=Nope');
  await openFilters(page);
  await expect(page.getByRole('group', { name: 'Price ₹0 – ₹5,000+' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Popularity');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expectGrid(page, TSHIRTS);
});

test('when the filters leave nothing, a message and Clear filters bring the list back', async ({ page }) => {
  await openCategory(page, '/categories/tshirts?min=3000&sort=priceLow');
  await expect(page.getByRole('heading', { name: 'No products match these filters.' })).toBeVisible();
  await expect(productGrid(page)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/categories\/tshirts\?sort=priceLow$/);
  await expectGrid(page, SORTED.priceLow(TSHIRTS));
});

test("an unknown category says 'No products found in this category.'", async ({ page }) => {
  await openCategory(page, '/categories/unknown-thing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown thing');
  await expect(page.getByText('No products found in this category.', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test('the filter panel is behind a toggle on a phone, and beside the products on a wide screen', async ({ page }) => {
  await openCategory(page, '/categories/men');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const brand = page.getByRole('checkbox', { name: 'Fashion Grown' });
  if (page.viewportSize()!.width < 768) {
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(brand).toBeHidden();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(brand).toBeVisible();
    await expectAccessible(page);
    await toggle.click();
    await expect(brand).toBeHidden();
  } else {
    await expect(toggle).toBeHidden();
    await expect(brand).toBeVisible();
    // Filters on the left, products on the right.
    const panelBox = (await page.getByRole('region', { name: 'Filters' }).boundingBox())!;
    const gridBox = (await productGrid(page).boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(gridBox.x);
  }
  await expectNoHorizontalOverflow(page);
});

test('the filters and the sort are reachable from the keyboard', async ({ page }) => {
  await openCategory(page, '/categories/men');
  await openFilters(page);
  const box = page.getByRole('checkbox', { name: 'Metro Fashion' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\?brand=Metro\+Fashion$/);
  await expect(box).toBeChecked();
  await expect(box).toBeFocused();

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // Radix moves the highlight while an arrow key is down: hold it like a person does.
  await page.keyboard.down('ArrowDown');
  await page.keyboard.up('ArrowDown');
  await expect(page.getByRole('option', { name: 'Price: Low to High' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?brand=Metro\+Fashion&sort=priceLow$/);
  await expectGrid(page, SORTED.priceLow(audience('men').filter((p) => p.brand === 'Metro Fashion')));
});
