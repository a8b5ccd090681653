// First-load weight and request count of each budgeted route, from the Vite manifest of `dist/`: the
// entry chunk and everything it imports statically, plus the route's page chunks and their static
// imports, gzip'd. Deterministic: the same build gives the same figures on any machine.
// Chunks loaded later (dynamic imports: other pages, the dropdown menus, the toaster) do not count.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { renderBlockingCss } from './lib/render-blocking-css.mjs';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
// Keys starting with $ are notes (what a budget measures), not routes.
const routes = Object.entries(budgets.firstLoad).filter(([key]) => !key.startsWith('$'));
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gzipKiB = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;
const gzipTextKiB = (text) => gzipSync(text, { level: 9 }).length / 1024;

function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest: is budgets.json up to date?`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const report = {};
let failed = false;
for (const [route, budget] of routes) {
  const chunks = staticClosure([entry, ...budget.routeModules]);
  const js = [...new Set(chunks.map((c) => c.file))];
  const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
  const jsKiB = js.reduce((sum, f) => sum + gzipKiB(f), 0);
  const cssKiB = css.reduce((sum, f) => sum + gzipKiB(f), 0);
  // The page itself, then every script and style sheet it needs before its first render.
  const requests = 1 + js.length + css.length;
  report[route] = { jsGzipKiB: +jsKiB.toFixed(1), cssGzipKiB: +cssKiB.toFixed(1), requests, jsFiles: js, cssFiles: css };
  const jsOk = jsKiB <= budget.jsGzipKiB;
  const cssOk = cssKiB <= budget.cssGzipKiB;
  const requestsOk = requests <= budget.maxRequests;
  failed ||= !jsOk || !cssOk || !requestsOk;
  console.log(
    `first load of ${route}: JS ${jsKiB.toFixed(1)} KiB gz (budget ${budget.jsGzipKiB}) ${jsOk ? 'ok' : 'OVER'}; CSS ${cssKiB.toFixed(1)} KiB gz (budget ${budget.cssGzipKiB}) ${cssOk ? 'ok' : 'OVER'}; ` +
      `${requests} requests (budget ${budget.maxRequests}) ${requestsOk ? 'ok' : 'OVER'}`,
  );
  for (const f of js) console.log(`  ${gzipKiB(f).toFixed(1).padStart(6)} KiB  ${f}`);
  // The CSS the page's prerendered HTML holds up its first paint for: its inline critical CSS and any stylesheet it links to wait for.
  const blocking = renderBlockingCss(readFileSync(`dist/${budget.page}`, 'utf8'));
  const blockingKiB = gzipTextKiB(blocking.inline) + blocking.stylesheets.reduce((sum, href) => sum + gzipKiB(href.replace(/^\//, '')), 0);
  const blockingOk = blockingKiB <= budget.renderBlockingCssGzipKiB;
  failed ||= !blockingOk;
  report[route].renderBlockingCssGzipKiB = +blockingKiB.toFixed(1);
  console.log(
    `  render-blocking CSS of ${budget.page}: ${blockingKiB.toFixed(1)} KiB gz (inline ${gzipTextKiB(blocking.inline).toFixed(1)}, ` +
      `${blocking.stylesheets.length} stylesheet(s) waited for; budget ${budget.renderBlockingCssGzipKiB}) ${blockingOk ? 'ok' : 'OVER'}`,
  );
}

const counted = new Set(routes.flatMap(([, b]) => b.routeModules));
const later = Object.entries(manifest).filter(([key, c]) => c.isDynamicEntry && !counted.has(key)).map(([, c]) => c).map((c) => `${c.name} ${gzipKiB(c.file).toFixed(1)} KiB`);
console.log(`loaded later, on demand: ${later.join(', ')}`);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bundle.json', JSON.stringify(report, null, 2));
if (failed) {
  console.error('Bundle budget exceeded (budgets.json).');
  process.exit(1);
}
