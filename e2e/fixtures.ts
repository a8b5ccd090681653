import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails on serious or critical axe violations (WCAG 2.0/2.1 A and AA) of what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Stops the page's installed fake clock a second from now. An installed clock also runs with real
 * time, so on a busy machine a second can slip in between `runFor` and the assertion after it.
 * (The second covers the round trip: the clock refuses to pause at a time it has passed.)
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Every test fails on an uncaught page error; console errors are collected for tests to check.
 *
 * The location prompt opens a second after a first visit and would cover the page: every test
 * starts with it answered (`locationAsked` in localStorage, set before the page's scripts run,
 * unless a test has set it itself). A test of the prompt opts out with `test.use({ locationPrompt: true })`.
 */
export const test = base.extend<{ consoleErrors: string[]; locationPrompt: boolean }>({
  locationPrompt: [false, { option: true }],
  context: async ({ context, locationPrompt }, use) => {
    if (!locationPrompt) {
      await context.addInitScript(() => {
        try {
          if (window.localStorage.getItem('locationAsked') === null) window.localStorage.setItem('locationAsked', 'true');
        } catch {
          // A page without storage (about:blank) has no prompt either.
        }
      });
    }
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(errors);
    expect(pageErrors).toEqual([]);
  },
});

export { expect };
