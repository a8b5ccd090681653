// The catalogue's questions over 100,000 products in PostgreSQL (tests/db/bench, run by
// scripts/test-db.sh into reports/db-bench.json), each beside the memory adapter's figure for the
// same question from `npm run bench` (reports/bench-summary.json, when that has run), and as a
// multiple of the same run's round trip for one row by its key — the figure that travels between
// machines, checked against budgets.json ("dbBench": maxVsRoundTrip). The benches that note their
// answers' sizes in the database (reports/db-bench-answers/*.json: the dashboard's, and what the
// screen asked before, reported only) are checked against "dbBench": maxAnswerKiB.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const CALIBRATION = 'calibration: one row by its key';
// The memory adapter's benchmark asking the same question, at 100,000 products.
const LOCAL = {
  'by category': 'catalogue of N products > by category',
  'by category, size filter': 'browsing N products > category page, size filter',
  'admin table search "den", page 3': 'catalogue of N products > admin table search "den", page 3',
  'admin table, last page': 'catalogue of N products > admin table, last page',
  'search "denim slim", first page': 'browsing N products > search "slim denim", filtered + sorted',
};

const report = JSON.parse(readFileSync('reports/db-bench.json', 'utf8'));
const benchmarks = report.files.flatMap((f) => f.groups).flatMap((g) => g.benchmarks);
const roundTrip = benchmarks.find((b) => b.name === CALIBRATION);
if (!roundTrip) throw new Error(`reports/db-bench.json has no "${CALIBRATION}" benchmark`);
const local = existsSync('reports/bench-summary.json') ? JSON.parse(readFileSync('reports/bench-summary.json', 'utf8')) : {};
const { maxVsRoundTrip = {}, maxAnswerKiB = {} } = JSON.parse(readFileSync('budgets.json', 'utf8')).dbBench ?? {};
const ANSWERS = 'reports/db-bench-answers';
const answers = existsSync(ANSWERS)
  ? Object.assign({}, ...readdirSync(ANSWERS).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(`${ANSWERS}/${f}`, 'utf8'))))
  : {};

const ms = (n) => (n === undefined ? '—' : `${n.toFixed(n < 1 ? 3 : 1)} ms`);
const summary = {};
const problems = [];
console.log(`PostgreSQL + PostgREST, 100,000 products (fastest sample; median in brackets). Round trip for one row: ${ms(roundTrip.min)} (${ms(roundTrip.median)})`);
for (const b of benchmarks) {
  if (b.name === CALIBRATION) continue;
  const vsRoundTrip = b.min / roundTrip.min;
  const localMs = local[LOCAL[b.name]]?.bySize?.['100000']?.minMs;
  summary[b.name] = { minMs: b.min, medianMs: b.median, vsRoundTrip, localMinMs: localMs };
  const budget = maxVsRoundTrip[b.name];
  if (budget === undefined) problems.push(`"${b.name}" has no budget in budgets.json (dbBench.maxVsRoundTrip)`);
  else if (vsRoundTrip > budget) problems.push(`"${b.name}": ${vsRoundTrip.toFixed(1)}× the round trip, budget ${budget}×`);
  console.log(`  ${b.name}: ${ms(b.min)} (${ms(b.median)}) = ${vsRoundTrip.toFixed(1)}× the round trip (≤ ${budget ?? '?'}); memory adapter ${ms(localMs)}`);
}
const kib = (bytes) => `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KiB`;
for (const [name, { bytes, databaseMs }] of Object.entries(answers)) {
  console.log(`  ${name}: answers ${kib(bytes)} in ${ms(databaseMs)} of database time (once)`);
}
// A size budget without its size measured is a miss, never a pass.
for (const [name, budget] of Object.entries(maxAnswerKiB)) {
  const answer = answers[name];
  if (answer === undefined) problems.push(`"${name}": no answer size in ${ANSWERS}`);
  else if (answer.bytes / 1024 > budget) problems.push(`"${name}": answers ${kib(answer.bytes)}, budget ${budget} KiB`);
}
writeFileSync('reports/db-bench-summary.json', JSON.stringify({ roundTripMs: roundTrip.min, queries: summary, answers }, null, 2));
if (problems.length > 0) {
  console.error(`PostgreSQL bench budgets missed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
