import type { Page } from '@playwright/test';
import { signInAsAsha } from './account-helpers';
import { addToCart } from './cart-helpers';
import { fillAddress, HOME, stepHeading } from './checkout-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

// A phone's screen in either project: the subject is the 390 px layout (tagged to run once).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const CHAT_BUTTON = { name: 'Chat with customer support' } as const;

/**
 * The controls, prices and totals in the page's main part (below the sticky header) that the chat
 * button's box overlaps, at each scroll position from the top to the end of the page, half a screen
 * at a time: none is the answer. (A floating button at the bottom right covered a size, a total.)
 */
async function coveredByChatButton(page: Page): Promise<string[]> {
  await expect(page.getByRole('button', CHAT_BUTTON)).toBeVisible();
  return page.evaluate(async () => {
    const chat = document.querySelector<HTMLElement>('[aria-label="Chat with customer support"]')!;
    const covered = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.scrollTo(0, 0);
    await frame();
    for (;;) {
      const button = chat.getBoundingClientRect();
      // What has scrolled beneath the sticky header is under the header as a whole, as on any page.
      const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
      const targets = document.querySelectorAll<HTMLElement>('main :is(a, button, input, select, textarea, [role="radio"], [role="combobox"], [data-price], .price, [class*="total"])');
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.top < headerBottom) continue;
        const overlaps = box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top;
        if (overlaps) covered.add((target.getAttribute('aria-label') ?? target.textContent ?? target.tagName).trim().slice(0, 40));
      }
      const at = window.scrollY;
      window.scrollTo(0, at + window.innerHeight / 2);
      await frame();
      if (window.scrollY <= at) break;
    }
    window.scrollTo(0, 0);
    return [...covered];
  });
}

/** The header's controls narrower or lower than 44 px (WCAG's target size). */
function smallHeaderTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header :is(a, button, input)')]
      .filter((element) => element.offsetParent !== null)
      // A text field's box is its target: a press anywhere on it focuses the input inside.
      .map((element) => ({ element, box: (element.closest('.header-search__field') ?? element).getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ element, box }) => `${element.getAttribute('aria-label') ?? element.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

test('on a phone the chat button sits in the header and covers no control, price or total: product page, cart, each checkout step', ANY_WIDTH, async ({ page }) => {
  // A login, a cart and four steps, each scrolled through: 50 s on a machine with other work.
  test.slow();
  await signInAsAsha(page, '/product/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = (await page.locator('header').boundingBox())!;
  const chat = (await page.getByRole('button', CHAT_BUTTON).boundingBox())!;
  expect(chat.y + chat.height).toBeLessThanOrEqual(header.y + header.height);
  expect(await smallHeaderTargets(page)).toEqual([]);
  expect(await coveredByChatButton(page)).toEqual([]);

  await addToCart(page, 'L', 2);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  expect(await coveredByChatButton(page)).toEqual([]);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(stepHeading(page, 'Delivery Address')).toBeVisible();
  expect(await coveredByChatButton(page)).toEqual([]);
  await fillAddress(page, HOME);
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(stepHeading(page, 'Delivery Option')).toBeFocused();
  expect(await coveredByChatButton(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(stepHeading(page, 'Payment Method')).toBeFocused();
  expect(await coveredByChatButton(page)).toEqual([]);
  await page.getByRole('radio', { name: /^Cash on Delivery/ }).click();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(stepHeading(page, 'Review Your Order')).toBeFocused();
  expect(await coveredByChatButton(page)).toEqual([]);
  await expectAccessible(page);
});

test('on a phone the chat opens from the header as a bottom drawer; the header keeps 44 px targets logged out too', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', CHAT_BUTTON)).toBeVisible();
  expect(await smallHeaderTargets(page)).toEqual([]);
  await page.getByRole('button', CHAT_BUTTON).click();
  const chat = page.getByRole('dialog', { name: 'Customer Support' });
  await expect(chat).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', CHAT_BUTTON)).toBeFocused();
});

test('on a phone a store name of the longest length ends in an ellipsis: the menus and the cart stay on the screen', ANY_WIDTH, async ({ page }) => {
  // 40 characters (MAX_STORE_NAME_LENGTH), as General Settings allows. A name that pushed the cart
  // off the side made the page scroll sideways, and an open list's option could not be reached.
  const storeName = 'Style Hub Outlet and Factory Store Mumba';
  await page.addInitScript((name) => localStorage.setItem('storeSettings', JSON.stringify({ storeName: name, holdMinutes: 30 })), storeName);
  await page.goto('/returns');
  const logo = page.getByRole('link', { name: `${storeName} home` });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((link) => link.scrollWidth > link.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'More' })).toBeInViewport();
});
