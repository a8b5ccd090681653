import type { Page } from '@playwright/test';
import { ADMIN, signIn } from './account-helpers';
import { ANY_WIDTH, expect, expectAccessible, installStoppedClock, pageCaughtUp, test } from './fixtures';

// These tests start as a first visit: the location prompt has not been answered.
test.use({ locationPrompt: true });

const prompt = (page: Page) => page.getByRole('alertdialog', { name: 'Enable Location Access' });
const stored = (page: Page) =>
  page.evaluate(() => ({ asked: localStorage.getItem('locationAsked'), location: localStorage.getItem('userLocation') }));

/**
 * What the prompt's code read when it asked whether the prompt was answered (`locationAsked`): it
 * asks once it is due and here (LocationPromptService.shouldAsk); nothing else reads that key.
 * Recorded by the init script below, in this document.
 */
const answersRead = (page: Page) => page.evaluate(() => [...(window as unknown as { locationAskedReads: (string | null)[] }).locationAskedReads]);

/** The widgets' code (the prompt's with the chat's button and the toaster): with it here, a prompt that is due opens within a few tasks. */
const chatButton = (page: Page) => page.getByRole('button', { name: 'Chat with customer support' });

/**
 * The prompt, due, has asked and read that it was answered ('true'), and the page has carried that
 * through: it stays shut. (Rather than a second or two of real time, after which a slow machine had
 * not always got that far.)
 */
async function expectKeptShut(page: Page): Promise<void> {
  await expect.poll(() => answersRead(page), { message: 'the prompt to ask whether it was answered' }).not.toEqual([]);
  expect(new Set(await answersRead(page))).toEqual(new Set(['true']));
  await pageCaughtUp(page);
  await expect(prompt(page)).toHaveCount(0);
}

