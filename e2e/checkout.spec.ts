import type { Page } from '@playwright/test';
import { ASHA, expectToast, HASH_WAIT, signInAsAsha, toastsGone, typeCode } from './account-helpers';
import { addToCart, cartLink, orderSummary } from './cart-helpers';
import {
  catalogue,
  changeStoredProduct,
  currentStep,
  fillAddress,
  HOME,
  reachReview,
  screenshot,
  seedCatalogueOnce,
  stepHeading,
  storedOrders,
  TEE_TITLE,
} from './checkout-helpers';
import { SEED } from './browse-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

const DRESS_TITLE = 'Floral Print Wrap Midi Dress';

/** Signs up through the sign-up page's three steps; the store starts the session. */
async function signUp(page: Page, name: string, phone: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await typeCode(page, '482913');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByLabel('Password').fill(`${name.toLowerCase()}-pass`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Successful', `Welcome to the store, ${name}!`, HASH_WAIT);
}

/** The items the review lists, as text. */
const reviewLines = (page: Page) => page.getByRole('list', { name: 'Items in your order' }).getByRole('listitem');
const orderTotal = (page: Page) => page.getByRole('region', { name: 'Order Total' });

test('checkout: a new shopper signs up, adds to the cart, checks out with a new address and cash on delivery, and lands on the confirmation', async ({ page, consoleErrors }) => {
  // A sign-up (PBKDF2), a cart and six axe scans.
  test.slow();
  await seedCatalogueOnce(page, catalogue({ 1: { price: 299, stock: 10 } }));
  await signUp(page, 'Meera', '9876543210');
  await page.goto('/product/1');
  await addToCart(page, 'M', 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await cartLink(page).click();
  await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expectToast(page, 'Proceeding to Checkout', 'Taking you to secure checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle('Checkout | Fashion Zone');

  // Address: every error at its field, the focus on the first.
  await expect(stepHeading(page, 'Delivery Address')).toBeVisible();
  await expect(currentStep(page)).toContainText('Address');
  await toastsGone(page);
  await expectAccessible(page);
  await screenshot(page, 'address');
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
  await expect(page.getByText('Enter a 10-digit mobile number')).toBeVisible();
  await expect(page.getByText('Choose your state or union territory')).toBeVisible();
  await expect(page.getByText('Enter a 6-digit PIN code')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'address-errors');
  await fillAddress(page, { ...HOME, pinCode: '110001' });
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(page.getByText('PIN code 110001 is in Delhi, not Karnataka')).toBeVisible();
  await page.getByRole('textbox', { name: 'PIN Code' }).fill(HOME.pinCode);
  await expect(page.getByRole('checkbox', { name: 'Save this address' })).toBeChecked();
  await page.getByRole('button', { name: 'Deliver to this address' }).click();

  // Delivery: the options with their fee and day; ₹598 is over the free-delivery threshold.
  await expect(stepHeading(page, 'Delivery Option')).toBeFocused();
  await expect(currentStep(page)).toContainText('Delivery');
  const standard = page.getByRole('radio', { name: /^Standard Delivery/ });
  await expect(standard).toBeChecked();
  await expect(standard).toContainText('Free');
  await expect(standard).toContainText(/Arrives by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}/);
  await expect(page.getByRole('radio', { name: /^Express Delivery/ })).toContainText('₹99');
  await expectAccessible(page);
  await screenshot(page, 'delivery');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // Payment: cash on delivery or UPI.
  await expect(stepHeading(page, 'Payment Method')).toBeFocused();
  await expect(page.getByRole('radio', { name: /^UPI/ })).toContainText('Pay in your UPI app once the order is placed.');
  await page.getByRole('radio', { name: /^Cash on Delivery/ }).click();
  await expectAccessible(page);
  await screenshot(page, 'payment');
  await page.getByRole('button', { name: 'Continue to Review' }).click();

  // Review: every line, the address, delivery, payment and the total in rupees.
  await expect(stepHeading(page, 'Review Your Order')).toBeFocused();
  await expect(reviewLines(page)).toHaveCount(1);
  await expect(reviewLines(page).first()).toContainText(TEE_TITLE);
  await expect(reviewLines(page).first()).toContainText('Size M · Qty 2 · ₹299 each');
  await expect(reviewLines(page).first()).toContainText('₹598');
  await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText('Bengaluru, Karnataka 560038');
  await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('Standard Delivery');
  await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText('Cash on Delivery');
  await expect(orderTotal(page)).toContainText('DeliveryFree');
  await expect(orderTotal(page)).toContainText('Total₹598');
  await expectAccessible(page);
  await screenshot(page, 'review');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  const [order] = await storedOrders(page, '9876543210');
  expect(page.url()).toContain(order!.number);
  expect(order!.lines).toMatchObject([{ productId: 1, size: 'M', quantity: 2 }]);
  expect(order!.payment.method).toBe('cod');
  expect(consoleErrors).toEqual([]);

  // Next time, the address is offered, chosen as the default.
  await page.goto('/checkout?buy=1&size=S&qty=1');
  const saved = page.getByRole('radiogroup', { name: 'Saved addresses' }).getByRole('radio');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toBeChecked();
  await expect(saved.first()).toContainText('Default');
  await expectAccessible(page);
  await screenshot(page, 'saved-addresses');
});

test('checkout: Buy Now buys that size and quantity with UPI and leaves the cart as it was', async ({ page }) => {
  await seedCatalogueOnce(page, catalogue());
  await signInAsAsha(page, '/product/1');
  await addToCart(page, 'S', 1);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/product/2');
  await page.getByRole('radiogroup', { name: /Size/ }).getByRole('radio', { name: 'L', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expectToast(page, 'Proceeding to Checkout', 'Taking you to secure checkout');
  await expect(page).toHaveURL(/\/checkout\?buy=2&size=L&qty=2$/);
  await reachReview(page, 'UPI');
  await expect(reviewLines(page)).toHaveCount(1);
  await expect(reviewLines(page).first()).toContainText(DRESS_TITLE);
  await expect(reviewLines(page).first()).toContainText('Size L · Qty 2');
  await toastsGone(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  const [order] = await storedOrders(page, ASHA.phone);
  expect(order!.lines).toMatchObject([{ productId: 2, size: 'L', quantity: 2 }]);
  expect(order!.payment.method).toBe('upi');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('checkout: a bad Buy Now link or an empty cart says so, with the way back', ANY_WIDTH, async ({ page }) => {
  await signInAsAsha(page, null);
  for (const quantity of ['abc', '0', '-1', '1e9']) {
    await page.goto(`/checkout?buy=1&size=M&qty=${quantity}`);
    await expect(page.getByRole('heading', { name: 'This checkout link is not valid' })).toBeVisible();
    await expect(page.getByText('The quantity must be a whole number from 1 to 10.')).toBeVisible();
  }
  await page.goto('/checkout?buy=999&size=XXXL&qty=1');
  await expect(page.getByText('Choose a size from S, M, L, XL or XXL.')).toBeVisible();
  await page.goto('/checkout?buy=999&size=M&qty=1');
  await expect(page.getByRole('heading', { name: 'Nothing to check out' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Nothing to check out' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  await expectAccessible(page);
});

test('checkout: cash on delivery is offered only up to ₹5,000, disabled above it with the reason', ANY_WIDTH, async ({ page }) => {
  await seedCatalogueOnce(page, catalogue({ 1: { price: 2999, stock: 10 } }));
  await signInAsAsha(page, '/checkout?buy=1&size=M&qty=2');
  await expect(stepHeading(page, 'Delivery Address')).toBeVisible();
  await fillAddress(page, HOME);
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(stepHeading(page, 'Payment Method')).toBeFocused();
  await expect(page.getByText('Your order total is ₹5,998.')).toBeVisible();
  const cod = page.getByRole('radio', { name: /^Cash on Delivery/ });
  await expect(cod).toBeDisabled();
  await expect(cod).toContainText('Cash on Delivery is available on orders up to ₹5,000');
  await expect(page.getByRole('radio', { name: /^UPI/ })).toBeChecked();
  await expectAccessible(page);
});

test('checkout: a line sold out and a line repriced before Place Order are refused by name; the rest is placed at the new price once confirmed again', ANY_WIDTH, async ({ page }) => {
  await seedCatalogueOnce(page, catalogue({ 1: { price: 299, stock: 5 }, 2: { price: 999, stock: 5 } }));
  await signInAsAsha(page, '/product/1');
  await addToCart(page, 'M', 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await page.goto('/product/2');
  await addToCart(page, 'L', 1);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await page.goto('/checkout');
  await reachReview(page, 'Cash on Delivery');
  await expect(reviewLines(page)).toHaveCount(2);

  // Sold out and repriced meanwhile (another shopper, the shop, another tab).
  await changeStoredProduct(page, 1, { stock: 0 });
  await changeStoredProduct(page, 2, { price: 1099 });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your order was not placed');
  await expect(alert.getByRole('listitem')).toHaveText([`${TEE_TITLE} (M) just sold out`, `${SEED.find((product) => product.id === 2)!.title} (L) now costs ₹1,099 (was ₹999)`]);
  await expect(reviewLines(page)).toHaveCount(1);
  await expect(page.getByText('1 item in your cart is sold out or no longer sold, and not in this order.')).toBeVisible();
  expect(await storedOrders(page, ASHA.phone)).toEqual([]);
  await toastsGone(page);
  await expectAccessible(page);
  await screenshot(page, 'refused');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  const [order] = await storedOrders(page, ASHA.phone);
  expect(order!.lines).toMatchObject([{ productId: 2, size: 'L', quantity: 1, unitPrice: 109_900 }]);
});

test('checkout: a double click on Place Order makes one order', ANY_WIDTH, async ({ page }) => {
  await seedCatalogueOnce(page, catalogue());
  // A page of the store before the checkout in this tab's history: Back returns to it.
  await signInAsAsha(page);
  await page.goto('/checkout?buy=3&size=M&qty=1');
  await reachReview(page, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Place Order' }).dblclick();
  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/, HASH_WAIT);
  expect(await storedOrders(page, ASHA.phone)).toHaveLength(1);
  // The confirmation replaced the checkout in the history: Back does not bring its form again.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/checkout/);
  expect(await storedOrders(page, ASHA.phone)).toHaveLength(1);
});
