import type { Page } from '@playwright/test';
import type { Product } from '../src/domain/catalogue/product';
import type { DeliveryAddress } from '../src/domain/orders/address';
import { HOME } from '../tests/support/addresses';
import { SEED, stockedAt } from './browse-helpers';
import { expect } from './fixtures';

// What the local adapters keep (src/adapters/local): the catalogue under the spec's key, the orders
// and the saved addresses under ours.
export const CATALOGUE_KEY = 'product-storage';
export const ORDERS_KEY = 'orders';

export { HOME } from '../tests/support/addresses';

export const TEE_TITLE = 'Classic Crew Neck Cotton T-Shirt';

/**
 * The seed with each product's price as given (by id) and its `stock` left in each of its variants
 * (stockedAt): 50 in each unless given. The tests buy size M, so `stock: 1` is the last M.
 */
export function catalogue(changes: Readonly<Record<number, Partial<Product>>> = {}): Product[] {
  return SEED.map((product) => stockedAt({ ...product, ...changes[product.id] }, changes[product.id]?.stock ?? 50));
}

/** Puts `products` in the browser's catalogue before the first page runs, once per tab (what a sale takes off stays). */
export async function seedCatalogueOnce(page: Page, products: readonly Product[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('catalogue-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('catalogue-seeded', '1');
      }
    },
    [CATALOGUE_KEY, JSON.stringify({ state: { products }, version: 0 })] as const,
  );
}

/** Changes product `id` in the browser's catalogue, as another tab or the shop would; a `stock` is left in each of its variants. */
export async function changeStoredProduct(page: Page, id: number, change: Partial<Product>): Promise<void> {
  await page.evaluate(
    ([key, productId, patch]) => {
      const stored = JSON.parse(localStorage.getItem(key)!) as { state: { products: { id: number }[] } };
      type Stored = { id: number; variants: { stock: number }[] };
      const changed = (product: Stored) => {
        const next = { ...product, ...patch };
        return patch.stock === undefined ? next : { ...next, variants: product.variants.map((variant) => ({ ...variant, stock: patch.stock })) };
      };
      stored.state.products = (stored.state.products as Stored[]).map((product) => (product.id === productId ? changed(product) : product));
      localStorage.setItem(key, JSON.stringify(stored));
    },
    [CATALOGUE_KEY, id, change] as const,
  );
}

/** The orders the browser's order book holds for `phone`. */
export function storedOrders(page: Page, phone: string): Promise<{ number: string; lines: { productId: number; size: string; quantity: number }[]; payment: { method: string } }[]> {
  return page.evaluate(
    ([key, owner]) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { byOwner?: Record<string, never[]> }).byOwner?.[owner] ?? [],
    [ORDERS_KEY, phone] as const,
  );
}

/** The checkout's heading of the step shown. */
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** The step the list marks as current. */
export const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]');

/** Fills the new-address form as a shopper does, the state from its list. */
export async function fillAddress(page: Page, address: DeliveryAddress): Promise<void> {
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill(address.fullName);
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill(address.mobile);
  await form.getByRole('textbox', { name: 'Email' }).fill(address.email);
  await form.getByRole('textbox', { name: 'Address Line 1' }).fill(address.line1);
  await form.getByRole('textbox', { name: 'Address Line 2' }).fill(address.line2);
  await form.getByRole('textbox', { name: 'Landmark (optional)' }).fill(address.landmark);
  await form.getByRole('textbox', { name: 'City' }).fill(address.city);
  await form.getByRole('combobox', { name: 'State / Union Territory' }).click();
  await page.getByRole('option', { name: address.state, exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'State / Union Territory' })).toHaveText(address.state);
  await form.getByRole('textbox', { name: 'PIN Code' }).fill(address.pinCode);
}

/** From the address step (a new address) through the first delivery option offered and `payment` to the review. */
export async function reachReview(page: Page, payment: 'Cash on Delivery' | 'UPI', address: DeliveryAddress = HOME): Promise<void> {
  await expect(stepHeading(page, 'Delivery Address')).toBeVisible();
  await fillAddress(page, address);
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(stepHeading(page, 'Delivery Option')).toBeFocused();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(stepHeading(page, 'Payment Method')).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${payment}`) }).click();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(stepHeading(page, 'Review Your Order')).toBeFocused();
}

/**
 * Saves screenshots of the page's main part in reports/screenshots when CHECKOUT_SCREENSHOTS is set
 * (to look at the layout): in CSS pixels, one a screenful from its top.
 */
export async function screenshot(page: Page, step: string): Promise<void> {
  if (!process.env.CHECKOUT_SCREENSHOTS) return;
  const { width = 0, height = 0 } = page.viewportSize() ?? {};
  const main = await page.getByRole('main').boundingBox();
  if (!main) return;
  const top = main.y + (await page.evaluate(() => window.scrollY));
  for (let part = 0, y = top; y < top + main.height; part += 1, y += height) {
    await page.screenshot({ path: `reports/screenshots/checkout-${step}-${width}-${part + 1}.png`, fullPage: true, scale: 'css', clip: { x: 0, y, width, height: Math.min(height, top + main.height - y) } });
  }
}
