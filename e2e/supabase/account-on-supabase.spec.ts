import { accountMenu, expectToast, HASH_WAIT, logInWith, logOutFromHeader, toastsGone } from '../account-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from '../fixtures';
import { signUpAccount } from './support/sign-up';

// The account page and the login by mobile number in the store built with VITE_STORAGE=supabase:
// the number is asked of the project (account_name_for_phone), then Auth signs in (see
// store-on-supabase.spec.ts for the set-up).

test('a shopper who signed up logs out, logs in again with the mobile number, and My Profile opens their account; the product page checks a PIN', ANY_WIDTH, async ({ page }) => {
  const { phone, name } = await signUpAccount(page, 'Mobile');
  await logOutFromHeader(page, name);
  await expectToast(page, 'Logged out', 'See you soon!');

  await page.goto('/login');
  await logInWith(page, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, 'mobile-pass-1');
  await expectToast(page, 'Login Successful', `Welcome back, ${name}!`, HASH_WAIT);
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(name);
  await expect(profile).toContainText(`+91 ${phone}`);
  await expect(page.getByText(/No saved addresses yet/)).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);

  await page.goto('/product/1');
  await page.getByRole('textbox', { name: 'Delivery PIN code' }).fill('110001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Check delivery' }).locator('..').getByRole('status')).toContainText(/delivery by/i);
});
