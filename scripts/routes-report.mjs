// One report over every route of the spec (issue 24, item 7): serves the build, and for each route
// of scripts/lib/route-table.mjs (the admin's behind a signed-in admin) runs Lighthouse once (mobile,
// simulated slow 4G and 4× CPU, not calibrated: its figures are for reading, not gating) and axe at
// 390 and 1280 px, and checks that the page is the right one, fits the screen and logs no error.
// Each of the two Chromiums first runs Lighthouse on its routes (a cold first visit each), then
// visits them again one after another in one tab for the checks and the scans: each a first visit
// as far as the store's storage goes (cleared, or the admin's session alone), in a tab whose
// browser cache and compiled code stay warm from route to route.
// Writes reports/routes.json and reports/routes.md; fails on Lighthouse accessibility below 1.0, any
// serious or critical axe finding (the scans', or a Lighthouse audit that counts towards its score:
// its informative ones are listed), or a page that is not right.
//
// Env: ROUTES_PORT (default 4410), ROUTES_DIST (default dist), ROUTES_ONLY (comma-separated paths),
// CHROME_PATH (default Debian's headless shell, /usr/bin/chromium-headless-shell: the same Blink
// as the browser that the calibrated Lighthouse step uses, about 15% less time here).
import { fork, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import puppeteer from 'puppeteer-core';
import { holdStill } from './lib/hold-still.mjs';
import { lighthouseFindings, routeProblems, routesTable } from './lib/route-checks.mjs';
import { ROUTES } from './lib/route-table.mjs';
import { sessionSeed, writeSession } from './lib/stored-session.mjs';
import { waitForServer } from './lib/wait-for-server.mjs';

const port = Number(process.env.ROUTES_PORT || 4410);
const outDir = process.env.ROUTES_DIST || 'dist';
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
const base = `http://127.0.0.1:${port}`;
const only = process.env.ROUTES_ONLY?.split(',');
const routes = ROUTES.filter((route) => !only || only.includes(route.path));
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// Two Chromiums side by side on these 2-core machines: the figures are read, not gated.
const WORKERS = Number(process.env.ROUTES_WORKERS || 2);
const LIGHTHOUSE_NOTE = 'one run, mobile, simulated slow 4G and 4× CPU, not calibrated, two routes at a time';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// One run a route, with Lighthouse's quiet windows shortened from a second to a quarter or a half:
// the figures are simulated from the load's trace either way, and 36 routes at the default waits
// took about 8.5 s each here against 6 s. No full-page screenshot (a second a run, for the report's
// element pictures, which this table does not show).
const lighthouseConfig = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility'],
    // The route's state is set by this script (a fresh visit, or the admin signed in): Lighthouse must not clear it.
    disableStorageReset: true,
    // An unknown address (/no-such-page) is answered 404 with the Page Not Found page, which is measured like the rest.
    ignoreStatusCode: true,
    disableFullPageScreenshot: true,
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500,
    // The table shows the performance score and its metrics: the category's diagnostics (weight 0:
    // unused CSS and JavaScript, caching, main-thread breakdown…) are skipped, and with them their
    // gatherers (coverage of 600 KB of CSS, source maps): about 1.7 s of a run's 8 here.
    skipAudits: [
      'screenshot-thumbnails',
      'final-screenshot',
      'full-page-screenshot',
      ...defaultConfig.categories.performance.auditRefs.filter((ref) => ref.weight === 0).map((ref) => ref.id),
    ],
  },
};

// The local backend's admin (e2e/account-helpers.ts, ADMIN): the account named 'admin'.
const ADMIN = { name: 'admin', phone: '9000000001', password: 'adminpass' };
/** A document of the store's origin that runs none of its code: where storage is written between visits. */
const ORIGIN_PAGE = `${base}/robots.txt`;

/** A first visit: nothing stored, nothing cached (the init script answers the location prompt, which would cover the page). */
async function freshVisit(cdp) {
  await cdp.send('Network.clearBrowserCache');
  await clearStorage(cdp);
}

/** The origin's storage emptied (local storage, IndexedDB, cookies…); the browser's cache kept. */
async function clearStorage(cdp) {
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
}

