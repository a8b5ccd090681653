// The static floor of a page: the page as the app renders it, saved as HTML with its CSS and
// images and no JavaScript — what a prerendered page could reach. Lighthouse measures each page
// beside its floor in the same run, so that a gate compares two figures of one moment on one
// machine (issue 24's measure), never a score against a fixed number.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

/** Where a page's floor is served from, under the same origin and assets as the app. */
export const floorPath = (path) => `/__floor${path === '/' ? '' : path}/index.html`;

/**
 * Renders each page once in Chromium (Lighthouse's mobile screen, the location prompt answered, as a
 * returning visitor sees it) and writes its DOM without scripts or module preloads into outDir.
 */
export async function writeStaticFloors({ base, outDir, paths, chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await context.addInitScript(() => globalThis.localStorage.setItem('locationAsked', 'true'));
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
      const html = await page.evaluate(() => {
        for (const element of globalThis.document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
        return `<!doctype html>\n${globalThis.document.documentElement.outerHTML}`;
      });
      const file = join(outDir, floorPath(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
