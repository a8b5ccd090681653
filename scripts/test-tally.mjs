// Prints the run's closing line, `N passed, N failed`: every vitest and Playwright test that
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
  console.log(`  ${name.padEnd(18)} ${String(tally.passed).padStart(5)} passed  ${String(tally.failed).padStart(3)} failed`);
  passed += tally.passed;
  failed += tally.failed;
}
if (missing.length > 0) console.error(`missing test report(s): ${missing.join(', ')}`);
// CI reads the last line for 'N passed, N failed' alone on it. The stop that ended on
// 'tests: N passed, N failed' (the form's optional leading word) was still judged to have run no test.
console.log(`${passed} passed, ${failed} failed`);
if (missing.length > 0 || failed > 0 || passed === 0) process.exit(1);
