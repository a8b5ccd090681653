import type { Product } from '../src/domain/catalogue/product';
import { expectToast, signInAsAsha, toastsGone } from './account-helpers';
import { SEED, stockedAt, storeCatalogue } from './browse-helpers';
import { addToCart, cartLink, orderSummary } from './cart-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

const TEE_TITLE = 'Classic Crew Neck Cotton T-Shirt';

/** The seed, with the tee at ₹299 (under the free-delivery threshold of ₹499) and `teeStock` left in each size; the rest plentiful. */
function catalogue(teeStock: number, teePrice = 299): Product[] {
  return SEED.map((product) => (product.id === 1 ? stockedAt({ ...product, price: teePrice }, teeStock) : stockedAt(product, 50)));
}

test('cart: a shopper adds two sizes, sees the count and the Order Summary in rupees, changes a quantity, removes a line, and finds it all after a reload', async ({ page }) => {
  await storeCatalogue(page, catalogue(5));
  await signInAsAsha(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  await page.goto('/product/1');
  await addToCart(page, 'S', 1);
  await expectToast(page, 'Added to Cart', 'Product has been added to your cart');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await addToCart(page, 'L', 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(cartLink(page)).toContainText('3');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first().getByRole('link', { name: TEE_TITLE })).toHaveAttribute('href', '/product/1');
  await expect(orderSummary(page)).toContainText('Subtotal (3 items)');
  await expect(orderSummary(page)).toContainText('₹897');
  await expect(orderSummary(page)).toContainText('DeliveryFree');
  await toastsGone(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Remove ${TEE_TITLE}, size L` }).click();
  await expect(lines).toHaveCount(1);
  await expect(orderSummary(page)).toContainText('Subtotal (1 item)₹299');
  await expect(orderSummary(page)).toContainText('Delivery₹49');
  await expect(orderSummary(page)).toContainText('Add ₹200 more for free delivery.');
  await expect(orderSummary(page)).toContainText('Total₹348');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await page.getByRole('button', { name: `One more ${TEE_TITLE}` }).click();
  await expect(orderSummary(page)).toContainText('Subtotal (2 items)₹598');
  await expect(orderSummary(page)).toContainText('DeliveryFree');

  await page.reload();
  await expect(orderSummary(page)).toContainText('Subtotal (2 items)₹598');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expectAccessible(page);
});

test('cart: Add to Cart says why it refuses more than is left, and a line says when its price dropped', ANY_WIDTH, async ({ page }) => {
  await storeCatalogue(page, catalogue(2));
  await signInAsAsha(page, '/product/1');
  await addToCart(page, 'M', 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await addToCart(page, 'M', 1);
  await expectToast(page, 'Not Added to Cart', 'Only 2 left, and 2 are already in your cart.');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  // The shop lowers the price (this script runs after the first one at every load); the cart says so and counts the new price.
  await storeCatalogue(page, catalogue(2, 249));
  await page.goto('/cart');
  await expect(page.getByText('Price dropped from ₹299')).toBeVisible();
  await expect(orderSummary(page)).toContainText('Subtotal (2 items)₹498');
});

test('cart: a cart stored in a corrupted shape is dropped with a notice, and the page still works', ANY_WIDTH, async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('corrupted')) {
      localStorage.setItem('carts', JSON.stringify({ '9876543210': [{ id: 1, qty: 'two' }] }));
      sessionStorage.setItem('corrupted', 'yes');
    }
  });
  await signInAsAsha(page);
  await expectToast(page, 'Cart Updated', 'Some items saved in your cart could not be read and were removed.');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('carts'))).toBe(JSON.stringify({ '9876543210': [] }));
});

test('cart: what one tab adds, the other tab counts at once', ANY_WIDTH, async ({ page, context }) => {
  await storeCatalogue(page, catalogue(5));
  await signInAsAsha(page);
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goto('/product/1');
  await addToCart(page, 'XL', 3);
  await expect(cartLink(other)).toHaveAccessibleName('Cart, 3 items');
  await expect(orderSummary(other)).toContainText('Subtotal (3 items)₹897');
});