/**
 * The admin signed in as a login through the form leaves them (scripts/lib/stored-session.mjs; the
 * login page itself is the browser tests' to test): written from a document of the origin.
 */
async function signInAdmin(page) {
  if (!page.url().startsWith(base)) await page.goto(ORIGIN_PAGE, { waitUntil: 'load' });
  await page.evaluate(writeSession, sessionSeed(ADMIN));
}

/** What the page shows: its h1s, title, the route's content, dollar signs, and whether it fits `width`. */
function observe(route) {
  const visible = (element) => element && element.getClientRects().length > 0;
  const main = document.querySelector('main') ?? document.body;
  const missing = [];
  const { h2, text, link } = route.content ?? {};
  if (h2 && ![...document.querySelectorAll('h2')].some((e) => e.textContent.trim() === h2 && visible(e))) missing.push(`the h2 "${h2}"`);
  if (text && !document.body.innerText.includes(text)) missing.push(`the text "${text}"`);
  if (link && ![...main.querySelectorAll('a')].some((a) => a.textContent.trim() === link[0] && a.getAttribute('href') === link[1])) missing.push(`the link "${link[0]}" to ${link[1]}`);
  return {
    h1: [...document.querySelectorAll('h1')].map((e) => e.textContent.trim()),
    title: document.title,
    missing,
    dollarsInMain: (main.innerText.match(/\$/g) ?? []).length,
    notFoundShown: [...document.querySelectorAll('h1')].some((e) => e.textContent.trim() === 'Page Not Found'),
    fits: document.documentElement.scrollWidth <= window.innerWidth,
  };
}

/**
 * axe (WCAG 2.0/2.1 A and AA, as the journeys' scans) of the page at rest: finite animations and
 * transitions are finished, those running and those that start during the scan, since axe reads a
 * half-faded element's blended colours (scripts/lib/hold-still.mjs).
 */
async function axeScan(page) {
  await page.evaluate(axeSource);
  const release = await page.evaluateHandle(holdStill, true);
  try {
    return await page.evaluate(async () => {
      const { violations } = await globalThis.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
      return violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    });
  } finally {
    await release.evaluate((stop) => stop());
    await release.dispose();
  }
}

// Widths only: Puppeteer reloads the page when isMobile or hasTouch change.
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** A tab that collects its console errors and answers the location prompt, which would cover the page. */
async function openTab(browser, consoleErrors) {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.evaluateOnNewDocument(() => {
    try {
      if (localStorage.getItem('locationAsked') === null) localStorage.setItem('locationAsked', 'true');
    } catch {
      // about:blank, where Lighthouse starts, has no storage (and no prompt).
    }
  });
  return { page, cdp: await page.createCDPSession() };
}

/** A route's Lighthouse run, in a tab of its own (Lighthouse leaves its tab emulated and instrumented), from a cold first visit. */
async function lighthouseRun(browser, route) {
  const { page, cdp } = await openTab(browser, []);
  try {
    await freshVisit(cdp);
    if (route.access === 'admin') {
      await signInAdmin(page);
      await cdp.send('Network.clearBrowserCache');
    }
    const { lhr } = await lighthouse(`${base}${route.path}`, { output: 'json', logLevel: 'error' }, lighthouseConfig, page);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${route.path}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await page.close();
  }
}

/**
 * The checks and the axe scans of a route, in `tab` (the shard's one tab for them): a first visit as
 * far as storage goes (cleared; for an admin's route, the admin's session alone), at 390 px, then
 * the same page widened to 1280 px.
 */
