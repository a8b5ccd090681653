import AxeBuilder from '@axe-core/playwright';
import axeCore, { type AxeResults } from 'axe-core';
import { test as base, expect, type Browser, type Page, type Response } from '@playwright/test';
import { holdStill } from '../scripts/lib/hold-still.mjs';

/**
 * Fails on serious or critical axe violations (WCAG 2.0/2.1 A and AA) of what the page shows at rest.
 *
 * axe reads colours as they are at the moment of the scan: a toast fading in, a menu or dialog
 * opening, is half transparent, and its blended colours fail contrast that the same element passes
 * at rest. So the scan waits until the page's finite animations and CSS transitions have ended
 * (infinite ones, a spinner or a skeleton's pulse, never end and change no colour a check depends
 * on), and while it runs, any animation or transition that starts (a toast's time is up, the
 * carousel moves on) is finished at once: the scan sees each element as it comes to rest.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Finite animations and transitions that start during the scan are finished at once (scripts/lib/hold-still.mjs).
  const stillness = await page.evaluateHandle(holdStill, false);
  try {
    await expect
      .poll(() => runningAnimations(page), { message: 'animations and transitions to end before the axe scan', timeout: 10_000, intervals: [50] })
      .toEqual([]);
    const violations = await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  } finally {
    // A page that has navigated away took the listeners with it.
    await stillness.evaluate((release) => release()).catch(() => undefined);
    await stillness.dispose();
  }
}

/**
 * An axe scan of the page in axe's one-frame mode. The default mode runs each frame's part and then
 * opens a blank page in the context to merge them: a new page a scan, a second or more on these
 * machines, for frames this store never has (no iframe on any page). The rules are the same. Only
 * violations are reported in full: a selector and an HTML snippet for every node that passed is
 * most of a scan's work, and no test reads them.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * The violations of an axe scan of the whole page: axe's one-frame run with the given tags, only
 * violations reported, as `axe(page).withTags(tags).analyze()` runs it (the same call, rules and
 * options), but with axe's code put in the page once a document rather than twice a scan: AxeBuilder
 * evaluates its 500 KB source in analyze() and again in each frame on every scan, most of a scan's
 * time on these machines (and its frame injection gives up silently after a second). A page keeps it
 * until it navigates; the app's own navigations keep the document, and the next scan reuses it.
 */
async function axeViolations(page: Page, tags: string[]): Promise<AxeResults['violations']> {
  type WithAxe = { axe?: typeof axeCore };
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function'))) {
    await page.evaluate(axeCore.source);
    await page.evaluate(() => (window as WithAxe).axe!.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
  }
  return page.evaluate(
    async (values) => (await (window as WithAxe).axe!.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })).violations,
    tags,
  );
}

/**
 * The page's finite animations and transitions still running, described for the failure message.
 * Runs no timer in the page: a test may have paused the page's clock.
 */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const where = target ? `${target.tagName.toLowerCase()}${target.className && typeof target.className === 'string' ? `.${target.className.trim().split(/\s+/).join('.')}` : ''}` : 'no element';
        if (animation instanceof CSSTransition) return `transition of ${animation.transitionProperty} on ${where}`;
        if (animation instanceof CSSAnimation) return `animation ${animation.animationName} on ${where}`;
        return `script animation on ${where}`;
      }),
  );
}

/**
 * Installs a fake clock that stands still from before the page loads: only `runFor` and
 * `fastForward` move it, so what a test reads cannot drift however slow the machine is.
 * (Paused a minute ahead: the clock refuses to pause at a time it has passed, and it runs with
 * real time between the two calls. No page has a timer yet for the jump to fire.)
 */
export async function installStoppedClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

/**
 * Stops the page's installed fake clock about a second from now, for a test that needs real time
 * to pass first (a page whose work waits on timers). An installed clock also runs with real
 * time, so on a busy machine a second can slip in between `runFor` and the assertion after it.
 * The clock refuses to pause at a time it has passed: when the round trip took longer than the
 * second, the pause is asked again from the page's new now.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let margin = 1000; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past') || margin > 60_000) throw error;
    }
  }
}

/**
 * Resolves once the page has run the work queued before this call, for a check that something has
 * NOT happened, made once what would cause it has come about (a fake clock's timer has fired, the
 * code that would act has arrived): the page has carried it through by then. React renders a change
 * of state in a task it posts to a MessageChannel, as the app's own `nextTask` does, and a fake clock
 * holds no such task; each round here is one task after those already queued, and three carry a
 * change through a render, the effects it runs and the render those cause.
 */
export async function pageCaughtUp(page: Page, rounds = 3): Promise<void> {
  await page.evaluate(async (count) => {
    for (let round = 0; round < count; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    }
  }, rounds);
}

/**
 * For a test whose subject does not depend on the screen's width (a race between tabs, tampered
 * storage, what the page's head preloads, the order a sort gives): it runs at 1280 px only. The
 * phone project leaves it out, as it leaves out the @mouse tests; every journey runs at both widths.
 */
export const ANY_WIDTH = { tag: '@any-width' } as const;

/**
 * Resolves once the page's app has rendered its first page, or hydrated a prerendered one
 * (html[data-app-ready], src/ui/app/App.tsx); at once for a document without the app, or with a
 * page that says the store cannot open. A prerendered page shows before its JavaScript has started
 * (build/start-after-paint.ts), and a click before then does nothing, as for a person.
 */
export async function appReady(page: Page): Promise<void> {
  // Polled from here, not in the page: a test's fake clock stops the page's timers and frames.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready') || document.querySelector('#root > .configuration-problems') !== null,
        ),
      { message: 'the app to render or hydrate the page', timeout: 15_000, intervals: [25, 50, 100] },
    )
    .toBe(true);
}

/**
 * After each navigation of the page's own (goto, reload, back and forward), waits for appReady;
 * not for one asked to wait only for the response (`waitUntil: 'commit'`: a test that keeps the app
 * from starting).
 */
function waitForTheApp(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
        if (options?.waitUntil !== 'commit') await appReady(page);
        return response;
      },
    });
  }
}

/**
 * Every test fails on an uncaught page error; console errors are collected for tests to check.
 *
 * The location prompt opens a second after a first visit and would cover the page: every test
 * starts with it answered (`locationAsked` in localStorage, set before the page's scripts run,
 * unless a test has set it itself). A test of the prompt opts out with `test.use({ locationPrompt: true })`.
 */
export const test = base.extend<{ consoleErrors: string[]; locationPrompt: boolean }, { browser: Browser }>({
  // Every browser context, the test's own and those a test opens itself (a second shopper, an
  // admin beside them): each of their pages waits for the app after it navigates, unless the
  // context runs no JavaScript.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', waitForTheApp);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  locationPrompt: [false, { option: true }],
  context: async ({ context, locationPrompt, javaScriptEnabled }, use) => {
    // (The browser's newContext is not told of a test's javaScriptEnabled: it comes with the defaults.)
    if (javaScriptEnabled === false) context.off('page', waitForTheApp);
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
