import { ADMIN, ASHA, expectToast, HASH_WAIT, logInWith, seedUsers, toastsGone } from './account-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('a visitor asking for an admin page logs in as the admin and lands on that page', async ({ page }) => {
  await seedUsers(page, [ADMIN]);
  await page.goto('/admin/migrate');
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Admin Access Required', 'Please log in as the admin to open the admin panel.');
  await toastsGone(page);
  await expectAccessible(page);
  await logInWith(page, 'Admin', ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/migrate$/, HASH_WAIT);
  await expect(page.getByRole('button', { name: 'Start Migration' })).toBeVisible();
});

test('a shopper who is not the admin is sent to log in', async ({ page }) => {
  await seedUsers(page, [ASHA]);
  await page.goto('/login');
  await logInWith(page, ASHA.name, ASHA.password);
  await expect(page).toHaveURL(/\/$/, HASH_WAIT);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Admin Access Required', 'Please log in as the admin to open the admin panel.');
  await expect(page.getByRole('heading', { name: 'Products' })).toHaveCount(0);
});
