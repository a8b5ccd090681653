// Prints the medians of the last `npm run bench` (reports/bench.json), one line a benchmark, and
// fails when one is over its budget in budgets.json (bench.medianMs) or has no budget there.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('reports/bench.json', 'utf8'));
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')).bench.medianMs;
const problems = [];
const seen = new Set();
for (const file of report.files) {
  for (const group of file.groups) {
    const groupName = group.fullName.split(' > ').slice(1).join(' > ');
    for (const b of group.benchmarks) {
      const key = `${groupName} > ${b.name}`;
      const median = b.median ?? b.mean;
      const budget = budgets[key];
      seen.add(key);
      const verdict = budget === undefined ? 'NO BUDGET' : median <= budget ? `ok (budget ${budget})` : `OVER (budget ${budget})`;
      console.log(`${groupName.padEnd(32)} ${b.name.padEnd(42)} median ${median.toFixed(3).padStart(9)} ms  (${b.sampleCount} samples)  ${verdict}`);
      if (budget === undefined) problems.push(`"${key}" has no budget in budgets.json`);
      else if (median > budget) problems.push(`"${key}": median ${median.toFixed(3)} ms, budget ${budget} ms`);
    }
  }
}
for (const key of Object.keys(budgets)) if (!seen.has(key)) problems.push(`budgets.json names "${key}", which no benchmark measured`);
if (problems.length > 0) {
  console.error(`Benchmark budgets missed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
