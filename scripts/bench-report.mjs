// Prints the medians of the last `npm run bench` (reports/bench.json), one line a benchmark.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('reports/bench.json', 'utf8'));
for (const file of report.files) {
  for (const group of file.groups) {
    for (const b of group.benchmarks) {
      const median = b.median ?? b.mean;
      console.log(`${group.fullName.split(' > ').slice(1).join(' > ').padEnd(40)} ${b.name.padEnd(34)} median ${median.toFixed(3).padStart(9)} ms  (${b.sampleCount} samples)`);
    }
  }
}
