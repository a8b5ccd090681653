import { expect, expectAccessible, test } from './fixtures';

test('the product page checks delivery to a PIN code: a bad PIN is refused, a good one answered and remembered for the next product', async ({ page }) => {
  await page.goto('/product/1');
  const delivery = page.getByRole('form', { name: 'Check delivery' }).locator('..');
  await expect(delivery).toContainText('Free delivery by tomorrow');
  const pin = page.getByRole('textbox', { name: 'Delivery PIN code' });

  await pin.fill('000000');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(delivery).toContainText('PIN code must be 6 digits and cannot start with 0');

  await pin.fill('560038');
  await pin.press('Enter');
  const answer = delivery.getByRole('status');
  await expect(answer).toContainText(/standard delivery by \w{3}, \d{1,2} \w{3}/i);
  await expect(answer).toContainText('Cash on Delivery available on orders up to ₹5,000');
  await expect(delivery).not.toContainText('Free delivery by tomorrow');
  await expectAccessible(page);

  // Another product in the same tab answers for the same PIN without asking.
  await page.goto('/product/2');
  await expect(page.getByRole('textbox', { name: 'Delivery PIN code' })).toHaveValue('560038');
  await expect(page.getByRole('form', { name: 'Check delivery' }).locator('..').getByRole('status')).toContainText(/delivery by/i);
});
