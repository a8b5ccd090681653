// Full-page screenshots of the built app at 390 px and 1280 px in Debian's Chromium, for looking
// at what we built. Usage: node scripts/screenshots.mjs [path ...]  (default: the storefront pages)
// Needs a server: `npm run preview` (or SCREENSHOT_BASE=http://host:port). Writes reports/screenshots/.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.SCREENSHOT_BASE || 'http://127.0.0.1:4173';
const paths = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/categories/tshirts', '/product/1', '/search?q=shirt', '/deals', '/no-such-page'];
const widths = [390, 1280];
const out = 'reports/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 }, isMobile: width < 768, hasTouch: width < 768 });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path);
      // The page the app renders, or hydrates when it was prerendered (src/ui/app/App.tsx).
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready') || !document.getElementById('root'));
      // Lazy images below the fold: scroll through once, a frame at each step, so that each is asked for.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await frame();
        }
        window.scrollTo(0, 0);
      });
      // Sections off screen skip rendering (content-visibility: auto): show them all for the picture.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      // Every image loaded (or failed), then two frames drawn with them.
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
      console.log(`${out}/${name}-${width}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
