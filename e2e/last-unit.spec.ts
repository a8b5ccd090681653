import { storedStock } from './orders-helpers';
import { catalogue, reachReview, seedCatalogueOnce, stepHeading, storedOrders, TEE_TITLE } from './checkout-helpers';
import { ASHA, signInAsAsha } from './account-helpers';
import { expect, test, ANY_WIDTH } from './fixtures';

// The local backend's last unit across tabs (README, Orders): two tabs of one browser reach Place
// Order for the only tee left, and press it at once. The cross-tab lock lets one place at a time,
// and the second reads the stock the first left, through IndexedDB's revision of the order record.
test('two tabs buying the last unit: exactly one order is placed, the other tab is told it just sold out', ANY_WIDTH, async ({ page, context }) => {
  // Two checkouts to their review, one after the other: 30 s on a quiet machine, 45 s on a busy one.
  test.slow();
  await seedCatalogueOnce(page, catalogue({ 1: { price: 299, stock: 1 } }));
  await signInAsAsha(page, null);
  const other = await context.newPage();
  await page.goto('/checkout?buy=1&size=M&qty=1');
  await reachReview(page, 'Cash on Delivery');
  // The first tab saved the address: the second delivers to it.
  await other.goto('/checkout?buy=1&size=M&qty=1');
  await expect(stepHeading(other, 'Delivery Address')).toBeVisible();
  await other.getByRole('button', { name: 'Deliver to this address' }).click();
  await other.getByRole('button', { name: 'Continue to Payment' }).click();
  await other.getByRole('radio', { name: /^Cash on Delivery/ }).click();
  await other.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(stepHeading(other, 'Review Your Order')).toBeFocused();

  await Promise.all([page, other].map((tab) => tab.getByRole('button', { name: 'Place Order' }).click()));

  const placed = (tab: typeof page) => tab.waitForURL(/\/order-placed\/FZ\d{8}$/, { timeout: 15_000 }).then(() => tab);
  const winner = await Promise.any([placed(page), placed(other)]);
  const loser = winner === page ? other : page;
  await expect(loser.getByRole('alert')).toContainText(`${TEE_TITLE} (M) just sold out`);
  await expect(loser).toHaveURL(/\/checkout\?buy=1/);

  expect(await storedOrders(page, ASHA.phone)).toHaveLength(1);
  expect(await storedStock(page, 1, 'M')).toBe(0);
});
