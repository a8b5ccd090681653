import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatRupees } from '../src/domain/money';
import { indiaDate } from '../src/domain/orders/india-time';
import { toRupees } from '../src/domain/orders/paise';
import { ASHA, expectToast, HASH_WAIT, logOutFromHeader, toastsGone } from './account-helpers';
import { openAdmin, showSection } from './admin-helpers';
import { expectNoHorizontalOverflow } from './browse-helpers';
import { catalogue, logInAsAsha, ORDERS_KEY, reachReview, seedCatalogueOnce, TEE_TITLE } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';

// A shopper's order, placed through the real checkout (local backend), seen by the admin on the
// Dashboard (Revenue Today, the chart's table) and in Reports (the summary, and the CSV the Export
// button downloads, read back here).

/** The order the browser's book holds for Asha: its number and total (paise). */
async function placedOrder(page: Page): Promise<{ number: string; total: number }> {
  return page.evaluate(([key, phone]) => {
    const book = JSON.parse(localStorage.getItem(key) ?? '{}') as { byOwner?: Record<string, { number: string; totals: { total: number } }[]> };
    const [order] = book.byOwner?.[phone] ?? [];
    return { number: order!.number, total: order!.totals.total };
  }, [ORDERS_KEY, ASHA.phone] as const);
}

test('reports: an order placed at the checkout is in Revenue Today, the chart, the report and its CSV export', async ({ page }) => {
  // A checkout, two logins and two axe scans.
  test.slow();
  await seedCatalogueOnce(page, catalogue({ 1: { price: 299, stock: 10 } }));
  await logInAsAsha(page);
  await page.goto('/product/1');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expectToast(page, 'Proceeding to Checkout', 'Taking you to secure checkout');
  await reachReview(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  const order = await placedOrder(page);
  const total = formatRupees(toRupees(order.total));
  const today = indiaDate(Date.now());
  await page.goto('/');
  await logOutFromHeader(page, ASHA.name);

  await openAdmin(page);
  await showSection(page, 'Dashboard');
  const revenueToday = page.locator('.admin-figure').filter({ hasText: 'Revenue Today' });
  await expect(revenueToday).toContainText(total);
  await expect(revenueToday).toContainText('From 1 order today');
  await expect(page.getByRole('list', { name: 'Recent orders and product changes' })).toContainText(`Order ${order.number} placed`);
  await expect(page.getByRole('img', { name: /^Revenue and orders per day from/ })).toBeVisible();
  await page.getByText('Show the daily figures').click();
  const days = page.getByRole('table', { name: 'Revenue and orders per day, last 30 days' });
  const todayRow = days.getByRole('row').nth(1);
  await expect(todayRow.getByRole('rowheader')).toHaveText(new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${today}T00:00:00Z`)));
  await expect(todayRow.getByRole('cell')).toHaveText([total, '1']);
  await expectNoHorizontalOverflow(page);
  await toastsGone(page);
  await expectAccessible(page);

  await showSection(page, 'Reports');
  const range = page.getByRole('group', { name: 'Date Range' });
  await range.getByLabel('From').fill(today);
  await range.getByLabel('To').fill(today);
  const figures = page.locator('.admin-figure');
  await expect(figures.filter({ hasText: 'Revenue' })).toContainText(total);
  await expect(figures.filter({ hasText: /^Orders/ })).toContainText('1');
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
  expect(line).toContain(`${order.number},${today} `);
  expect(line).toContain(',Processing,Asha Rao,9876543210,560038,Karnataka,Cash on Delivery,Pay on delivery,');
});
