import type { Page } from '@playwright/test';
import { accountMenu, ADMIN, ASHA, expectToast, logInWith, seedUsers, toasts, toastsGone, TWO_FACTOR_SECRET_KEY, typeCode } from './account-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

// Issue 20, items 1 and 3, as an attacker tried them: what cannot be read or written refuses.

const UNREADABLE_RECORDS = [
  ['a lastUsedStep of null', '{"secret":"JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP","lastUsedStep":null}'],
  ['a lastUsedStep of -1', '{"secret":"JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP","lastUsedStep":-1}'],
  ['a lower-case secret', '{"secret":"jbswy3dpehpk3pxpjbswy3dpehpk3pxp"}'],
] as const;

for (const [shape, record] of UNREADABLE_RECORDS) {
  test(`the admin whose two-factor record has ${shape} is refused at the password, never let in on it alone`, ANY_WIDTH, async ({ page }) => {
    await seedUsers(page, [ADMIN]);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TWO_FACTOR_SECRET_KEY, record] as const);
    await page.goto('/login');
    await logInWith(page, ADMIN.name, ADMIN.password);
    await expectToast(page, 'Two-Factor Record Unreadable', "The admin's two-factor record cannot be read, so this login is refused.");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toHaveCount(0);
    await expect(accountMenu(page, 'Login')).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });
}

/** Fills this origin's local storage to its quota, as a page (or an attacker's form input) could. */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let size = 1 << 20;
    for (let i = 0; size >= 1; i++) {
      try {
        localStorage.setItem(`filler-${i}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

test('with storage full, the right password does not say Login Successful: the login is refused and the header still says Login', ANY_WIDTH, async ({ page }) => {
  await seedUsers(page, [ASHA]);
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await fillStorage(page);
  await logInWith(page, ASHA.name, ASHA.password);
  await expect(toasts(page).filter({ hasText: 'Login Failed' }).first()).toBeVisible({ timeout: 15_000 });
  await expect(toasts(page).filter({ hasText: 'Login Successful' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(accountMenu(page, 'Login')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(ASHA.name);
  await toastsGone(page);
  await expectAccessible(page);
});

test('with storage full, a sign-up says its account could not be saved, and nobody is logged in', ANY_WIDTH, async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Mobile number').fill('9123456789');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
  await typeCode(page, '482913');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
  await fillStorage(page);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Ravi');
  await page.getByLabel('Password').fill('secret12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Failed', 'Your account could not be saved. Please try again.');
  await expect(accountMenu(page, 'Login')).toBeVisible();
});
