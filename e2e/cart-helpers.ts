import type { Page } from '@playwright/test';

/** On the product page: this size, this many, Add to Cart. */
export async function addToCart(page: Page, size: string, quantity: number): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('radiogroup', { name: /Size/ }).getByRole('radio', { name: size, exact: true }).click();
  await main.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await main.getByRole('button', { name: 'Add to Cart' }).click();
}

/** The header's Cart link, whatever its count. */
export const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

/** The cart page's Order Summary. */
export const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
