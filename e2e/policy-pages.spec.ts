import { expect, expectAccessible, test } from './fixtures';

// The policy pages' journeys; each page's first render, with its content, is checked by the route report (scripts/routes-report.mjs).

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
