import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { indiaDate } from '../src/domain/orders/india-time';
import { ADMIN, ASHA, expectToast, HASH_WAIT, logOutFromHeader, signInAsAsha, toastsGone } from './account-helpers';
import { openAdmin, openOrderDetails, showSection } from './admin-helpers';
import { expectNoHorizontalOverflow } from './browse-helpers';
import { catalogue, HOME, reachReview, seedCatalogueOnce, TEE_TITLE } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';

// The back office on the local backend: a shopper's UPI order with a promotion code, placed through
// the real checkout, found by the admin by phone, its payment confirmed, shipped with a tracking
// number and delivered; then Paid, on the Dashboard, in the report and its CSV; the shopper sees the
// tracking number. Saves screenshots to ADMIN_ORDERS_SCREENSHOTS
// (a folder) when it is set, to look at the layout.

const UPI_REFERENCE = '402611223344';
// Two tees at ₹299 less WELCOME20's 20% (₹119.60); delivery is free from ₹499 of goods only.
const DISCOUNT = '₹119.60';
const TOTAL = '₹478.40';
const TRACKING = 'DLV-7788990011';

async function picture(page: Page, name: string): Promise<void> {
  const folder = process.env.ADMIN_ORDERS_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('back office: a UPI order with a code is found by phone, its payment confirmed, shipped with a tracking number, delivered; Paid, on the Dashboard, in the report and its CSV; the shopper sees the tracking number', async ({ page }) => {
  // The journey end to end: a checkout, four sign-ins and eight axe scans. A limit, not a
  // measure: on a loaded two-core machine this has taken over two minutes.
  test.setTimeout(240_000);
  await seedCatalogueOnce(page, catalogue({ 1: { price: 299, stock: 10 } }));

  // The admin puts the spec's sample code on (it is seeded paused).
  await openAdmin(page);
  await showSection(page, 'Promotions');
  await page.getByRole('main').getByRole('button', { name: 'Resume WELCOME20' }).first().click();
  await expectToast(page, 'Success', 'WELCOME20 resumed');
  await page.goto('/');
  await logOutFromHeader(page, ADMIN.name);

  // Asha orders two tees by UPI with the code: 20% off her first order. Straight to the checkout
  // with Buy Now (the product page's and the cart's ways there have journeys of their own).
  await signInAsAsha(page, '/checkout?buy=1&size=M&qty=2');
  await reachReview(page, 'UPI');
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('region', { name: 'Order Total' })).toContainText(`Discount (WELCOME20)−${DISCOUNT}`);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  const number = page.url().match(/FZ\d{8}$/)![0];
  await page.goto('/');
  await logOutFromHeader(page, ASHA.name);

  // The admin finds it by the phone number: newest first, Processing, payment pending.
  await openAdmin(page);
  await showSection(page, 'Orders');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search orders' }).fill(HOME.mobile);
  await expect(main.getByText(/^Showing 1 to 1 of 1 orders$/)).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Asha Rao');
  await expect(row).toContainText('Payment pending');
  await expect(row).toContainText('Processing');
  await expectNoHorizontalOverflow(page);
  await toastsGone(page);
  await picture(page, 'orders');
  await expectAccessible(page);

  // Payment History, the payments to confirm: confirm the UPI payment with its 12-digit reference.
  await showSection(page, 'Payment History');
  await main.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'UPI' }).click();
  await expect(main.getByText(/^Showing 1 to 1 of 1 payments$/)).toBeVisible();
  const payment = main.getByRole('row').filter({ hasText: number });
  await expect(payment).toContainText(`TXN-${number}`);
  await expect(payment).toContainText('Payment pending');
  await payment.getByRole('button', { name: `Confirm payment for ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm payment for ${number}` });
  await confirm.getByRole('textbox', { name: /UPI reference number/ }).fill('12345');
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(confirm.getByText('The UPI reference number is 12 digits.')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('textbox', { name: /UPI reference number/ }).fill(UPI_REFERENCE);
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  await expectToast(page, 'Payment confirmed', `The UPI payment for order ${number} is marked Paid.`);
  await expect(confirm).toHaveCount(0);
  await expect(payment).toContainText(UPI_REFERENCE);
  await expect(payment).toContainText('Paid');

  // Orders: open it, ship it with the courier and tracking number.
  let details = await openOrderDetails(page, number, HOME.mobile);
  await expect(details).toContainText('Size M · Qty 2');
  await expect(details.getByRole('table', { name: `Status history of order ${number}` })).toContainText('Shopper');
  await expect(details.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);
  await toastsGone(page);
  await picture(page, 'order-details');
  await expectAccessible(page);
  await details.getByRole('combobox', { name: /Courier/ }).fill('Delhivery');
  await details.getByRole('textbox', { name: /Tracking number/ }).fill(TRACKING);
  await details.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expectToast(page, 'Order updated', `Order ${number} is now Shipped.`);
  await expect(details.getByText(TRACKING)).toBeVisible();

  // The packing slip prints alone.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await details.getByRole('button', { name: 'Print packing slip' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.packing-slip')).toBeVisible();
  await expect(page.locator('.packing-slip')).toContainText(number);
  await expect(page.locator('.packing-slip')).not.toContainText('₹');
  await expect(details).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await details.getByRole('button', { name: 'Mark as In Transit' }).click();
  await expectToast(page, 'Order updated', `Order ${number} is now In Transit.`);
  await page.keyboard.press('Escape');

  // Delivery lists it on its way, with the courier and tracking number.
  await showSection(page, 'Delivery');
  const onItsWay = main.getByRole('row').filter({ hasText: number });
  await expect(onItsWay).toContainText('Delhivery');
  await expect(onItsWay).toContainText(TRACKING);
  await expect(onItsWay).toContainText('In Transit');
  await expect(main.getByText('No delivery is overdue.')).toBeVisible();
  await expect(main.getByText(/^Showing 1 to 1 of 1 deliveries$/)).toBeVisible();
  await toastsGone(page);
  await picture(page, 'delivery');
  await expectAccessible(page);

  // Delivered: it leaves the Delivery board; Payment History still says Paid.
  details = await openOrderDetails(page, number, HOME.mobile);
  await details.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expectToast(page, 'Order updated', `Order ${number} is now Delivered.`);
  await expect(details.getByRole('table', { name: `Status history of order ${number}` }).getByRole('row')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await showSection(page, 'Delivery');
  await expect(main.getByText('No deliveries to track')).toBeVisible();
  await showSection(page, 'Payment History');
  await expect(main.getByRole('row').filter({ hasText: number })).toContainText('Paid');
  await toastsGone(page);
  await picture(page, 'payments');
  await expectAccessible(page);

  // The Dashboard: today's revenue and the chart's daily table hold it; Recent Activity lists it.
  await showSection(page, 'Dashboard');
  await expect(page.locator('.admin-figure').filter({ hasText: 'Revenue Today' })).toContainText(TOTAL);
  await expect(page.getByRole('list', { name: 'Recent orders and product changes' })).toContainText(`Order ${number} placed`);
  await expect(page.getByRole('img', { name: /^Revenue and orders per day from/ })).toBeVisible();
  await page.getByText('Show the daily figures').click();
  const todayRow = page.getByRole('table', { name: 'Revenue and orders per day, last 30 days' }).getByRole('row').nth(1);
  await expect(todayRow.getByRole('cell')).toHaveText([TOTAL, '1']);
  await expectNoHorizontalOverflow(page);
  await toastsGone(page);
  await expectAccessible(page);

  // Reports: today's summary, and the CSV the Export button downloads, read back.
  await showSection(page, 'Reports');
  const today = indiaDate(Date.now());
  const range = page.getByRole('group', { name: 'Date Range' });
  await range.getByLabel('From').fill(today);
  await range.getByLabel('To').fill(today);
  await expect(page.locator('.admin-figure').filter({ hasText: 'Revenue' })).toContainText(TOTAL);
  await expect(page.getByRole('table', { name: 'Top Products' })).toContainText(TEE_TITLE);
  await expect(page.getByRole('table', { name: 'GST Collected' })).toContainText('Total');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), range.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe(`fashion-zone-orders-${today}-to-${today}.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toMatch(/^Order Number,Placed \(India time\),Status,Customer,Phone,PIN Code,State,/);
  const line = rows.find((row) => row.includes(TEE_TITLE));
  expect(line).toContain(`${number},${today} `);
  expect(line).toContain(`,Delivered,Asha Rao,${HOME.mobile},${HOME.pinCode},${HOME.state},UPI,Paid,`);

  // The shopper's order page shows the courier and the tracking number.
  await page.goto('/');
  await logOutFromHeader(page, ADMIN.name);
  await signInAsAsha(page, `/order/${number}`);
  const status = page.getByRole('main').getByRole('region', { name: 'Order status' });
  await expect(status).toContainText('Delivered');
  await expect(status).toContainText(`Courier${'Delhivery'}`);
  await expect(status).toContainText(`Tracking number${TRACKING}`);
  await expect(page.getByRole('main').getByRole('region', { name: 'Payment' })).toContainText('Paid');
  await expectAccessible(page);
});
