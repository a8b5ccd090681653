import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, pageCaughtUp, pauseClock, test } from './fixtures';

/**
 * The page clock is paused, so nothing on the page moves on by itself: once the page has run what
 * `runFor` set off (a timer's change of state, rendered in a task React posts: pageCaughtUp), the
 * menu is as that time left it, and a check that it has NOT changed means something. Open is also
 * its state, not only its box: a menu closing stays on screen while its exit animation plays.
 */
async function expectOpen(menu: Locator, page: Page) {
  await pageCaughtUp(page);
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('data-state', 'open');
}

async function expectClosed(menu: Locator, page: Page) {
  await pageCaughtUp(page);
  await expect(menu).toBeHidden();
}

test.describe('header dropdowns @mouse', () => {
  test('open 200 ms after hovering and close 500 ms after leaving', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
    await pauseClock(page);
    const login = page.getByRole('button', { name: 'Login' });
    const menu = page.getByRole('menu');

    // The first hover also fetches the dropdown's code (real time): let it arrive and the menu open.
    await login.hover();
    await page.clock.runFor(200);
    await expect(page.getByRole('menuitem', { name: 'New Customer? Sign Up' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/login');
    await page.mouse.move(640, 700);
    await page.clock.runFor(500);
    await expect(menu).toBeHidden();

    // Now time it: hover, 199 ms, still closed; 1 ms more, open.
    await login.hover();
    await page.clock.runFor(199);
    await expectClosed(menu, page);
    await page.clock.runFor(1);
    await expect(menu).toBeVisible();

    // Leave: 499 ms, still open; 1 ms more, closed.
    await page.mouse.move(640, 700);
    await page.clock.runFor(499);
    await expectOpen(menu, page);
    await page.clock.runFor(1);
    await expect(menu).toBeHidden();

    // Back over the trigger before the 500 ms are up: it stays open.
    await login.hover();
    await page.clock.runFor(200);
    await expect(menu).toBeVisible();
    await page.mouse.move(640, 700);
    await page.clock.runFor(300);
    await login.hover();
    await page.clock.runFor(1000);
    await expectOpen(menu, page);

    await page.getByRole('button', { name: 'More' }).hover();
    await page.clock.runFor(200);
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
    await expect(menu).toHaveCount(1);
    // axe runs on timers: let time flow again.
    await page.clock.resume();
    await expectAccessible(page);
  });

  test('a click on the trigger of a menu the hover opened keeps it open; the next click closes it', async ({ page }) => {
    await page.goto('/');
    const more = page.getByRole('button', { name: 'More' });
    const chatSupport = page.getByRole('menuitem', { name: 'Chat Support' });
    await more.hover();
    await expect(chatSupport).toBeVisible();
    await more.click();
    await expectOpen(page.getByRole('menu'), page);
    await expect(chatSupport).toBeVisible();
    await more.click();
    await expect(chatSupport).toBeHidden();
    // Open by the click alone, it takes the shopper on.
    await more.click();
    await chatSupport.click();
    await expect(page).toHaveURL(/\/customer-care$/);
  });
});

test('header dropdowns work from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'More' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Chat Support' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Notification Preferences' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'More' })).toBeFocused();

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('menuitem', { name: 'Wishlist' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('an unknown path shows the 404 page with the path, logs an error, and leads back', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no-such-page', { exact: true })).toBeVisible();
  expect(consoleErrors.join('\n')).toContain('/no-such-page');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/missing');
  await page.getByRole('link', { name: 'Browse Products' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
});

test('a link opens the next page at its top; Back and a reload return to where the shopper was', async ({ page }) => {
  await page.goto('/');
  // A card of the last shelf, far down the page (built as it comes near the screen).
  await page.getByRole('heading', { name: 'Accessories', level: 2 }).scrollIntoViewIfNeeded();
  const shelfCard = page.getByRole('region', { name: 'Accessories' }).locator('a[href^="/product/"]').first();
  await shelfCard.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  const href = await shelfCard.getAttribute('href');
  const sameCard = page.getByRole('region', { name: 'Accessories' }).locator(`a[href="${href}"]`).first();

  await shelfCard.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back where the card was, though the shelves below the first screen are built again as they come near it.
  await page.goBack();
  await expect(sameCard).toBeInViewport();
  await page.reload();
  await expect(sameCard).toBeInViewport();
});

test('the skip link takes the keyboard to the content, wherever the page was scrolled before', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
  // A position noted for this entry, which a fragment link must not bring back.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('main')!.getBoundingClientRect().top))).toBe(0);
});
