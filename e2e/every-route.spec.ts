import { openAdmin } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Every route of spec §2 with the page's own heading: a visit that lands on the not-found page,
 * logs a console error or breaks axe (serious or critical) fails. The journeys are tested in each
 * page family's spec; this table is what says no route was forgotten.
 */
const ROUTES: readonly [path: string, heading: string | RegExp][] = [
  ['/', 'Fashion Zone'],
  ['/product/1', /./],
  ['/categories/tshirts', 'T-shirts'],
  ['/cart', 'My Cart'],
  ['/login', 'Login'],
  ['/signin', 'Sign In'],
  ['/signup', 'Sign In'],
  ['/customer-care', /Customer Care/],
  ['/about', /About/],
  ['/orders', /Orders/],
  ['/wishlist', /Wishlist/],
  ['/notification-preferences', /Notification Preferences/],
  ['/contact', /Contact/],
  ['/careers', /Careers/],
  ['/stories', /Stories/],
  ['/wholesale', /Wholesale/],
  ['/payments', /Payment/],
  ['/shipping', /Shipping/],
  ['/cancellation', 'Cancellations & Returns'],
  ['/faq', /Frequently Asked Questions|FAQ/],
  ['/report', 'Report Infringement'],
  ['/return-policy', /Return Policy/],
  ['/returns', 'Returns & Exchanges'],
  ['/terms', /Terms/],
  ['/security', /Security/],
  ['/privacy', /Privacy/],
  ['/sitemap', /Sitemap/],
  ['/deals', /Deals of the Day/],
  ['/facebook', /Facebook/],
  ['/twitter', /Twitter|X/],
  ['/youtube', /YouTube/],
  ['/instagram', /Instagram/],
];

for (const [path, heading] of ROUTES) {
  test(`${path} renders its page, with no console error and no serious axe violation`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    // Attached, not visible: the home page's h1 is for screen readers only.
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
}

for (const path of ['/admin', '/admin/migrate'] as const) {
  test(`${path} renders for the admin, with no console error and no serious axe violation`, async ({ page, consoleErrors }) => {
    await openAdmin(page, path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
}
