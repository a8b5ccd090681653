// Lighthouse (mobile, Debian's Chromium) on the pages listed in budgets.json, against the built app
// served by `vite preview`, with the CPU slowdown calibrated to this host run by run.
//
// Each run gathers the page once (Lighthouse measures the host's benchmarkIndex at the start of the
// gather), derives the CPU slowdown from that index (scripts/lib/cpu-calibration.mjs), then audits
// the same gather with it. Because the index and the trace come from the same moment, a busy or a
// slow machine lowers both together and the simulated phone stays the same.
//
// Gates (budgets.json, "lighthouse"): the deterministic figures on every run — accessibility,
// CLS, request count and bytes of the page load — and the median calibrated performance score
// against each page's floor. The target is printed beside every score.
//
// Env: LIGHTHOUSE_RUNS (default budgets.lighthouse.runs), LIGHTHOUSE_PORT, LIGHTHOUSE_DIST,
// LIGHTHOUSE_PAGES (comma-separated subset), LIGHTHOUSE_OUT (report file), LIGHTHOUSE_HOST_SLOWDOWN
// (see below), CHROME_PATH.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { cpuSlowdownFor } from './lib/cpu-calibration.mjs';
import { checkFloorRatios, checkRun, floorRatios, median, medianOf } from './lib/lighthouse-gates.mjs';
import { floorPath, writeStaticFloors } from './lib/static-floors.mjs';
import { waitForServer } from './lib/wait-for-server.mjs';

// Gathering and auditing are separate steps in Lighthouse's runner (its -G/-A modes); the node API
// joins them, so the script calls the two halves itself to set the multiplier between them.
// Pinned with lighthouse 12.8: if an upgrade moves these modules, this import fails loudly.
const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
const { Runner } = await import('lighthouse/core/runner.js');
const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
const puppeteer = (await import('puppeteer-core')).default;
const constants = await import('lighthouse/core/config/constants.js');

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')).lighthouse;
const port = Number(process.env.LIGHTHOUSE_PORT || 4400);
const runs = Number(process.env.LIGHTHOUSE_RUNS || budgets.runs);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
const outDir = process.env.LIGHTHOUSE_DIST || 'dist';
const reportFile = process.env.LIGHTHOUSE_OUT || 'reports/lighthouse.json';
const pages = Object.entries(budgets.pages).filter(([path]) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(path));

const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// The performance category's diagnostics and insights (weight 0: unused CSS and JavaScript, the
// back/forward cache, caching, main-thread breakdown…) count towards no score and this script reads
// none but the three below; skipped, their gatherers are too (coverage of the CSS and JavaScript
// during the load, a navigation away and back for the back/forward cache). An audit another category
// counts (the viewport, SEO's) stays. The load, its trace and its requests are gathered as before.
const READ_DIAGNOSTICS = new Set(['resource-summary', 'long-tasks', 'largest-contentful-paint-element']);
const scoredElsewhere = new Set(['accessibility', 'best-practices', 'seo'].flatMap((id) => defaultConfig.categories[id].auditRefs.map((ref) => ref.id)));
const unreadDiagnostics = defaultConfig.categories.performance.auditRefs.filter((ref) => ref.weight === 0 && !scoredElsewhere.has(ref.id) && !READ_DIAGNOSTICS.has(ref.id)).map((ref) => ref.id);
// No full-page screenshot: it takes a second a run and only pictures elements in Lighthouse's HTML report.
const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], disableFullPageScreenshot: true, skipAudits: unreadDiagnostics };

// For showing that the calibration holds on a slower host: LIGHTHOUSE_HOST_SLOWDOWN=2 slows this
// host's renderer with Chromium's own CPU throttling, during the load and during the benchmark
// alike, before the calibrated audit (which is simulated as usual). The scores should not move.
const hostSlowdown = Number(process.env.LIGHTHOUSE_HOST_SLOWDOWN || 1);
const gatherFlags =
  hostSlowdown === 1
    ? flags
    : {
        ...flags,
        throttlingMethod: 'devtools',
        // CPU only: the network stays as in a simulated run (no request-level throttling).
        throttling: { ...constants.throttling.mobileSlow4G, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0, cpuSlowdownMultiplier: hostSlowdown },
      };

/** Lighthouse's own benchmark (one second of string and array work), run in a blank tab. */
async function benchmarkIndexes(chromePort, count) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (hostSlowdown !== 1) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: hostSlowdown });
    const indexes = [];
    for (let i = 0; i < count; i++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    return indexes;
  } finally {
    await browser.disconnect();
  }
}

/**
 * One calibrated run: gather, read the host's index, audit with the multiplier it implies.
 * Lighthouse measures the index once, in one second just before the load; a shared machine's speed
 * moves within seconds, so the run takes the median of that and more taken right after the load.
 */
