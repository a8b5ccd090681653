import type { Page } from '@playwright/test';
import { ASHA, expectToast, signInAsAsha, toastsGone } from './account-helpers';
import { expectNoHorizontalOverflow, SEED, stockedAt } from './browse-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';
import { anOrder, ASHA_OFFICE, HOUR, orderList, seedCatalogue, seedOrders, storedStock } from './orders-helpers';

// The shopper's orders as the local backend keeps them, seeded in the browser's storage in the
// order book's own shape (e2e/orders-helpers.ts) until the checkout places them.

const TEE = SEED.find((product) => product.id === 1)!;
const JEANS = SEED.find((product) => product.category === 'jeans')!;
const HOODIE = SEED.find((product) => product.category === 'hoodies')!;

/** The seed with plenty of everything, and the tee sold out (its last two went into order 1). */
const CATALOGUE = SEED.map((product) => stockedAt(product, product.id === TEE.id ? 0 : 50));

const isWide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;

test('orders: a visitor is asked to log in; the shopper sees their orders newest first under the status tabs, each opening its page', async ({ page }) => {
  const now = Date.now();
  const orders = [
    anOrder({ sequence: 1, lines: [{ product: TEE, quantity: 2 }], placedAt: now - 5 * 24 * HOUR, status: 'Delivered' }),
    anOrder({ sequence: 2, lines: [{ product: JEANS }], placedAt: now - 3 * 24 * HOUR, status: 'In Transit' }),
    anOrder({ sequence: 3, lines: [{ product: HOODIE }], placedAt: now - 2 * 24 * HOUR, status: 'Cancelled' }),
    // Within the UPI payment hold (30 minutes): an older unconfirmed one is cancelled by the read.
    anOrder({ sequence: 4, lines: [{ product: JEANS }, { product: HOODIE, size: 'L' }], placedAt: now - 10 * 60_000, payment: 'upi' }),
  ];
  await seedCatalogue(page, CATALOGUE);
  await seedOrders(page, ASHA.phone, orders);

  await page.goto('/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab')).toHaveCount(5);
  await expect(main.getByRole('heading', { name: 'Log in to see your orders' })).toBeVisible();
  await expect(main.getByText('No orders yet')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);

  await signInAsAsha(page, '/orders');
  const cards = orderList(page).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('link')).toHaveText(['Order FZ00000004', 'Order FZ00000003', 'Order FZ00000002', 'Order FZ00000001']);
  await expect(cards.first()).toContainText('2 items');
  await expect(cards.first()).toContainText(`${JEANS.title} and 1 more`);
  await expect(cards.first()).toContainText('UPI · Payment pending');
  await expect(cards.nth(1)).toContainText('Cancelled');
  await expect(cards.nth(2)).toContainText('In Transit');
  await expect(cards.nth(3)).toContainText('Delivered');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await main.getByRole('tab', { name: 'Shipped' }).click();
  await expect(orderList(page, 'Shipped orders').getByRole('link')).toHaveText(['Order FZ00000002']);
  await main.getByRole('tab', { name: 'Processing' }).click();
  await expect(orderList(page, 'Processing orders').getByRole('link')).toHaveText(['Order FZ00000004']);
  await main.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(orderList(page, 'Cancelled orders').getByRole('link')).toHaveText(['Order FZ00000003']);
  await main.getByRole('tab', { name: 'Delivered' }).click();
  const delivered = orderList(page, 'Delivered orders').getByRole('listitem');
  await expect(delivered).toHaveCount(1);
  await expectAccessible(page);

  // A tap anywhere on the card opens the order.
  await delivered.click({ position: { x: 30, y: 30 } });
  await expect(page).toHaveURL(/\/order\/FZ00000001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order FZ00000001' })).toBeVisible();
  // Delivered: no cancel, but help.
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/customer-care');
});

