// Turns vitest's bench JSON into figures relative to the same run's calibration benchmark.
//
// The statistic is each benchmark's fastest sample: on a shared machine other work only ever adds
// time to a sample, so the minimum is the figure least disturbed by it (the median moved 2-6x
// between runs here while the minimum moved far less). A sample repeats its operation until it
// lasts well above the timer's resolution (tests/bench/repeated.ts), and is divided back to one
// operation here; a sample shorter than MIN_SAMPLE_MS is refused.

const SIZE = /\d{1,3}(?:,\d{3})+|\d+/;

/**
 * The shortest sample the gates judge. Below it a sample measures the timer's resolution and the
 * harness's own cost per call (an await, two clock reads) as much as the code: a sample that short
 * is refused, not judged, and its bench is to repeat the operation within each sample
 * (tests/bench/repeated.ts) until a sample lasts longer.
 */
export const MIN_SAMPLE_MS = 1;

const PER_SAMPLE = / ×(\d+) per sample$/;

/** The name of a benchmark whose every sample runs its operation `times` times. */
export function repeatedName(name, times) {
  if (!Number.isInteger(times) || times < 1) throw new Error(`"${name}": a sample runs its operation a whole number of times, at least once (not ${times})`);
  return `${name} ×${times} per sample`;
}

/** @returns {{name: string, perSample: number}} the name without its repetitions, and how many times each sample ran the operation (1 without them) */
export function parseBenchName(fullName) {
  const match = fullName.match(PER_SAMPLE);
  return match ? { name: fullName.slice(0, match.index), perSample: Number(match[1]) } : { name: fullName, perSample: 1 };
}

/**
 * @param {{files: {groups: {fullName: string, benchmarks: {name: string, min: number, median?: number, mean: number}[]}[]}[]}} report
 * @param {string} calibration the calibration benchmark's name: a group has it before each of its
 *   benchmarks and after the last, suffixed " (1)", " (2)" …, and each benchmark's yardstick is the
 *   slower of the two passes beside it
 * @returns {Record<string, {group: string, bySize: Record<string, {minMs: number, medianMs: number, sampleMs: number, perSample: number, passMs: number, passSampleMs: number, vsPass: number}>, growth?: number, growthVsPass?: number}>}
 *   keyed "<group with its size written N> > <benchmark>" (without its repetitions per sample);
 *   minMs, medianMs and passMs are per operation, sampleMs and passSampleMs the fastest samples' lengths
 */
