import type { Page } from '@playwright/test';
import { openAdmin } from './admin-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** What a route's page must show besides its one h1: an h2, a figure or text from its content, a link. */
interface Content {
  h2?: string;
  text?: string;
  link?: readonly [name: string, href: string];
}

/**
 * Every route of spec §2, each with its page's one h1 (and, for the information pages, content that
 * proves the page is the right one). A visit fails on the not-found page, a console error, text running
 * off the side of the screen, or a serious or critical axe violation. This table is the one place that
 * scans each page as it first renders; the journeys (each page family's spec) scan the states they reach.
 */
const ROUTES: readonly [path: string, h1: string, content?: Content][] = [
  ['/', 'Fashion Zone'],
  ['/product/1', 'Classic Crew Neck Cotton T-Shirt'],
  ['/categories/tshirts', 'T-shirts'],
  ['/deals', 'Deals of the Day'],
  ['/login', 'Login'],
  ['/signin', 'Sign In'],
  ['/signup', 'Sign In'],
  ['/customer-care', 'Customer Care'],
  ['/cart', 'My Cart'],
  ['/orders', 'My Orders'],
  ['/wishlist', 'My Wishlist'],
  ['/account', 'My Account'],
  ['/notification-preferences', 'Notification Preferences'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/careers', 'Careers'],
  ['/stories', 'Fashion Zone Stories'],
  ['/wholesale', 'Wholesale & Press'],
  ['/report', 'Report Infringement'],
  ['/sitemap', 'Sitemap'],
  ['/facebook', 'Fashion Zone on Facebook'],
  ['/twitter', 'Fashion Zone on Twitter'],
  ['/youtube', 'Fashion Zone on YouTube'],
  ['/instagram', 'Fashion Zone on Instagram'],
  ['/shipping', 'Shipping Information', { h2: 'Delivery Options', text: '₹49 (free on orders of ₹499 or more)', link: ['Contact Customer Care', '/customer-care'] }],
  ['/cancellation', 'Cancellations & Returns', { h2: 'Cancellation Policy', text: 'Cancel Within 24 Hours', link: ['Contact Customer Care', '/customer-care'] }],
  ['/return-policy', 'Return Policy', { h2: 'What Can Be Returned', text: 'Opened beauty products', link: ['Start a Return', '/returns'] }],
  // A visitor is asked to log in: returns are made from the account's own orders.
  ['/returns', 'Returns & Exchanges', { h2: 'Find Your Order', text: 'Returns are made from the orders in your account.' }],
  ['/faq', 'Frequently Asked Questions', { h2: 'Browse by Topic', text: 'How do I track my order?', link: ['Chat With Us', '/customer-care'] }],
  ['/payments', 'Payment Options', { h2: 'Ways to Pay', text: 'We accept Cash on Delivery and UPI', link: ['Contact Customer Care', '/customer-care'] }],
  ['/terms', 'Terms of Use', { h2: '1. Using our site', text: 'Last updated April 10, 2024', link: ['Contact Customer Care', '/customer-care'] }],
  ['/privacy', 'Privacy Policy', { h2: '1. What we collect', text: 'Last updated April 10, 2024', link: ['contact us', '/contact'] }],
  ['/security', 'Security', { h2: '1. Secure payments', text: 'PCI DSS', link: ['Contact Customer Care', '/customer-care'] }],
];

async function expectContent(page: Page, { h2, text, link }: Content): Promise<void> {
  if (h2) await expect(page.getByRole('heading', { level: 2, name: h2 })).toBeVisible();
  if (text) await expect(page.getByText(text).first()).toBeVisible();
  if (link) await expect(page.getByRole('main').getByRole('link', { name: link[0], exact: true })).toHaveAttribute('href', link[1]);
  // Every amount is in rupees.
  expect(await page.getByRole('main').locator('text=$').count()).toBe(0);
}

for (const [path, h1, content] of ROUTES) {
  test(`${path} renders its page, fits the screen, with no console error and no serious axe violation`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    // Its text, not its visibility: the home page's h1 is for screen readers only.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(/Fashion Zone/);
    if (content) await expectContent(page, content);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
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
