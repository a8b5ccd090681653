// The long tasks of each page of budgets.json ("lighthouse.pages"), unthrottled, and what runs in them.
// A report, not a gate: it fails only when it cannot measure (no build, no browser, no trace).
//
// Builds the app with source maps into dist-profile/, serves it with `vite preview`, loads each page
// PROFILE_RUNS times (default 3) in Debian's Chromium — a fresh context, mobile-sized (412×823, as
// Lighthouse's mobile), no CPU or network throttling — with a Chromium trace and the browser's own
// longtask observer, then attributes each long task (scripts/lib/trace-long-tasks.mjs) to npm
// packages and project files (self time) and to the project's functions (inclusive time), with their
// original names from the source maps. Prints the median run of each page (by total long-task time)
// and writes every run to reports/long-tasks.json.
//
// Env: PROFILE_RUNS, PROFILE_PORT (default 4401), PROFILE_PAGES (comma-separated subset),
// PROFILE_OUT (report file), PROFILE_SKIP_BUILD=1 (reuse dist-profile/), PROFILE_KEEP_TRACES=1 (also
// write each raw trace to reports/traces/, for chrome://tracing or the DevTools Performance panel),
// CHROME_PATH.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { LONG_TASK_MS, longTasksOf } from './lib/trace-long-tasks.mjs';
import { waitForServer } from './lib/wait-for-server.mjs';

const outDir = 'dist-profile';
const port = Number(process.env.PROFILE_PORT || 4401);
const runs = Number(process.env.PROFILE_RUNS || 3);
const reportFile = process.env.PROFILE_OUT || 'reports/long-tasks.json';
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const base = `http://127.0.0.1:${port}`;
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')).lighthouse;
const pages = Object.keys(budgets.pages).filter((path) => !process.env.PROFILE_PAGES || process.env.PROFILE_PAGES.split(',').includes(path));

const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'toplevel'];
// Lighthouse's mobile screen (a Moto G Power), without its throttling.
const device = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const settleMs = 1500;

