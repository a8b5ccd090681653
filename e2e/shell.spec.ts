import { expect, expectAccessible, test } from './fixtures';

test.describe('header dropdowns @mouse', () => {
  test('open 200 ms after hovering and close 500 ms after leaving', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).hover();
    await expect(page.getByRole('menuitem', { name: 'New Customer? Sign Up' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/login');
    await page.mouse.move(640, 700);
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'More' }).hover();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('header dropdowns work from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'More' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Chat Support' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Notification Preferences' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'More' })).toBeFocused();

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('menuitem', { name: 'Wishlist' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('an unknown path shows the 404 page with the path, logs an error, and leads back', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no-such-page', { exact: true })).toBeVisible();
  expect(consoleErrors.join('\n')).toContain('/no-such-page');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/missing');
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
});