async function checkRoute({ page, cdp }, consoleErrors, route) {
  // sessionStorage belongs to the tab, not the origin's storage: emptied from the last route's page.
  if (page.url().startsWith(base)) await page.evaluate(() => sessionStorage.clear());
  await clearStorage(cdp);
  if (route.access === 'admin') await signInAdmin(page);
  consoleErrors.length = 0;
  await page.setViewport(WIDTHS[0]);
  await page.goto(`${base}${route.path}`, { waitUntil: 'load' });
  // A prerendered page shows before the app has hydrated it: scanned once it is the page a person uses.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), { timeout: 15_000 }).catch(() => undefined);
  await page.waitForFunction((h1) => [...document.querySelectorAll('h1')].some((e) => e.textContent.trim() === h1), { timeout: 15_000 }, route.h1).catch(() => undefined);
  const overflowAt = [];
  const findings = [];
  let observed;
  for (const viewport of WIDTHS) {
    await page.setViewport(viewport);
    observed = await page.evaluate(observe, route);
    if (!observed.fits) overflowAt.push(viewport.width);
    findings.push(...(await axeScan(page)).map((finding) => ({ ...finding, scan: `axe at ${viewport.width} px` })));
  }
  return { findings, observed: { ...observed, overflowAt, consoleErrors: [...consoleErrors] } };
}

/** A route's row of the report: its Lighthouse figures and findings, and its checks'. */
function rowOf(route, lhr, checked) {
  const { audits, categories } = lhr;
  return {
    path: route.path,
    performance: categories.performance.score,
    fcpMs: audits['first-contentful-paint'].numericValue ?? null,
    lcpMs: audits['largest-contentful-paint'].numericValue ?? null,
    tbtMs: audits['total-blocking-time'].numericValue ?? null,
    cls: audits['cumulative-layout-shift'].numericValue ?? null,
    accessibility: categories.accessibility.score,
    findings: [...lighthouseFindings(lhr), ...checked.findings],
    observed: checked.observed,
  };
}

/**
 * One Chromium over `shard`'s routes, in a process of its own (Lighthouse keeps global state):
 * Lighthouse on each, then the checks on each in one warm tab.
 */
async function runShard(shard) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const routesOf = shard.map((path) => ROUTES.find((r) => r.path === path));
    const lhrs = [];
    for (const route of routesOf) lhrs.push(await lighthouseRun(browser, route));
    const consoleErrors = [];
    const tab = await openTab(browser, consoleErrors);
    await tab.page.goto(ORIGIN_PAGE, { waitUntil: 'load' });
    for (const [i, route] of routesOf.entries()) {
      const row = rowOf(route, lhrs[i], await checkRoute(tab, consoleErrors, route));
      const problems = routeProblems(route, row.observed, row);
      process.send({ row: { ...row, problems } });
      console.log(`  ${route.path}: performance ${row.performance ?? '—'}, accessibility ${row.accessibility}, ${row.findings.length} axe finding(s)${problems.length ? `, ${problems.length} problem(s)` : ''}`);
    }
    await tab.page.close();
    await browser.disconnect();
  } finally {
    await chrome.kill();
  }
}

/** Runs the shards side by side, each in a child process of this script, and gathers their rows. */
async function runAll() {
  const shards = Array.from({ length: Math.min(WORKERS, routes.length) }, (_, i) => routes.filter((_, j) => j % WORKERS === i).map((r) => r.path));
  const rows = new Map();
  await Promise.all(
    shards.map(
      (shard) =>
        new Promise((resolve, reject) => {
          const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, ROUTES_SHARD: JSON.stringify(shard) } });
          child.on('message', ({ row }) => rows.set(row.path, row));
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a shard of the route report stopped with code ${code}`))));
        }),
    ),
  );
  return routes.map((route) => rows.get(route.path));
}

if (process.env.ROUTES_SHARD) {
  await runShard(JSON.parse(process.env.ROUTES_SHARD));
  process.exit(0);
}

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir], { stdio: 'ignore', detached: true });
const started = Date.now();
let rows;
try {
  await waitForServer(base);
  rows = await runAll();
} finally {
  process.kill(-server.pid);
}
const problems = rows.flatMap((row) => row.problems);
mkdirSync('reports', { recursive: true });
const table = routesTable(rows);
writeFileSync('reports/routes.json', JSON.stringify({ measured: new Date().toISOString(), lighthouse: LIGHTHOUSE_NOTE, routes: rows }, null, 2));
writeFileSync('reports/routes.md', `# Every route: Lighthouse (${LIGHTHOUSE_NOTE}) and axe at 390 and 1280 px\n\n${table}\n`);
console.log(`\n${table}\n\n${rows.length} routes in ${Math.round((Date.now() - started) / 1000)} s`);
if (problems.length > 0) {
  console.error(`The route report found ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
