import { readFileSync } from 'node:fs';
import { indiaDate } from '../../src/domain/orders/india-time';
import { expectToast, HASH_WAIT } from '../account-helpers';
import { openOrderDetails, showSection } from '../admin-helpers';
import { HOME, reachReview } from '../checkout-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from '../fixtures';
import { count, logInAsAdmin } from './support/accounts';
import { signUp } from './support/sign-up';

// The back office on the project: a code the admin creates, a shopper's UPI order with it
// (place_order counting its use), found by the admin by the
// phone on its address (search_orders), its payment confirmed (confirm_upi_payment) in Payment
// History filtered to UPI payments (search_orders), shipped with a tracking number (advance_order),
// on the Delivery board (delivery_board) and delivered from there; then Paid in Payment History, in
// the Dashboard's revenue and daily table, and in the Reports' CSV export. All of it over a year of
// 10,000 orders before (./support/year-of-orders.ts): every screen's answer a page or a sum of them.

const UPI_REFERENCE = '402699887766';

test('back office: a UPI order with a code, found by phone, its payment confirmed, shipped with a tracking number and delivered; Paid, on the Dashboard and in the CSV', ANY_WIDTH, async ({ page, browser }, testInfo) => {
  // An admin login in another browser, a code, a sign-up, a checkout and the admin's round.
  test.slow();
  // The admin, in a browser of their own, creates a code (the project is shared by both widths' runs:
  // a code of this run's own).
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize(), acceptDownloads: true });
  await adminContext.addInitScript(() => localStorage.setItem('locationAsked', 'true'));
  const admin = await adminContext.newPage();
  // What each of the admin's screens asks the project for, by size: over a year of orders
  // (./support/year-of-orders.ts), never the whole book.
  const answers: { readonly url: string; readonly bytes: number }[] = [];
  admin.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/rest/v1/')) void response.body().then((body) => answers.push({ url: response.url(), bytes: body.length }), () => undefined);
  });
  await logInAsAdmin(admin);
  await admin.goto('/admin');
  const main = admin.getByRole('main');
  const code = `OFFICE${String(Date.now()).slice(-8)}`;
  await showSection(admin, 'Promotions');
  await admin.getByRole('button', { name: 'Create New Promotion' }).click();
  const form = admin.getByRole('dialog', { name: 'Create New Promotion' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('textbox', { name: 'Title' }).fill('Back office 10% off');
  await form.getByRole('spinbutton', { name: /^Percent off/ }).fill('10');
  await form.getByRole('button', { name: 'Create Promotion' }).click();
  await expectToast(admin, 'Success', 'Promotion created successfully');

  // The shopper orders by UPI with the code.
  const phone = await signUp(page, 'Officer');
  await page.goto('/checkout?buy=1&size=M&qty=1');
  await reachReview(page, 'UPI', { ...HOME, mobile: phone });
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('region', { name: 'Order Total' })).toContainText(`Discount (${code})`);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  const number = page.url().split('/').pop()!;
  // Its code's use counted; no invoice number until it ships.
  const discounted = `select count(*) from public.orders o join public.promotion_uses u on u.order_id = o.id where o.number = $1 and o.discount > 0 and o.invoice_number is null`;
  expect(await count(discounted, [number])).toBe(1);

  // Found by the phone on its address; its UPI payment confirmed with the reference.
  let details = await openOrderDetails(admin, number, phone);
  await expect(details).toContainText('Payment pending');
  await admin.keyboard.press('Escape');
  await showSection(admin, 'Payment History');
  await expect(main.getByText(/^Showing 1 to 10 of 100\d\d payments$/)).toBeVisible();
  await main.getByRole('combobox', { name: 'Method' }).click();
  await admin.getByRole('option', { name: 'UPI' }).click();
  const payment = main.getByRole('row').filter({ hasText: number });
  await expect(main.getByRole('row').filter({ hasText: 'Cash on Delivery' })).toHaveCount(0);
  await payment.getByRole('button', { name: `Confirm payment for ${number}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Confirm payment for ${number}` });
  await confirm.getByRole('textbox', { name: /UPI reference number/ }).fill(UPI_REFERENCE);
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  await expectToast(admin, 'Payment confirmed', `The UPI payment for order ${number} is marked Paid.`);
  await expect(payment).toContainText('Paid');

  // Shipped with a courier and tracking number, then In Transit.
  details = await openOrderDetails(admin, number, phone);
  await details.getByRole('combobox', { name: /Courier/ }).fill('Blue Dart');
  await details.getByRole('textbox', { name: /Tracking number/ }).fill(`BD-${number}`);
  for (const status of ['Shipped', 'In Transit']) {
    await details.getByRole('button', { name: `Mark as ${status}` }).click();
    await expectToast(admin, 'Order updated', `Order ${number} is now ${status}.`);
  }
  await admin.keyboard.press('Escape');

  // On the Delivery board (delivery_board: due ahead, so not overdue), and delivered from there.
  await showSection(admin, 'Delivery');
  const onItsWay = main.getByRole('row').filter({ hasText: number });
  await expect(onItsWay).toContainText('Blue Dart');
  await expect(onItsWay).toContainText(`BD-${number}`);
  await expect(onItsWay).toContainText('In Transit');
  await expect(onItsWay).not.toContainText('Overdue');
  await onItsWay.getByRole('button', { name: `Mark ${number} as Delivered` }).click();
  await expectToast(admin, 'Order updated', `Order ${number} is now Delivered.`);
  await expect(onItsWay).toHaveCount(0);
  // Its tax invoice issued when it shipped: numbered in the year's series, dated today in India.
  const kept = `select count(*) from public.orders where number = $1 and status = 'Delivered' and payment_state = 'paid'
    and upi_reference = $2 and courier = 'Blue Dart' and tracking_number = $3
    and invoice_number ~ '^FZ/[0-9]{2}-[0-9]{2}/[0-9]{6}$' and invoice_date = (now() at time zone 'Asia/Kolkata')::date`;
  expect(await count(kept, [number, UPI_REFERENCE, `BD-${number}`])).toBe(1);
  await showSection(admin, 'Payment History');
  await expect(main.getByRole('row').filter({ hasText: number })).toContainText(UPI_REFERENCE);
  await expectAccessible(admin);

  // The Dashboard's revenue and daily table, and the Reports' CSV, hold it.
  await showSection(admin, 'Dashboard');
  await expect(admin.getByRole('list', { name: 'Recent orders and product changes' })).toContainText(`Order ${number} placed`);
  await admin.getByText('Show the daily figures').click();
  const days = admin.getByRole('table', { name: 'Revenue and orders per day, last 30 days' });
  await expect(days.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toHaveText('0');
  // Three days ago, before any journey's order: that day's orders as the database counts them.
  const earlier = `select count(*) from public.orders where status <> 'Cancelled'
    and (placed_at at time zone 'Asia/Kolkata')::date = (now() at time zone 'Asia/Kolkata')::date - 3`;
  const threeDaysAgo = await count(earlier, []);
  expect(threeDaysAgo).toBeGreaterThan(20);
  await expect(days.getByRole('row').nth(4).getByRole('cell').nth(1)).toHaveText(String(threeDaysAgo));
  await showSection(admin, 'Reports');
  const today = indiaDate(Date.now());
  const range = admin.getByRole('group', { name: 'Date Range' });
  await range.getByLabel('From').fill(today);
  await range.getByLabel('To').fill(today);
  const [download] = await Promise.all([admin.waitForEvent('download'), range.getByRole('button', { name: 'Export' }).click()]);
  const csv = readFileSync(await download.path()).toString('utf8');
  expect(csv.split('\r\n').find((row) => row.startsWith(`${number},`))).toContain(`,Delivered,`);
  await expectAccessible(admin);
  expect(answers.length).toBeGreaterThan(10);
  expect(answers.filter((answer) => answer.bytes > 200 * 1024)).toEqual([]);
  await adminContext.close();

  // The shopper's order page shows the courier and the tracking number.
  await page.goto(`/order/${number}`);
  const status = page.getByRole('main').getByRole('region', { name: 'Order status' });
  await expect(status).toContainText(`Tracking numberBD-${number}`);
});
