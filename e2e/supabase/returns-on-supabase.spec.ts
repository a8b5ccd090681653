import { expectToast, HASH_WAIT } from '../account-helpers';
import { deliverOrder } from '../admin-helpers';
import { HOME, reachReview } from '../checkout-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from '../fixtures';
import { count, logInAsAdmin } from './support/accounts';
import { signUp } from './support/sign-up';

// A return against a real order in the project: the shopper's order is placed by place_order, the
// admin (another browser) ships it with a tracking number and delivers it through the admin's Orders
// section (advance_order), and the
// return is requested by request_return.

test('return: a shopper orders, the admin delivers it from the Orders section, the shopper requests a return on /returns and sees it on the order page', ANY_WIDTH, async ({ page, browser }, testInfo) => {
  // A sign-up, a checkout, an admin login in another browser, and the return.
  test.slow();
  const phone = await signUp(page, 'Returner');
  await page.goto('/checkout?buy=1&size=M&qty=1');
  await reachReview(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  const number = page.url().split('/').pop()!;

  // Not delivered yet: found, and refused with the reason.
  await page.goto('/returns');
  await page.getByRole('textbox', { name: 'Order Number' }).fill(number);
  await page.getByRole('textbox', { name: 'Email' }).fill(HOME.email);
  await page.getByRole('button', { name: 'Find Order' }).click();
  await expect(page.getByRole('alert')).toHaveText('This order has not been delivered yet. You can return items once it is delivered.');

  // The admin, in a browser of their own, as the fixture starts one.
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  await adminContext.addInitScript(() => localStorage.setItem('locationAsked', 'true'));
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  await admin.goto('/admin');
  await deliverOrder(admin, number);
  await adminContext.close();
  const delivered = `select count(*) from public.orders o join public.profiles p on p.id = o.user_id
    where p.phone = $1 and o.number = $2 and o.status = 'Delivered' and o.payment_state = 'paid'`;
  expect(await count(delivered, [phone, number])).toBe(1);

  await page.goto('/returns');
  await page.getByRole('textbox', { name: 'Order Number' }).fill(number);
  await page.getByRole('textbox', { name: 'Email' }).fill(HOME.email);
  await page.getByRole('button', { name: 'Find Order' }).click();
  await expectToast(page, 'Order found', 'Please follow the instructions to complete your return.');
  await page.getByRole('switch').click();
  await page.getByRole('combobox', { name: 'Reason for return' }).click();
  await page.getByRole('option', { name: 'Wrong item received' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirmation = page.getByRole('status', { name: 'Return requested' });
  await expect(confirmation).toContainText(`for order ${number}`);
  const kept = `select count(*) from public.return_requests r join public.orders o on o.id = r.order_id
    where o.number = $1 and r.reason = 'Wrong item received' and r.status = 'Requested'`;
  expect(await count(kept, [number])).toBe(1);
  await expectAccessible(page);

  await confirmation.getByRole('link', { name: 'View the order' }).click();
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText('Requested');
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText('Wrong item received');
});