if (!process.env.PROFILE_SKIP_BUILD) {
  const started = Date.now();
  const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir'], { encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error(`vite build into ${outDir} failed (exit ${build.status})`);
  }
  console.log(`built ${outDir}/ with source maps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Minified frame → original { source, line, name }, from dist-profile/assets/*.js.map. */
function sourceMapper() {
  const maps = new Map();
  const cache = new Map();
  const mapOf = (url) => {
    const file = join(outDir, new URL(url).pathname);
    if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? { map: new TraceMap(readFileSync(`${file}.map`, 'utf8')), dir: dirname(file), lines: new Map() } : null);
    return maps.get(file);
  };
  return (frame) => {
    if (!frame.url?.startsWith(base)) return null;
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    if (!cache.has(key)) {
      const entry = mapOf(frame.url);
      // callFrame positions are 0-based; trace-mapping takes 1-based lines and 0-based columns.
      const pos = entry && originalPositionFor(entry.map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      cache.set(key, pos?.source ? { source: relative('.', resolve(entry.dir, pos.source)), line: pos.line, name: functionNameAt(entry, pos, frame.functionName) } : null);
    }
    return cache.get(key);
  };
}

/**
 * The original name of the function that starts at `pos` (V8 gives the start of its parameters),
 * read from the source, since minified names are mangled: `function HomePage(`, `observer(function
 * Header(`, a method (`Class.load`; V8 keeps method names), `const Foo = (…) =>`; an anonymous
 * function is named by the call it is passed to: '(callback of useEffect)'.
 */
function functionNameAt(entry, pos, minifiedName) {
  const index = entry.map.resolvedSources.indexOf(pos.source);
  if (!entry.lines.has(index)) entry.lines.set(index, (entry.map.sourcesContent?.[index] ?? '').split('\n'));
  const lines = entry.lines.get(index);
  const text = lines[pos.line - 1] ?? '';
  const before = text.slice(0, pos.column);
  const after = text.slice(pos.column);
  const declared = after.match(/^(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([\w$]+)/);
  if (declared) return declared[1];
  const assigned = before.match(/(?:const|let|var)\s+([\w$]+)\s*=\s*(?:[\w$.]+\(\s*)?$/);
  if (minifiedName) {
    const modifiers = /^\s*(?:(?:static|async|get|set|private|public|protected|override)\s+)*$/;
    const method = after.match(/^(?:(?:static|async|get|set|private|public|protected|override)\s+)*([\w$]+)\s*[(<]/);
    if (method && modifiers.test(before)) {
      const owner = lines.slice(0, pos.line).reverse().map((l) => l.match(/\bclass\s+([\w$]+)/)).find(Boolean);
      return owner ? `${owner[1]}.${method[1]}` : method[1];
    }
    return assigned?.[1] ?? pos.name ?? minifiedName;
  }
  if (assigned) return assigned[1];
  const callee = after.match(/^([\w$.]+)\s*\(/) ?? before.match(/([\w$.]+)\(\s*(?:[^(),]*,\s*)?$/);
  return callee ? `(callback of ${callee[1]})` : '(anonymous)';
}

/** One load of `path`: the trace's long tasks with attribution, and the longtask observer's list. */
async function profileOnce(browser, path, mapFrame, traceFile) {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const list = [];
      Object.defineProperty(window, '__longTasks', { value: list });
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries()) list.push({ startMs: Math.round(e.startTime), durationMs: Math.round(e.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    await browser.startTracing(page, { categories });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    const trace = await browser.stopTracing();
    if (traceFile) writeFileSync(traceFile, trace);
    const observer = await page.evaluate(() => window.__longTasks);
    const { tasks } = longTasksOf(JSON.parse(trace.toString()).traceEvents, { url: `${base}${path}`, mapFrame });
    // The observer's start times count from the same navigation start as the trace's.
    for (const t of tasks) t.observed = observer.some((o) => Math.abs(o.startMs - t.startMs) <= 3 && Math.abs(o.durationMs - t.durationMs) <= 5);
    return { totalMs: sumMs(tasks), observedTotalMs: sumMs(observer), tasks, observer };
  } finally {
    await context.close();
  }
}

const sumMs = (tasks) => Math.round(tasks.reduce((a, t) => a + t.durationMs, 0));
const list = (items) => items.map((i) => `${i.name} ${Math.round(i.ms)}`).join(' · ') || '—';

function print(path, result) {
  const run = result.runs[result.medianRun];
  console.log(
    `${path}: ${run.tasks.length} long task(s), ${run.totalMs} ms in all (median of ${result.runs.length} runs: ${result.runs.map((r) => r.totalMs).join(', ')} ms); ` +
      `longtask observer: ${run.observer.map((t) => `${t.durationMs} ms at ${t.startMs}`).join(', ') || 'none'} (${run.observedTotalMs} ms)`,
  );
  for (const t of run.tasks) {
    const phases = Object.entries(t.phases)
      .filter(([, ms]) => ms >= 1)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`)
      .join(' · ');
    const notes = [t.observed ? '' : 'not in the observer', t.profilerStarting ? 'profiler starting' : ''].filter(Boolean).join(', ');
    console.log(`  ${String(Math.round(t.durationMs)).padStart(4)} ms at ${String(Math.round(t.startMs)).padStart(4)} ms  ${t.entry}${phases ? `  [${phases}]` : ''}${notes ? `  (${notes})` : ''}`);
    console.log(`      self:  ${list(t.selfByOrigin)}`);
    console.log(`      hot:   ${list(t.selfFunctions)}`);
    console.log(`      under: ${list(t.projectFunctions)}`);
  }
}

const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
  detached: true, // its own process group, so that stopping it stops vite too (npx forks)
});
const report = { generatedAt: new Date().toISOString(), longTaskMs: LONG_TASK_MS, device, throttling: 'none', runs, pages: {} };
try {
  await waitForServer(base);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const mapFrame = sourceMapper();
    if (process.env.PROFILE_KEEP_TRACES) mkdirSync('reports/traces', { recursive: true });
    for (const path of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const traceFile = process.env.PROFILE_KEEP_TRACES ? `reports/traces/${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json` : null;
        results.push(await profileOnce(browser, path, mapFrame, traceFile));
      }
      const order = results.map((r, i) => [r.totalMs, i]).sort((a, b) => a[0] - b[0]);
      report.pages[path] = { medianRun: order[Math.floor(order.length / 2)][1], runs: results };
      print(path, report.pages[path]);
    }
  } finally {
    await browser.close();
  }
} finally {
  process.kill(-server.pid);
}
mkdirSync(dirname(reportFile), { recursive: true });
writeFileSync(reportFile, JSON.stringify(report, null, 2));
console.log(`long tasks of every run: ${reportFile}`);
