import type { Page } from '@playwright/test';
import { cartLink } from './cart-helpers';
import { ANY_WIDTH, expect, pauseClock, test } from './fixtures';

// The spec's toast constants (sonner's defaults): 4000 ms on screen, at most 3 shown, 356 px wide,
// 14 px apart, 200 ms to close. Toasts are raised as a shopper does: Add to Cart, logged in.

async function openProductLoggedIn(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('currentUser', '{"phone":"9876543210","name":"Asha"}');
  });
  // Without motion a toast is at once opaque or transparent, so what it shows is what time says.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pauseClock(page);
  // Pointer and focus off the toasts (hovering or focusing them holds them open).
  await page.mouse.move(1, 1);
}

const toastsOf = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

/**
 * Add to Cart, and the 1 ms in which sonner shows the toast. The clock is paused: sonner schedules
 * the toast at the page time the add ends, and it shows (and its 4000 ms start) at the start of
 * the next 1 ms. So the 1 ms runs once the add has ended, as the header's cart count and the button
 * enabled again say (an add still on its way when it ran left its toast waiting for time that
 * never came).
 */
async function addToCart(page: Page) {
  const count = await toastsOf(page).count();
  const button = page.getByRole('button', { name: 'Add to Cart' });
  // Disabled while the previous add is on its way: a press then is lost.
  await expect(button).toBeEnabled();
  await button.press('Enter');
  await expect(cartLink(page)).toHaveAccessibleName(count + 1 === 1 ? 'Cart, 1 item' : `Cart, ${count + 1} items`);
  // Enabled again: the view model raises the toast in the step that ends the add.
  await expect(button).toBeEnabled();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
  await page.clock.runFor(1);
  await expect(toastsOf(page)).toHaveCount(count + 1);
}

/** How many toasts a shopper can see (sonner makes the others transparent). */
async function shownToasts(page: Page): Promise<number> {
  const opacities = await toastsOf(page).evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
  return opacities.filter((opacity) => opacity !== '0').length;
}

test('a toast shows for 4000 ms, then takes 200 ms to close', ANY_WIDTH, async ({ page }) => {
  await openProductLoggedIn(page);
  await addToCart(page);
  const toast = toastsOf(page).filter({ hasText: 'Added to Cart' });
  await expect(toast).toContainText('Product has been added to your cart');
  await expect(toast).toHaveCSS('opacity', '1');

  // Raised at the start of addToCart's 1 ms: 3999 ms after it, still there; at 4000 ms, closing.
  await page.clock.runFor(3998);
  await expect(toast).toHaveCSS('opacity', '1');
  await page.clock.runFor(1);
  // Closing: transparent at once, gone 200 ms later.
  await expect(toast).toHaveCSS('opacity', '0');
  await page.clock.runFor(199);
  await expect(toast).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
});

test('at most 3 toasts show at once, each 356 px wide (a phone: its width less 16 px a side)', async ({ page }) => {
  await openProductLoggedIn(page);
  for (let i = 1; i <= 4; i++) await addToCart(page);
  await expect(toastsOf(page)).toHaveCount(4);
  await expect.poll(() => shownToasts(page)).toBe(3);

  const width = page.viewportSize()!.width;
  const expected = width > 600 ? 356 : width - 32;
  // Laid-out widths: the toasts stacked behind the front one are drawn scaled down.
  expect(await toastsOf(page).evaluateAll((items) => items.map((item) => (item as HTMLElement).offsetWidth))).toEqual([
    expected,
    expected,
    expected,
    expected,
  ]);
});

test('hovering the toasts spreads them 14 px apart and holds them open @mouse', async ({ page }) => {
  await openProductLoggedIn(page);
  for (let i = 1; i <= 3; i++) await addToCart(page);
  await toastsOf(page).first().hover();
  await page.clock.runFor(10_000);
  await expect(toastsOf(page)).toHaveCount(3);

  // Spread out: each toast 14 px above the one before it.
  await expect
    .poll(async () => {
      const boxes = await toastsOf(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
      return boxes.slice(1).map((box, i) => Math.round(boxes[i]!.top - box.bottom));
    })
    .toEqual([14, 14]);

  await page.mouse.move(1, 1);
  await page.clock.runFor(4200);
  await expect(toastsOf(page)).toHaveCount(0);
});
