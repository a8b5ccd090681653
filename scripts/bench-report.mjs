// Reads the last `npm run bench` (reports/bench.json) and checks each benchmark against
// budgets.json ("bench"), in figures that hold on any machine of this kind:
//   - vsPass: its time over the time of the group's calibration benchmark (one plain pass over
//     the same products, measured just before and just after it, tests/bench/calibration.ts);
//   - growthVsPass: how much faster than the calibration pass it grows from the smallest size to the
//     largest (10× the products): linear work about 1×, a sort about 1.25×, a lookup less, n² 10×.
//     The raw growth is printed too; on these machines the pass alone grows 30–40× from 10,000 to
//     100,000 products, because 100,000 no longer fit in the CPU's caches.
// Each figure uses the benchmark's fastest sample, divided by the times the sample repeated the
// operation (see scripts/lib/bench-gates.mjs); a sample too short to time is refused, not judged.
// Absolute times are printed and saved (reports/bench-summary.json), never gated.
// Fails when a sample is too short to judge, a figure is over its budget, a benchmark has no
// budget, or a budget names none.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { summariseBench, checkBench } from './lib/bench-gates.mjs';

const report = JSON.parse(readFileSync('reports/bench.json', 'utf8'));
const { calibration, budgets } = JSON.parse(readFileSync('budgets.json', 'utf8')).bench;
const summary = summariseBench(report, calibration);
const problems = checkBench(summary, budgets);

const fmt = (n, digits = 3) => (n === undefined ? '—' : n.toFixed(digits));
for (const [key, row] of Object.entries(summary)) {
  const budget = budgets[key] ?? {};
  const sizes = Object.entries(row.bySize)
    .map(([size, m]) => `${Number(size).toLocaleString('en')}: ${fmt(m.minMs, 4)} ms (median ${fmt(m.medianMs, 4)}; ×${m.perSample} a sample of ${fmt(m.sampleMs, 1)} ms) = ${fmt(m.vsPass, 1)}× the pass (≤ ${budget.maxVsPass ?? '?'})`)
    .join('; ');
  console.log(`${key}\n    ${sizes}; grows ${fmt(row.growth, 1)}×, ${fmt(row.growthVsPass, 2)}× the pass's growth (≤ ${budget.maxGrowthVsPass ?? '?'})`);
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-summary.json', JSON.stringify(summary, null, 2));
if (problems.length > 0) {
  console.error(`Benchmark budgets missed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${Object.keys(summary).length} benchmarks within their budgets (relative to the calibration pass of the same run).`);
