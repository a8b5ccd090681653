import { ADMIN, ADMIN_SECRET, expectToast, HASH_WAIT, logInWith, seedUsers, signInAsAsha, toastsGone, totpAt, TWO_FACTOR_SECRET_KEY } from './account-helpers';
import { openAdmin } from './admin-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

const ACCESS_REQUIRED = 'Please log in as the admin to open the admin panel.';

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
  await signInAsAsha(page, '/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Admin Access Required', 'Please log in as the admin to open the admin panel.');
  await expect(page.getByRole('heading', { name: 'Products' })).toHaveCount(0);
});

// The attack of issue 20: the two keys the header reads, written by hand, opened the admin panel and
// saved products, two-factor or not. The session is the login's now: a random id recorded with the
// account, which the gate and every admin use case check.
test('a session forged by writing isLoggedIn and a currentUser named admin is sent to log in, and nothing of the admin opens', ANY_WIDTH, async ({ page }) => {
  await seedUsers(page, [ADMIN]);
  await page.addInitScript(() => {
    localStorage.setItem('currentUser', JSON.stringify({ phone: '9000000001', name: 'admin' }));
    localStorage.setItem('isLoggedIn', 'true');
  });
  const catalogue = async () => page.evaluate(() => localStorage.getItem('product-storage'));
  for (const path of ['/admin', '/admin/migrate']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Admin Access Required', ACCESS_REQUIRED);
    await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Migration' })).toHaveCount(0);
  }
  const before = await catalogue();
  // The admin's real login, with the same keys still written at every page load: the login's own session passes.
  await logInWith(page, 'admin', ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/migrate$/, HASH_WAIT);
  expect(await catalogue()).toBe(before);
});

test('a currentUser naming a session id that is not the one the login recorded is sent to log in', ANY_WIDTH, async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('currentUser')!) as Record<string, unknown>;
    localStorage.setItem('currentUser', JSON.stringify({ ...session, session: '0123456789abcdef0123456789abcdef' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Admin Access Required', ACCESS_REQUIRED);
});

test('with two-factor set up, a session that passed the password alone is refused by the gate; the login with the code opens it', ANY_WIDTH, async ({ page }) => {
  const now = Math.ceil(Date.now() / 30_000) * 30_000 + 1_000;
  await page.clock.setFixedTime(now);
  // Logged in with the password while two-factor was off: the session's assurance is the password alone.
  await openAdmin(page);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  // Then two-factor is set up (its record, as Settings stores it).
  await page.evaluate(([key, secret]) => localStorage.setItem(key, JSON.stringify({ secret })), [TWO_FACTOR_SECRET_KEY, ADMIN_SECRET] as const);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Admin Access Required', 'Please log in again with your authentication code to open the admin panel.');
  await expect(page.getByRole('heading', { name: 'Products' })).toHaveCount(0);

  await logInWith(page, 'admin', ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' })).toBeVisible(HASH_WAIT);
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totpAt(now));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/, HASH_WAIT);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
});