test.describe('location prompt', () => {
  test.beforeEach(async ({ page }) => {
    // Notes each read of `locationAsked` and what it found (answersRead), passing the value on untouched.
    await page.addInitScript(() => {
      const reads: (string | null)[] = [];
      Object.defineProperty(window, 'locationAskedReads', { value: reads });
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        const value = getItem.call(this, key);
        if (key === 'locationAsked') reads.push(value);
        return value;
      };
    });
  });

  test('opens one second after the first load, not before', async ({ page }) => {
    await installStoppedClock(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
    await page.clock.runFor(900);
    // The widgets' code has come (the page went idle within those 900 ms): a prompt due by now would be opening.
    await expect(chatButton(page)).toBeVisible();
    await pageCaughtUp(page);
    expect(await answersRead(page)).toEqual([]);
    await expect(prompt(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(prompt(page)).toBeVisible();
  });

  test('the page behind it takes no click while it is open', async ({ page }) => {
    await page.goto('/product/1');
    await expect(prompt(page)).toBeVisible();
    // Hidden from the accessibility tree while the prompt is open, so asked for with includeHidden.
    const logo = await page.getByRole('link', { name: 'Fashion Zone home', includeHidden: true }).boundingBox();
    await page.mouse.click(logo!.x + logo!.width / 2, logo!.y + logo!.height / 2);
    await expect(prompt(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/product/1');
  });

  // Radix puts pointer-events: none and a scroll-lock variable on <body>; inherited by every
  // element, each restyled the whole page, the longest task of a first visit (src/ui/app/modal-layers.css).
  test('opening it restyles the prompt, not the page behind it', ANY_WIDTH, async ({ page, browser }) => {
    await installStoppedClock(page);
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The stylesheets have applied (the critical CSS leaves with the last one): a full restyle of their own.
    await expect(page.locator('#critical-css')).toHaveCount(0);
    await page.clock.runFor(900);
    const pageElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await page.clock.runFor(200);
    await expect(prompt(page)).toBeVisible();
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; args?: { elementCount?: number } }[];
    };
    const restyles = trace.traceEvents.filter((event) => event.name === 'UpdateLayoutTree').map((event) => event.args?.elementCount ?? 0);
    expect(restyles.length).toBeGreaterThan(0);
    expect(Math.max(...restyles)).toBeLessThan(pageElements / 4);
  });

  // Focusing restyles what it lands in: in the opening's task it made that task about 50 ms longer at 4× CPU.
  test('focus lands on Skip for Now, in a task after the one that opens it', async ({ page }) => {
    await page.addInitScript(() => {
      // Where focus was when the prompt entered the page: read at the end of the task that added it.
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[role="alertdialog"]')) return;
        document.documentElement.dataset.focusAtOpening = document.activeElement?.closest('[role="alertdialog"]') ? 'in the prompt' : 'outside it';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/product/1');
    await expect(prompt(page).getByRole('button', { name: 'Skip for Now' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-focus-at-opening', 'outside it');
  });

  test('Allow with the permission granted: keeps {latitude, longitude}, says so, and never comes back', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.9716, longitude: 77.5946 });
    await page.goto('/');
    await expect(prompt(page)).toBeVisible();
    await expectAccessible(page);
    await prompt(page).getByRole('button', { name: 'Allow Location Access' }).click();
    await expect(prompt(page)).toBeHidden();
    await expect(page.getByText('Location Access Granted')).toBeVisible();
    const { asked, location } = await stored(page);
    expect(asked).toBe('true');
    expect(JSON.parse(location!)).toEqual({ latitude: 12.9716, longitude: 77.5946 });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'T-shirts', level: 2 })).toBeVisible();
    await expectKeptShut(page);
  });

  test('Allow with the permission denied: says how to change it, keeps no location', ANY_WIDTH, async ({ page }) => {
    // No permission granted: headless Chromium refuses geolocation.
    await page.goto('/');
    await prompt(page).getByRole('button', { name: 'Allow Location Access' }).click();
    await expect(prompt(page)).toBeHidden();
    await expect(page.getByText('Location access denied')).toBeVisible();
    await expect(page.getByText('You can change this in your browser settings.')).toBeVisible();
    expect(await stored(page)).toEqual({ asked: 'true', location: null });
  });

  test('Allow in a browser without geolocation: says it is not supported', ANY_WIDTH, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'geolocation', { configurable: true, get: () => undefined });
    });
    await page.goto('/');
    await prompt(page).getByRole('button', { name: 'Allow Location Access' }).click();
    await expect(page.getByText('Geolocation not supported')).toBeVisible();
    await expect(page.getByText("Your browser doesn't support location services.")).toBeVisible();
    expect(await stored(page)).toEqual({ asked: 'true', location: null });
  });

  test('Skip for Now: says it was skipped and never comes back', async ({ page }) => {
    await page.goto('/');
    await prompt(page).getByRole('button', { name: 'Skip for Now' }).click();
    await expect(prompt(page)).toBeHidden();
    await expect(page.getByText('Location access skipped')).toBeVisible();
    expect(await stored(page)).toEqual({ asked: 'true', location: null });
    await page.goto('/deals');
    await expectKeptShut(page);
  });

  for (const path of ['/login', '/signin']) {
    test(`never covers ${path}; opens on the first storefront page after it`, ANY_WIDTH, async ({ page }) => {
      await installStoppedClock(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Due (a second after the first load), and its code here with the chat's button: on any other page it would be opening.
      await page.clock.runFor(1100);
      await expect(chatButton(page)).toBeVisible();
      await pageCaughtUp(page);
      expect(await answersRead(page)).toEqual([]);
      await expect(prompt(page)).toHaveCount(0);
      await page.getByRole('link', { name: /Back to Store|home/i }).first().click();
      await expect(prompt(page)).toBeVisible();
    });
  }

  test('never covers the admin area, even when the shopper came from the store before the prompt was due', ANY_WIDTH, async ({ page }) => {
    await installStoppedClock(page);
    await signIn(page, ADMIN);
    // On the store, not yet due, its code here with the chat's button.
    await page.clock.runFor(900);
    await expect(chatButton(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Account and shopping' }).getByRole('link', { name: 'Admin Panel' }).click();
    // The store's page (and the prompt's timer with its widgets) has gone: the click's navigation is
    // rendered in a task of its own, and a clock moved on before then ran the timer on the store.
    await expect(chatButton(page)).toHaveCount(0);
    // Well past the prompt's second: were it counting in the admin area, it would be opening.
    await page.clock.runFor(1100);
    // The admin area's code can arrive after that second, and React then shows it on a timer of its
    // own, which the stopped clock runs only when moved on: moved on until the page is there.
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 10_000 });
    await pageCaughtUp(page);
    expect(await answersRead(page)).toEqual([]);
    await expect(prompt(page)).toHaveCount(0);
  });
});
