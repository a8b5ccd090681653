import type { Page } from '@playwright/test';
import { ASHA, expectToast, HASH_WAIT, logInWith, seedUsers, signInAsAsha, toastsGone } from './account-helpers';
import { SEED, stockedAt, storeCatalogue } from './browse-helpers';
import { cartLink } from './cart-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

const TEE_TITLE = 'Classic Crew Neck Cotton T-Shirt';

/** The seed with every product plentiful: Move to Cart never meets the stock. */
const CATALOGUE = SEED.map((product) => stockedAt(product, 50));

const cardHeart = (page: Page, title: string) => page.getByRole('main').getByRole('button', { name: `Add ${title} to Wishlist` });
const wishlistItems = (page: Page) => page.getByRole('list', { name: 'Items in your wishlist' }).getByRole('listitem');

test('wishlist: a shopper hearts a card, finds it on /wishlist, moves it to the cart in a size, and it leaves the wishlist', async ({ page }) => {
  await storeCatalogue(page, CATALOGUE);
  await signInAsAsha(page, '/categories/tshirts');
  const heart = cardHeart(page, TEE_TITLE);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expectToast(page, 'Added to Wishlist', `${TEE_TITLE} was added to your wishlist`);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await toastsGone(page);
  await expectAccessible(page);

  await page.goto('/wishlist');
  await expect(wishlistItems(page)).toHaveCount(1);
  const item = wishlistItems(page).first();
  await expect(item.getByRole('link', { name: TEE_TITLE })).toHaveAttribute('href', '/product/1');
  await expect(item.getByText('In Stock')).toBeVisible();
  await expect(item.getByLabel(/^Original price ₹/)).toBeVisible();
  await expectAccessible(page);

  await item.getByRole('button', { name: `Move ${TEE_TITLE} to Cart` }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a size' });
  await expect(dialog.getByRole('button', { name: 'Move to Cart' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'L', exact: true }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Move to Cart' }).click();
  await expectToast(page, 'Moved to Cart', `${TEE_TITLE} was moved to your cart`);
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/cart');
  await expect(page.getByRole('button', { name: `Remove ${TEE_TITLE}, size L` })).toBeVisible();
  await page.reload();
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('wishlist: a visitor’s heart on the product page goes through the login and back, then saves', async ({ page }) => {
  await seedUsers(page, [ASHA]);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/product/1');
  const heart = page.getByRole('main').getByRole('button', { name: 'Add to Wishlist', exact: true });
  await heart.click();
  await expectToast(page, 'Authentication Required', 'Please login or sign up to save items to your wishlist');
  await expect(page).toHaveURL(/\/login$/);
  await logInWith(page, ASHA.name, ASHA.password);
  await expect(page).toHaveURL(/\/product\/1$/, HASH_WAIT);

  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, 'Added to Wishlist', `${TEE_TITLE} was added to your wishlist`);
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await toastsGone(page);
  await expectAccessible(page);
});

test('wishlist: what one tab saves, the other tab shows at once; a product deleted since is shown as no longer available', ANY_WIDTH, async ({ page, context }) => {
  await storeCatalogue(page, CATALOGUE);
  await signInAsAsha(page);
  const other = await context.newPage();
  await other.goto('/wishlist');
  await expect(other.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();

  await page.goto('/categories/tshirts');
  await cardHeart(page, TEE_TITLE).click();
  await expect(wishlistItems(other)).toHaveCount(1);

  // The shop deletes the tee (this script runs after the first one at every load).
  await storeCatalogue(other, CATALOGUE.filter((product) => product.id !== 1));
  await other.reload();
  const gone = wishlistItems(other).first();
  await expect(gone.getByText('No longer available')).toBeVisible();
  await gone.getByRole('button', { name: 'Remove A product no longer sold from Wishlist' }).click();
  await expect(other.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('wishlist: a wishlist stored in a corrupted shape keeps what was readable, with a notice', ANY_WIDTH, async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('corrupted')) {
      localStorage.setItem('wishlists', JSON.stringify({ '9876543210': [{ productId: 2 }, { id: 1 }, 'x'] }));
      sessionStorage.setItem('corrupted', 'yes');
    }
  });
  await signInAsAsha(page);
  await expectToast(page, 'Wishlist Updated', 'Some items saved in your wishlist could not be read and were removed.');
  await page.goto('/wishlist');
  await expect(wishlistItems(page)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('wishlists'))).toBe(JSON.stringify({ '9876543210': [{ productId: 2 }] }));
});
