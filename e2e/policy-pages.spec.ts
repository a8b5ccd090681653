import { expect, expectAccessible, test } from './fixtures';

/** Each policy page: its one h1, an h2 it must have, a figure or text from the shop's policies, a link it must carry. */
const PAGES = [
  { path: '/shipping', h1: 'Shipping Information', h2: 'Delivery Options', text: '₹49 (free on orders of ₹499 or more)', link: ['Contact Customer Care', '/customer-care'] },
  { path: '/cancellation', h1: 'Cancellations & Returns', h2: 'Cancellation Policy', text: 'Cancel Within 24 Hours', link: ['Contact Customer Care', '/customer-care'] },
  { path: '/return-policy', h1: 'Return Policy', h2: 'What Can Be Returned', text: 'Opened beauty products', link: ['Start a Return', '/returns'] },
  { path: '/returns', h1: 'Returns & Exchanges', h2: 'Find Your Order', text: "'FZ' followed by 8 digits", link: null },
  { path: '/faq', h1: 'Frequently Asked Questions', h2: 'Browse by Topic', text: 'How do I track my order?', link: ['Chat With Us', '/customer-care'] },
  { path: '/payments', h1: 'Payment Options', h2: 'Ways to Pay', text: 'Visa, Mastercard, RuPay', link: ['Contact Customer Care', '/customer-care'] },
  { path: '/terms', h1: 'Terms of Use', h2: '1. Using our site', text: 'Last updated April 10, 2024', link: ['Contact Customer Care', '/customer-care'] },
  { path: '/privacy', h1: 'Privacy Policy', h2: '1. What we collect', text: 'Last updated April 10, 2024', link: ['contact us', '/contact'] },
  { path: '/security', h1: 'Security', h2: '1. Secure payments', text: 'PCI DSS', link: ['Contact Customer Care', '/customer-care'] },
] as const;

for (const { path, h1, h2, text, link } of PAGES) {
  test(`${path}: one h1 '${h1}', its sections and links, accessible`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 2, name: h2 })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    if (link) await expect(page.getByRole('main').getByRole('link', { name: link[0], exact: true })).toHaveAttribute('href', link[1]);
    await expect(page).toHaveTitle(/\| Fashion Zone$/);
    expect(await page.getByRole('main').locator('text=$').count()).toBe(0);
    // No text or card runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await expectAccessible(page);
  });
}

test('/shipping: the five questions open to their answers', async ({ page }) => {
  await page.goto('/shipping');
  const questions = page.getByRole('region', { name: 'Shipping FAQ' }).getByRole('button');
  await expect(questions).toHaveCount(5);
  await questions.filter({ hasText: 'Can I change my delivery address after ordering?' }).click();
  await expect(page.getByText('Yes, within 2 hours of placing your order')).toBeVisible();
  await expect(questions.filter({ hasText: 'Can I change my delivery address' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
});

test('/cancellation: four cards and five questions', async ({ page }) => {
  await page.goto('/cancellation');
  await expect(page.getByRole('region', { name: 'At a Glance' }).getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Cancellation FAQ' }).getByRole('button')).toHaveCount(5);
});

test('/payments: the cards, wallets and cash-on-delivery tabs, cards first; COD up to ₹5,000', async ({ page }) => {
  await page.goto('/payments');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Cash on Delivery' }).click();
  await expect(page.getByText('Available for orders up to ₹5,000, in serviceable locations.')).toBeVisible();
  await expectAccessible(page);
});
