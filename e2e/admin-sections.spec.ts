import type { Page } from '@playwright/test';
import { isPhone, openAdmin, showSection, signUpAsAdminThenOpenAdmin } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('the sections change without changing the address; Back returns, a reload keeps the section', async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Products | Admin | Fashion Zone');
  await showSection(page, 'Dashboard');
  await showSection(page, 'Settings');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle('Settings | Admin | Fashion Zone');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

// One test a section, in turn on one admin page a width (the tests of this group run in order, in
// one worker): the context, the admin's session and the admin area's code are set up once, not nine
// times, and each section is scanned as a person reaches it, from the one before.
test.describe('each section at rest', () => {
  test.describe.configure({ mode: 'serial' });
  const sections: [string, string][] = [
    ['Products', 'Migrate to Supabase'],
    ['Dashboard', 'Sales Analytics'],
    ['Orders', 'No orders yet'],
    ['Delivery', 'No deliveries to track'],
    ['Returns', 'No returns yet'],
    ['Promotions', 'Create New Promotion'],
    ['Reports', 'No report data yet'],
    ['Access Logs', 'Current'],
    ['Settings', 'General Settings'],
    ['Payment History', 'No payment history available'],
  ];
  let page: Page;
  const pageErrors: string[] = [];

  test.beforeAll(async ({ browser }) => {
    // A context with the project's options (Playwright applies them here too), the location prompt answered as in every test.
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('locationAsked', 'true'));
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Lands on the Products section, the first below.
    await openAdmin(page);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  // As the fixtures' own page: a test fails on an uncaught page error during it.
  test.afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });

  for (const [name, text] of sections) {
    test(`the ${name} section shows its heading and the spec content, and passes axe`, async () => {
      if (name !== 'Products') await showSection(page, name);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test('Payment History has its columns; Promotions opens its Create New Promotion form; the Dashboard shows ₹0 revenue', async ({ page }) => {
  await openAdmin(page);
  await showSection(page, 'Payment History');
  await expect(page.getByRole('main').getByRole('columnheader')).toHaveText(['Transaction ID', 'Date', 'Order', 'Customer', 'Method', 'Amount', 'Status', 'Actions']);
  await showSection(page, 'Promotions');
  await page.getByRole('button', { name: 'Create New Promotion' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Promotion' })).toBeVisible();
  await page.keyboard.press('Escape');
  await showSection(page, 'Dashboard');
  await expect(page.getByText('Revenue Today').locator('..')).toContainText('₹0');
});

test('Access Logs: an admin who signed up and opened the panel without a login sees that session listed, Current; a reload lists it once', async ({ page }) => {
  await signUpAsAdminThenOpenAdmin(page);
  await showSection(page, 'Access Logs');
  const rows = page.getByRole('main').getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByText('Current', { exact: true })).toBeVisible();
  await expect(page.getByText('No sign-ins recorded yet.')).toHaveCount(0);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access Logs', level: 1 })).toBeVisible();
  await expect(rows.nth(1).getByText('Current', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
});

test('the sections are reached from the keyboard, the one shown marked current', async ({ page }) => {
  await openAdmin(page);
  if (isPhone(page)) {
    const menu = page.getByRole('button', { name: 'Admin sections: Products' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Products' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('menu')).toContainText('Admin User · Super Admin');
    // The menu takes the focus as it opens: its first section.
    await expect(page.getByRole('menuitemradio', { name: 'Dashboard' })).toBeFocused();
    // One key at a time: Radix moves the focus in a timeout after the key, and a second key sent
    // before it lands moves from the same item again.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Products' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Orders' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Admin sections: Orders' })).toBeVisible();
  } else {
    await expect(page.getByText('Admin User', { exact: true })).toBeVisible();
    await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Products' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Orders' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Products');
  await page.getByRole('link', { name: 'Back to Store' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the store name saved in General Settings shows in the header, the footer and the tab title', async ({ page }) => {
  await openAdmin(page);
  await showSection(page, 'Settings');
  await expect(page.getByLabel('Currency')).toHaveValue('INR');
  await page.getByLabel('Store Name').fill('Style Hub');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await expect(page).toHaveTitle('Settings | Admin | Style Hub');
  await page.getByRole('link', { name: 'Back to Store' }).filter({ visible: true }).click();
  await expect(page.getByRole('link', { name: 'Style Hub home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2023 Style Hub');
  await page.goto('/deals');
  await expect(page).toHaveTitle('Deals of the Day | Style Hub');
  await expect(page.getByRole('link', { name: 'Style Hub home' })).toBeVisible();
});

test('the migration: with the local backend it says no Supabase project is configured and changes nothing', async ({ page }) => {
  await openAdmin(page);
  await page.getByRole('button', { name: 'Migrate to Supabase' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Migrate to Supabase' })).toBeVisible();
  await page.getByRole('button', { name: 'Migrate', exact: true }).click();
  await expect(page.getByText(/No Supabase project is configured/).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1 to 10 of 25 products');

  const before = await page.evaluate(() => localStorage.getItem('product-storage'));
  await openAdmin(page, '/admin/migrate');
  await expect(page.getByRole('heading', { name: 'Migrate to Supabase', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Migrate to Supabase | Admin | Fashion Zone');
  await page.getByRole('button', { name: 'Start Migration' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('No Supabase project is configured for this store');
  expect(await page.evaluate(() => localStorage.getItem('product-storage'))).toBe(before);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
});
