import type { Page } from '@playwright/test';
import { indiaDateAfter } from '../src/domain/orders/india-time';
import type { ReturnRequest } from '../src/domain/returns/return-request';
import { ASHA, expectToast, signInAsAsha, toastsGone } from './account-helpers';
import { openAdmin, showSection } from './admin-helpers';
import { expectNoHorizontalOverflow } from './browse-helpers';
import { catalogue, seedCatalogueOnce } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { anOrder, HOUR, seedOrders } from './orders-helpers';

// A return's life in the local backend: the order delivered and the return asked for are put in
// storage (asking is returns.spec.ts's journey); the admin moves it on from the Returns section
// (its use case and the domain's machine), and the shopper reads each step on the order page.

const RETURN_REQUESTS_KEY = 'return-requests';
const [TEE, JEANS] = catalogue();
const placedAt = Date.now() - 3 * 24 * HOUR;
const ORDER = anOrder({ sequence: 1, lines: [{ product: TEE! }, { product: JEANS!, size: 'L' }], placedAt, status: 'Delivered' });

/** Asha's order, delivered two days ago, and her return of both its lines, asked a day later. */
async function seedReturn(page: Page): Promise<ReturnRequest> {
  const request: ReturnRequest = {
    id: 'RT00000001',
    orderNumber: ORDER.number,
    requestedAt: placedAt + 25 * HOUR,
    lines: ORDER.lines.map((line) => ({ productId: line.productId, size: line.size, quantity: 1, title: line.title })),
    reason: 'Size too small',
    comment: 'Both a size up, please',
    status: 'Requested',
    history: [{ status: 'Requested', at: placedAt + 25 * HOUR, by: 'shopper' }],
  };
  await seedCatalogueOnce(page, catalogue());
  await seedOrders(page, ASHA.phone, [ORDER]);
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('returns-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('returns-seeded', '1');
      }
    },
    [RETURN_REQUESTS_KEY, JSON.stringify({ sequence: 1, byOwner: { [ASHA.phone]: [request] } })] as const,
  );
  return request;
}

/** Sends the dialog's form named `form`, and waits for its toast saying where the return is now. */
async function sendMove(page: Page, form: string, toast: string, status: ReturnRequest['status']): Promise<void> {
  await page.getByRole('form', { name: form }).getByRole('button', { name: form }).click();
  await expectToast(page, toast, `Return RT00000001 is now ${status}.`);
}

test('returns desk: the admin finds a request, approves it, books the pickup, receives, inspects and refunds it; the shopper reads each step', async ({ page, consoleErrors }) => {
  test.slow();
  const request = await seedReturn(page);
  await openAdmin(page);
  await showSection(page, 'Returns');
  const counts = page.getByRole('list', { name: 'Returns by status' });
  await expect(counts).toContainText('Requested 1');
  await page.getByRole('searchbox', { name: 'Search returns' }).fill(request.id.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table')).toContainText(ORDER.number);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Open return ${request.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Return ${request.id}` });
  await expect(dialog).toContainText('Both a size up, please');
  await sendMove(page, 'Approve return', 'Return approved', 'Approved');

  // A pickup without a courier is refused in words; what was typed stays.
  const pickup = dialog.getByRole('form', { name: 'Book pickup' });
  await pickup.getByLabel('Tracking number').fill('DLV-123456');
  await pickup.getByRole('button', { name: 'Book pickup' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the courier’s name.');
  await expect(pickup.getByLabel('Tracking number')).toHaveValue('DLV-123456');
  await pickup.getByLabel('Courier').fill('Delhivery');
  await pickup.getByLabel('Pickup day').fill(indiaDateAfter(Date.now(), 1));
  await sendMove(page, 'Book pickup', 'Pickup booked', 'Pickup scheduled');
  await expect(dialog).toContainText('by Delhivery, tracking number DLV-123456');

  await sendMove(page, 'Mark as received', 'Return received', 'Received');
  const inspection = dialog.getByRole('form', { name: 'Save inspection' });
  await inspection.getByRole('radiogroup', { name: new RegExp(`^Verdict for ${TEE!.title}`) }).getByRole('radio', { name: 'Accepted', exact: true }).click();
  await inspection.getByRole('radiogroup', { name: new RegExp(`^Verdict for ${JEANS!.title}`) }).getByRole('radio', { name: 'Not accepted' }).click();
  await inspection.getByLabel('Why not').fill('Worn, tags removed');
  await toastsGone(page);
  await expectAccessible(page);
  await sendMove(page, 'Save inspection', 'Inspection saved', 'Inspected');
  await dialog.getByLabel('Refund reference (UTR or gateway ID)').fill('UTR-556677889900');
  await sendMove(page, 'Record refund', 'Refund recorded', 'Refunded');
  await expect(dialog.getByRole('list', { name: `History of return ${request.id}` }).getByRole('listitem')).toHaveCount(6);
  await expect(dialog.getByRole('form')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table')).toContainText('Refunded');

  await signInAsAsha(page, `/order/${ORDER.number}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('Refunded');
  // The tee alone was accepted: its ₹ price back, the delivery fee kept (a size, not the shop's fault).
  await expect(returns).toContainText(`Refunded ₹${TEE!.price.toLocaleString('en-IN')}, reference UTR-556677889900`);
  await expect(returns).toContainText('Not accepted: Worn, tags removed');
  await expect(returns.getByRole('button', { name: /^Cancel return/ })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await toastsGone(page);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});

test('returns desk: a shopper cancels a return before its pickup, and the item may be asked back again', async ({ page, consoleErrors }) => {
  const request = await seedReturn(page);
  await signInAsAsha(page, `/order/${ORDER.number}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('Requested');
  await returns.getByRole('button', { name: `Cancel return ${request.id}` }).click();
  await expectToast(page, 'Return cancelled', `Return ${request.id} is cancelled; the items stay with you.`);
  await expect(returns).toContainText('Cancelled');
  await expect(returns.getByRole('list', { name: `History of return ${request.id}` })).toContainText('Cancelled');
  await expect(returns.getByRole('button', { name: /^Cancel return/ })).toHaveCount(0);
  await toastsGone(page);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