async function calibratedRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags: { ...gatherFlags, port: chrome.port } });
    // Lighthouse's own index is taken before its throttling starts: with a slowed host, only ours count.
    const indexes = [...(hostSlowdown === 1 ? [artifacts.BenchmarkIndex] : []), ...(await benchmarkIndexes(chrome.port, hostSlowdown === 1 ? 4 : 5))].map(Math.round);
    const benchmarkIndex = Math.round(median(indexes));
    const { multiplier, clamped } = cpuSlowdownFor(benchmarkIndex);
    const settings = runnerOptions.resolvedConfig.settings; // the same object as artifacts.settings
    settings.throttlingMethod = 'simulate';
    settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: multiplier };
    // A fresh cache: nothing computed with the gather-time settings may be reused.
    const result = await Runner.audit(artifacts, { resolvedConfig: runnerOptions.resolvedConfig, computedCache: new Map() });
    return { ...summarise(result.lhr, { benchmarkIndex, multiplier, clamped }), benchmarkIndexes: indexes };
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr, calibration) {
  const { categories, audits } = lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  const resources = audits['resource-summary'].details.items;
  const total = resources.find((r) => r.resourceType === 'total');
  return {
    ...calibration,
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories['best-practices'].score,
    seo: categories.seo.score,
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: audits['cumulative-layout-shift'].numericValue,
    requests: total.requestCount,
    transferKiB: Math.round((total.transferSize / 1024) * 10) / 10,
    ...lcpElement(audits['largest-contentful-paint-element']),
    // Lighthouse's simulated long tasks of the load (≥ 50 ms on the emulated phone), by script.
    longTasks: (audits['long-tasks'].details?.items ?? []).map((t) => ({ url: shortUrl(t.url), startMs: Math.round(t.startTime), durationMs: Math.round(t.duration) })),
  };
}

/** Which element was the LCP, and how its time splits (TTFB, load delay, load time, render delay): where a slow LCP comes from. */
function lcpElement(audit) {
  const [element, phases] = audit?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  return {
    lcpElement: node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : 'unknown',
    lcpPhases: Object.fromEntries((phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)])),
  };
}

/** A run's LCP element and its phases, as printed under the run. */
const lcpLine = ({ lcpElement, lcpPhases }) => `    LCP: ${lcpElement}; ${Object.entries(lcpPhases).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ')}`;

const shortUrl = (url) => (typeof url === 'string' ? url.replace(base, '') : String(url));
const fixed = (n, digits = 2) => n.toFixed(digits);

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir], {
  stdio: 'ignore',
  detached: true, // its own process group, so that stopping it stops vite too (npx forks)
});
const report = { budgets, pages: {} };
const problems = [];
try {
  await waitForServer(base);
  await writeStaticFloors({ base, outDir, paths: pages.map(([path]) => path), chromePath });
  for (const [path, page] of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const sample = await calibratedRun(`${base}${path}`);
      samples.push(sample);
      problems.push(...checkRun(path, sample, page, budgets).map((p) => `run ${i + 1}: ${p}`));
      console.log(
        `  ${path} run ${i + 1}: benchmarkIndex ${sample.benchmarkIndex} (${sample.benchmarkIndexes.join(', ')}), CPU ×${fixed(sample.multiplier)}${sample.clamped ? ' (clamped)' : ''} → ` +
          `performance ${fixed(sample.performance)}, FCP ${sample.fcpMs} ms, LCP ${sample.lcpMs} ms, TBT ${sample.tbtMs} ms, ${sample.requests} requests, ${sample.transferKiB} KiB`,
      );
      console.log(lcpLine(sample));
    }
    // The floor once, right after the page's runs: a page of HTML and CSS alone, its simulated
    // paints moved by 2% across three runs at CPU ×3.7 to ×4.4, where the page's own moved by 10%.
    const floor = await calibratedRun(`${base}${floorPath(path)}`);
    console.log(`  ${path} its floor: benchmarkIndex ${floor.benchmarkIndex}, CPU ×${fixed(floor.multiplier)} → performance ${fixed(floor.performance)}, FCP ${floor.fcpMs} ms, LCP ${floor.lcpMs} ms`);
    console.log(lcpLine(floor));
    const summary = medianOf(samples);
    const ratios = floorRatios(summary, floor);
    problems.push(...checkFloorRatios(path, ratios, page));
    report.pages[path] = { median: summary, floor, ratios, samples };
    console.log(
      `${path}: FCP ${fixed(ratios.fcp)}× its floor (budget ${page.maxFcpOverFloor}×), LCP ${fixed(ratios.lcp)}× (budget ${page.maxLcpOverFloor}×); ` +
        `performance ${fixed(summary.performance)} (floor page ${fixed(floor.performance)}; target ${budgets.targetPerformance}; runs ${samples.map((s) => fixed(s.performance)).join(' ')}), ` +
        `benchmarkIndex ${summary.benchmarkIndex}, CPU ×${fixed(summary.multiplier)}, accessibility ${fixed(summary.accessibility)}, best practices ${fixed(summary.bestPractices)}, SEO ${fixed(summary.seo)}, ` +
        `FCP ${summary.fcpMs} ms, LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${fixed(summary.cls, 3)}, ${summary.requests} requests, ${summary.transferKiB} KiB`,
    );
    const longest = samples.reduce((a, b) => (b.tbtMs < a.tbtMs ? a : b)); // the run that blocked most
    for (const t of longest.longTasks) console.log(`    long task (emulated phone) ${String(t.durationMs).padStart(5)} ms at ${t.startMs} ms  ${t.url}`);
  }
} finally {
  process.kill(-server.pid);
}
mkdirSync(dirname(reportFile), { recursive: true });
writeFileSync(reportFile, JSON.stringify(report, null, 2));
if (problems.length > 0) {
  console.error(`Lighthouse budgets missed (budgets.json, "lighthouse"):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