test('order page: the lines, totals and history; Cancel order asks why, puts the stock back and hides Help', async ({ page }) => {
  await seedCatalogue(page, CATALOGUE);
  await seedOrders(page, ASHA.phone, [anOrder({ sequence: 1, lines: [{ product: TEE, quantity: 2 }, { product: JEANS, size: 'L' }], placedAt: Date.now() - HOUR })]);
  await signInAsAsha(page, `/product/${TEE.id}`);
  await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();

  await page.goto('/order/FZ00000001');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order FZ00000001' })).toBeVisible();
  const items = main.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('link', { name: TEE.title })).toHaveAttribute('href', `/product/${TEE.id}`);
  await expect(items.getByRole('listitem').first()).toContainText('Size M · Qty 2');
  const summary = main.getByRole('region', { name: 'Order Summary' });
  const total = 2 * TEE.price + JEANS.price;
  await expect(summary).toContainText(`Total${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(total)}`);
  await expect(main.getByRole('region', { name: 'Payment' })).toContainText('Cash on DeliveryPay on delivery');
  await expect(main.getByRole('region', { name: 'Order status' })).toContainText('Processing');
  await expect(main.getByRole('link', { name: 'View tax invoice' })).toHaveAttribute('href', '/invoice/FZ00000001');
  await expect(main.getByRole('link', { name: 'Help' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await main.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order FZ00000001?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog.getByText('Tell us why you are cancelling')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).click();
  await dialog.getByRole('textbox', { name: 'Your reason' }).fill('Bought the same tee in a shop nearby');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();

  await expectToast(page, 'Order Cancelled', 'Order FZ00000001 is cancelled. Nothing is due for it.');
  await expect(dialog).toHaveCount(0);
  await expect(main.locator('[data-status="Cancelled"]').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Order status' })).toContainText('Reason: Bought the same tee in a shop nearby');
  await expect(main.getByRole('region', { name: 'Payment' })).toContainText('Nothing to pay');
  await expect(main.getByRole('link', { name: 'Help' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'View tax invoice' })).toHaveCount(0);
  expect(await storedStock(page, TEE.id)).toBe(2);
  expect(await storedStock(page, JEANS.id, 'L')).toBe(51);
  await toastsGone(page);
  await expectAccessible(page);

  // The tee is on sale again, and the order stays cancelled after a reload.
  await page.goto(`/product/${TEE.id}`);
  await expect(page.getByText('Low Stock', { exact: true })).toBeVisible();
  await page.goto('/order/FZ00000001');
  await expect(main.locator('[data-status="Cancelled"]').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Help' })).toHaveCount(0);
  await page.goto('/invoice/FZ00000001');
  await expect(main.getByRole('heading', { name: 'No invoice for a cancelled order' })).toBeVisible();
});

test('UPI: the confirmation and the order page say Payment pending with Pay with UPI app, and its QR code on a wide screen only', async ({ page }) => {
  await seedCatalogue(page, CATALOGUE);
  await seedOrders(page, ASHA.phone, [anOrder({ sequence: 7, lines: [{ product: JEANS }], payment: 'upi', placedAt: Date.now() - 60_000 })]);
  await signInAsAsha(page, '/order-placed/FZ00000007');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
  await expect(main).toContainText('FZ00000007');
  const pending = main.getByRole('region', { name: 'Payment pending' });
  const pay = pending.getByRole('link', { name: 'Pay with UPI app' });
  await expect(pay).toBeVisible();
  await expect(pay).toHaveAttribute('href', new RegExp(`^upi://pay\\?pa=fashionzone%40okaxis&pn=Fashion%20Zone&tr=FZ00000007&tn=[^&]+&am=${JEANS.price}\\.00&cu=INR$`));
  const qr = pending.getByRole('img', { name: /^QR code to pay/ });
  if (isWide(page)) await expect(qr).toBeVisible();
  else await expect(qr).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'View order details' })).toHaveAttribute('href', '/order/FZ00000007');
  await expect(main.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await main.getByRole('link', { name: 'View order details' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Order FZ00000007' })).toBeVisible();
  const payment = main.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('UPIPayment pending');
  await expect(payment.getByRole('link', { name: 'Pay with UPI app' })).toBeVisible();
  if (isWide(page)) await expect(payment.getByRole('img', { name: /^QR code to pay/ })).toBeVisible();
  else await expect(payment.getByRole('img')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test('invoice: the GST tax invoice of an order, with IGST outside Karnataka; on paper, the invoice alone', async ({ page }) => {
  await seedCatalogue(page, CATALOGUE);
  // Shipped: its tax invoice was issued at dispatch.
  await seedOrders(page, ASHA.phone, [anOrder({ sequence: 3, lines: [{ product: JEANS }, { product: HOODIE, quantity: 2 }], address: ASHA_OFFICE, status: 'Shipped' })]);
  await signInAsAsha(page, '/order/FZ00000003');
  await page.getByRole('link', { name: 'View tax invoice' }).click();
  await expect(page).toHaveURL(/\/invoice\/FZ00000003$/);

  const invoice = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(invoice.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
  await expect(invoice).toContainText('Fashion Zone Retail Pvt. Ltd.');
  await expect(invoice).toContainText('GSTIN: 29AABCF1234K1ZP');
  await expect(invoice).toContainText(/FZ\/\d\d-\d\d\/000003/);
  await expect(invoice).toContainText('Place of supplyHaryana (06)');
  if (isWide(page)) {
    const table = invoice.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['#', 'Description', 'HSN', 'Qty', 'Unit price', 'Taxable value', 'IGST', 'Amount']);
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(2)).toContainText(`${HOODIE.title} (Size M)`);
  } else {
    // A phone: the lines as a list, every column of each line readable without scrolling sideways.
    await expect(invoice.getByRole('table')).toBeHidden();
    const lines = invoice.getByRole('list', { name: 'Invoice lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText(`2. ${HOODIE.title} (Size M)`);
    await expect(lines.nth(1)).toContainText(/HSN6110Quantity2Unit price.*Taxable value.*IGST @ \d+%.*Amount/);
  }
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // On paper: the invoice alone, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(invoice).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.site-header')).toBeVisible();

  // The Print button opens the browser's print dialog.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test('invoice: a normal order prints on one A4 page', ANY_WIDTH, async ({ page }) => {
  await seedCatalogue(page, CATALOGUE);
  await seedOrders(page, ASHA.phone, [anOrder({ sequence: 1, lines: [{ product: JEANS }, { product: HOODIE, quantity: 2 }, { product: TEE, size: 'XL' }], status: 'Delivered' })]);
  await signInAsAsha(page, '/invoice/FZ00000001');
  await expect(page.getByRole('article', { name: 'Tax Invoice' }).getByRole('table').getByRole('row')).toHaveCount(5);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});
