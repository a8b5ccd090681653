// Lighthouse (mobile, Debian's Chromium) on the pages listed in budgets.json, against the built app
// served by `vite preview`. Each page is measured RUNS times and the median is kept, because one
// run on a busy two-core machine is noisy. Fails when a median misses its budget.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')).lighthouse;
const port = Number(process.env.LIGHTHOUSE_PORT || 4400);
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
const outDir = process.env.LIGHTHOUSE_DIST || 'dist';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForServer(url, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir], {
  stdio: 'ignore',
  detached: true, // its own process group, so that stopping it stops vite too (npx forks)
});
let failed = false;
const report = {};
try {
  await waitForServer(base);
  for (const [path, page] of Object.entries(budgets.pages)) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
      try {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const { categories, audits } = result.lhr;
        samples.push({
          performance: categories.performance.score,
          accessibility: categories.accessibility.score,
          bestPractices: categories['best-practices'].score,
          seo: categories.seo.score,
          lcpMs: audits['largest-contentful-paint'].numericValue,
          tbtMs: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
    const summary = Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));
    report[path] = { median: summary, samples };
    const ok = summary.performance >= page.minPerformance && summary.accessibility >= budgets.minAccessibility && summary.cls <= budgets.maxCls;
    const target = summary.performance >= budgets.targetPerformance ? 'meets' : 'below';
    failed ||= !ok;
    console.log(
      `${path}: performance ${summary.performance.toFixed(2)} (runs ${samples.map((s) => s.performance.toFixed(2)).join(' ')}), ` +
        `accessibility ${summary.accessibility.toFixed(2)}, best practices ${summary.bestPractices.toFixed(2)}, SEO ${summary.seo.toFixed(2)}, ` +
        `LCP ${Math.round(summary.lcpMs)} ms, TBT ${Math.round(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)}: ` +
        `${ok ? 'within budget' : 'MISSES THE BUDGET'} (performance ≥ ${page.minPerformance}), ${target} the target ${budgets.targetPerformance}`,
    );
  }
} finally {
  process.kill(-server.pid);
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse.json', JSON.stringify(report, null, 2));
if (failed) {
  console.error(`Lighthouse budget missed (budgets.json: each page's minPerformance, accessibility ≥ ${budgets.minAccessibility}, CLS ≤ ${budgets.maxCls}).`);
  process.exit(1);
}