export function summariseBench(report, calibration) {
  const summary = {};
  for (const group of report.files.flatMap((f) => f.groups)) {
    const groupName = group.fullName.split(' > ').slice(1).join(' > ');
    const sizeText = groupName.match(SIZE)?.[0];
    if (!sizeText) throw new Error(`bench group "${groupName}" names no size`);
    const size = Number(sizeText.replaceAll(',', ''));
    const family = groupName.replace(sizeText, 'N');
    // A sample that repeats its operation (see repeatedName) is divided by the repetitions: the
    // figures are per operation, the sample's own length (sampleMs) is what MIN_SAMPLE_MS checks.
    const measured = group.benchmarks.map((b) => {
      const { name, perSample } = parseBenchName(b.name);
      return { name, perSample, sampleMs: b.min, minMs: b.min / perSample, medianMs: (b.median ?? b.mean) / perSample, isPass: name.startsWith(calibration) };
    });
    measured.forEach((b, index) => {
      if (b.isPass) return;
      const before = measured.slice(0, index).findLast((m) => m.isPass);
      const after = measured.slice(index + 1).find((m) => m.isPass);
      if (!before || !after) throw new Error(`bench group "${groupName}" needs the "${calibration}" benchmark before and after "${b.name}"`);
      // The machine's speed swings over seconds: a slow spell that covers a benchmark covers a
      // pass beside it too, and taking the slower pass cancels it out. A spell on one pass alone
      // makes this benchmark's yardstick lenient for one run, which is better than a red run for
      // code that did not change.
      const passMs = Math.max(before.minMs, after.minMs);
      const passSampleMs = Math.min(before.sampleMs, after.sampleMs);
      const row = (summary[`${family} > ${b.name}`] ??= { group: family, bySize: {} });
      row.bySize[size] = { minMs: b.minMs, medianMs: b.medianMs, sampleMs: b.sampleMs, perSample: b.perSample, passMs, passSampleMs, vsPass: b.minMs / passMs };
    });
  }
  for (const row of Object.values(summary)) {
    const sizes = Object.keys(row.bySize).map(Number).sort((a, b) => a - b);
    if (sizes.length < 2) continue;
    const [small, large] = [row.bySize[sizes[0]], row.bySize[sizes.at(-1)]];
    row.growth = large.minMs / small.minMs;
    // The pass itself grows faster than the data once the products no longer fit in the CPU's
    // caches; measured against it, linear work grows about 1×, a sort about 1.25×, n² work 10×.
    // On a quiet machine the pass may not meet those cache misses and grow less than the data
    // (5.6× from 10,000 to 100,000 on 2026-11-23, against 25–40× as a rule), while a query does:
    // nothing linear grows slower than the data, so the yardstick is never less than its growth.
    const passGrowth = large.passMs / small.passMs;
    const dataGrowth = sizes.at(-1) / sizes[0];
    row.growthVsPass = row.growth / Math.max(passGrowth, dataGrowth);
  }
  return summary;
}

/**
 * @param {ReturnType<typeof summariseBench>} summary
 * @param {Record<string, {maxVsPass: number, maxGrowthVsPass: number}>} budgets
 * @returns {string[]} every sample too short to judge, every budget missed, every benchmark without a budget, every budget without a benchmark
 */
export function checkBench(summary, budgets) {
  const problems = [];
  const tooShort = (what, sampleMs) =>
    `${what}: its fastest sample took ${sampleMs.toFixed(4)} ms, too close to the timer's resolution to judge (a sample must take at least ${MIN_SAMPLE_MS} ms): repeat the operation within each sample (benchRepeated, tests/bench/repeated.ts)`;
  const shortPasses = new Set();
  for (const [key, row] of Object.entries(summary)) {
    const budget = budgets[key];
    if (!budget) {
      problems.push(`"${key}" has no budget in budgets.json`);
      continue;
    }
    // Figures from a sample at the timer's resolution are noise: refused, never judged.
    let judged = true;
    for (const [size, { vsPass, sampleMs, passSampleMs }] of Object.entries(row.bySize)) {
      const passKey = `${row.group} at ${size}`;
      if (passSampleMs < MIN_SAMPLE_MS && !shortPasses.has(passKey)) {
        shortPasses.add(passKey);
        problems.push(tooShort(`the calibration pass of "${row.group}" at ${size}`, passSampleMs));
      }
      if (sampleMs < MIN_SAMPLE_MS) problems.push(tooShort(`"${key}" at ${size}`, sampleMs));
      if (sampleMs < MIN_SAMPLE_MS || passSampleMs < MIN_SAMPLE_MS) {
        judged = false;
        continue;
      }
      if (vsPass > budget.maxVsPass) problems.push(`"${key}" at ${size}: ${vsPass.toFixed(1)}× the calibration pass, budget ${budget.maxVsPass}×`);
    }
    if (judged && row.growthVsPass !== undefined && row.growthVsPass > budget.maxGrowthVsPass) {
      problems.push(`"${key}": grows ${row.growthVsPass.toFixed(2)}× as fast as the calibration pass from the smallest to the largest size, budget ${budget.maxGrowthVsPass}×`);
    }
  }
  for (const key of Object.keys(budgets)) if (key[0] !== '$' && !summary[key]) problems.push(`budgets.json names "${key}", which no benchmark measured`);
  return problems;
}
