// Prints the run's closing line, `tests: N passed, N failed`: every vitest and Playwright test that
// test-all.sh executed, read from their JSON reports. Exits 1 when a report is missing, holds a
// failure, or none counted anything, so that a run which tested nothing can never close green.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tallyReport } from './lib/test-tally-report.mjs';

const dir = process.argv[2] ?? 'reports/tests';
const expected = ['unit.json', 'db.json', 'e2e-supabase.json', 'e2e.json'];
const present = new Set(readdirSync(dir));
const missing = expected.filter((name) => !present.has(name));
let passed = 0;
let failed = 0;
for (const name of expected.filter((n) => present.has(n))) {
  const tally = tallyReport(JSON.parse(readFileSync(join(dir, name), 'utf8')));
  console.log(`  ${name}: ${tally.passed} passed, ${tally.failed} failed`);
  passed += tally.passed;
  failed += tally.failed;
}
if (missing.length > 0) console.error(`missing test report(s): ${missing.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
if (missing.length > 0 || failed > 0 || passed === 0) process.exit(1);
