import { ADMIN, expectToast, HASH_WAIT, logInWith, seedUsers, toastsGone, totpAt } from './account-helpers';
import { showSection } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';

// Date fixed inside a 30-second step (timers still run), so the test computes the code the page
// checks; moved on a step where a fresh code is needed (a code is good once).
const start = Math.ceil(Date.now() / 30_000) * 30_000 + 1_000;

test('the admin sets up two-factor with the QR key, and the next admin login asks for a code', async ({ page }) => {
  // Three password hashes (PBKDF2, 600,000 rounds) and four axe scans.
  test.slow();
  await page.clock.setFixedTime(start);
  await seedUsers(page, [ADMIN]);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await logInWith(page, 'admin', ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, HASH_WAIT);
  await showSection(page, 'Settings');

  const card = page.getByRole('main');
  await expect(card.getByText('Not enabled', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
  await expect(card.getByRole('img', { name: /QR code of the authenticator key/ })).toBeVisible();
  const secret = (await card.getByLabel('Authenticator key').textContent())!;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const verify = card.getByRole('button', { name: 'Verify and Enable' });
  await expect(verify).toBeDisabled();
  await toastsGone(page);
  await expectAccessible(page);

  const code = card.getByRole('textbox', { name: 'Verification code' });
  await code.fill(String((Number(totpAt(start, secret)) + 1) % 1_000_000).padStart(6, '0'));
  await verify.click();
  await expectToast(page, 'Verification Failed', 'Invalid code. Please try again.');
  await code.fill(totpAt(start, secret));
  await verify.click();
  await expectToast(page, 'Setup Complete', 'Two-factor authentication has been enabled');
  await expect(card.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Current code' })).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);

  // The Access Logs: this sign-in, current; signing it out logs this browser out.
  await showSection(page, 'Access Logs');
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows.nth(1)).toContainText('Current');
  await expect(rows.nth(1)).toContainText(/Chrome on (Windows|Android)/);
  await expect(rows.nth(1)).toContainText('Not recorded');
  await page.getByRole('button', { name: 'Sign out of this session (you)' }).click();
  await expect(page).toHaveURL(/\/login$/, HASH_WAIT);

  await page.clock.setFixedTime(start + 30_000);
  await logInWith(page, 'admin', ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible(HASH_WAIT);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpAt(start + 30_000, secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/, HASH_WAIT);
  await showSection(page, 'Access Logs');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Current');
  await expect(rows.nth(2)).toContainText('Ended');
  await expectAccessible(page);
});
