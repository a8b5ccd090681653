import { accountMenu, ASHA, HASH_WAIT, logInWith, seedUsers, signInAsAsha } from './account-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('cart: a visitor is asked to log in or sign up; after logging in it comes back to an empty cart', async ({ page }) => {
  await seedUsers(page, [ASHA]);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Missing Cart Items?' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signin');
  await main.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWith(page, ASHA.name, ASHA.password);
  await expect(page).toHaveURL(/\/cart$/, HASH_WAIT);
  await expect(main.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('notification preferences: a visitor is asked to log in and comes back; the switches start at the defaults and are kept after a reload', async ({ page }) => {
  await seedUsers(page, [ASHA]);
  await page.goto('/notification-preferences');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Log in to manage your notifications' })).toBeVisible();
  await expect(main.getByRole('switch')).toHaveCount(0);
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Login', exact: true }).click();
  await logInWith(page, ASHA.name, ASHA.password);
  await expect(page).toHaveURL(/\/notification-preferences$/, HASH_WAIT);

  const toggle = (name: string) => main.getByRole('switch', { name });
  // The spec's defaults.
  for (const on of ['Order updates', 'Promotions', 'Payment confirmations', 'Delivery updates', 'Order status', 'Price drops']) {
    await expect(toggle(on)).toBeChecked();
  }
  for (const off of ['Recommendations', 'Limited-time offers', 'Back in stock']) {
    await expect(toggle(off)).not.toBeChecked();
  }
  await expectAccessible(page);

  await toggle('Promotions').click();
  await toggle('Back in stock').click();
  await expect(toggle('Promotions')).not.toBeChecked();
  await expect(toggle('Back in stock')).toBeChecked();
  await page.reload();
  await expect(toggle('Promotions')).not.toBeChecked();
  await expect(toggle('Back in stock')).toBeChecked();
  await expect(toggle('Order updates')).toBeChecked();
  await expect(accountMenu(page, 'Asha')).toBeVisible();
});

test('orders: a shopper with no orders sees five status tabs, each empty with a way back to the shop; the wishlist is empty too', async ({ page }) => {
  await signInAsAsha(page, '/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab')).toHaveCount(5);
  await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await main.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(main.getByRole('heading', { name: 'No cancelled orders' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await page.goto('/wishlist');
  await expect(main.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
});
