import type { Page } from '@playwright/test';
import { NOT_DELIVERED } from '../src/domain/returns/return-policy';
import { ASHA, expectToast, HASH_WAIT, logOutFromHeader, signInAsAsha, toastsGone } from './account-helpers';
import { deliverOrder, openAdmin } from './admin-helpers';
import { expectNoHorizontalOverflow } from './browse-helpers';
import { catalogue, HOME, reachReview, seedCatalogueOnce, TEE_TITLE } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';

// Returns against real orders in the local backend: the shopper orders through the checkout, the
// admin moves the order on through the admin's Orders section (its use case, not the storage), and
// the shopper asks for the return on /returns.

/** Asha buys one tee (Buy Now, cash on delivery) and lands on the confirmation: its number. */
async function orderATee(page: Page): Promise<string> {
  await page.goto('/checkout?buy=1&size=M&qty=1');
  await reachReview(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  return page.url().split('/').at(-1)!;
}

/** The admin delivers the order through the admin's Orders section. */
async function deliverAsAdmin(page: Page, number: string): Promise<void> {
  await openAdmin(page);
  await deliverOrder(page, number);
  await expectAccessible(page);
  await page.goto('/');
  await logOutFromHeader(page, 'admin');
}

async function findOrder(page: Page, number: string, email = HOME.email): Promise<void> {
  await page.goto('/returns');
  await page.getByRole('textbox', { name: 'Order Number' }).fill(number);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Find Order' }).click();
}

test('returns: an order delivered by the admin is found on /returns, an item and a reason chosen, the return requested and shown on the order page', async ({ page, consoleErrors }) => {
  // A checkout, three sign-ins and several axe scans.
  test.slow();
  await seedCatalogueOnce(page, catalogue());
  await signInAsAsha(page, null);
  const number = await orderATee(page);
  await page.goto('/');
  await logOutFromHeader(page, ASHA.name);

  await deliverAsAdmin(page, number);

  await signInAsAsha(page, null);
  await findOrder(page, number.toLowerCase(), HOME.email.toUpperCase());
  await expectToast(page, 'Order found', 'Please follow the instructions to complete your return.');
  const steps = page.getByRole('region', { name: 'Return Process' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Select Items', 'Pack Items', 'Ship Return', 'Get Refund']);
  await expect(page.getByRole('heading', { level: 3, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('Eligible for return')).toBeVisible();
  const item = page.getByRole('switch');
  await expect(item).toHaveCount(1);
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await item.click();
  await page.getByRole('combobox', { name: 'Reason for return' }).click();
  await page.getByRole('option', { name: 'Size too large' }).click();
  await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('A size smaller, please');
  await expectNoHorizontalOverflow(page);
  await toastsGone(page);
  await expectAccessible(page);
  await next.click();

  const confirmation = page.getByRole('status', { name: 'Return requested' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`${TEE_TITLE} (size M, qty 1)`);
  await expect(confirmation).toContainText(`for order ${number}`);
  await toastsGone(page);
  await expectAccessible(page);

  await confirmation.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${number}$`));
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('Requested');
  await expect(returns).toContainText('Size too large');
  await expect(returns).toContainText(`${TEE_TITLE} (size M, qty 1)`);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // The same item again: nothing of the order can go back any more, and the page says why.
  await findOrder(page, number);
  await expect(page.getByRole('alert')).toContainText('Nothing in this order can be returned');
  await expect(page.getByRole('switch')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('returns: an order not delivered yet is found but refused, with the reason; a number of nobody’s is not found', async ({ page, consoleErrors }) => {
  await seedCatalogueOnce(page, catalogue());
  await signInAsAsha(page, null);
  const number = await orderATee(page);

  await findOrder(page, number);
  await expectToast(page, 'Order found', 'Please follow the instructions to complete your return.');
  await expect(page.getByRole('alert')).toHaveText(NOT_DELIVERED);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await toastsGone(page);
  await expectAccessible(page);

  await findOrder(page, 'FZ99999999');
  await expect(page.getByRole('alert')).toContainText('We could not find an order with this number and email in your account.');
  await expect(page.getByRole('heading', { name: 'Return Process' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
