import { accountMenu, ASHA, expectToast, logInWith, seedUsers, toastsGone } from './account-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('a shopper logs in with the mobile number they signed up with; My Profile opens their account, which logs them out', async ({ page }) => {
  await seedUsers(page, [ASHA]);
  await page.goto('/login');
  await expect(page.getByText('Or the mobile number you signed up with')).toBeVisible();
  await logInWith(page, '+91 98765 43210', ASHA.password);
  await expectToast(page, 'Login Successful', `Welcome back, ${ASHA.name}!`);
  await expect(page).toHaveURL(/\/$/);

  await accountMenu(page, ASHA.name).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page).toHaveTitle('My Account | Fashion Zone');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(ASHA.name);
  await expect(profile).toContainText(`+91 ${ASHA.phone}`);
  await expect(page.getByText(/No saved addresses yet/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shortcuts' }).getByRole('link')).toHaveText(['My Orders', 'My Wishlist', 'Returns', 'Notification Preferences']);
  await toastsGone(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expectToast(page, 'Logged out', 'See you soon!');
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, 'Login')).toBeVisible();
});

test('a visitor at /account is asked to log in, and comes back to it', async ({ page }) => {
  await seedUsers(page, [ASHA]);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Log in to see your account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await logInWith(page, ASHA.name, ASHA.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(ASHA.name);
});
