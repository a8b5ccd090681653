// Turns vitest's bench JSON into figures relative to the same run's calibration benchmark.
//
// The statistic is each benchmark's fastest sample: on a shared machine other work only ever adds
// time to a sample, so the minimum is the figure least disturbed by it (the median moved 2-6x
// between runs here while the minimum moved far less).

const SIZE = /\d{1,3}(?:,\d{3})+|\d+/;

/**
 * @param {{files: {groups: {fullName: string, benchmarks: {name: string, median?: number, mean: number}[]}[]}[]}} report
 * @param {string} calibration the calibration benchmark's name: every group has it twice, suffixed
 *   " (first)" and " (last)", and the faster of the two is the group's yardstick
 * @returns {Record<string, {bySize: Record<string, {minMs: number, medianMs: number, passMs: number, vsPass: number}>, growth?: number, growthVsPass?: number}>}
 *   keyed "<group with its size written N> > <benchmark>"
 */
export function summariseBench(report, calibration) {
  const summary = {};
  for (const group of report.files.flatMap((f) => f.groups)) {
    const groupName = group.fullName.split(' > ').slice(1).join(' > ');
    const sizeText = groupName.match(SIZE)?.[0];
    if (!sizeText) throw new Error(`bench group "${groupName}" names no size`);
    const size = Number(sizeText.replaceAll(',', ''));
    const family = groupName.replace(sizeText, 'N');
    const isPass = (b) => b.name.startsWith(calibration);
    const passes = group.benchmarks.filter(isPass);
    if (passes.length !== 2) throw new Error(`bench group "${groupName}" needs the "${calibration}" benchmark first and last`);
    const passMs = Math.min(...passes.map((b) => b.min));
    for (const b of group.benchmarks) {
      if (isPass(b)) continue;
      const row = (summary[`${family} > ${b.name}`] ??= { bySize: {} });
      row.bySize[size] = { minMs: b.min, medianMs: b.median ?? b.mean, passMs, vsPass: b.min / passMs };
    }
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
 * @returns {string[]} every budget missed, every benchmark without a budget, every budget without a benchmark
 */
export function checkBench(summary, budgets) {
  const problems = [];
  for (const [key, row] of Object.entries(summary)) {
    const budget = budgets[key];
    if (!budget) {
      problems.push(`"${key}" has no budget in budgets.json`);
      continue;
    }
    for (const [size, { vsPass }] of Object.entries(row.bySize)) {
      if (vsPass > budget.maxVsPass) problems.push(`"${key}" at ${size}: ${vsPass.toFixed(1)}× the calibration pass, budget ${budget.maxVsPass}×`);
    }
    if (row.growthVsPass !== undefined && row.growthVsPass > budget.maxGrowthVsPass) {
      problems.push(`"${key}": grows ${row.growthVsPass.toFixed(2)}× as fast as the calibration pass from the smallest to the largest size, budget ${budget.maxGrowthVsPass}×`);
    }
  }
  for (const key of Object.keys(budgets)) if (key[0] !== '$' && !summary[key]) problems.push(`budgets.json names "${key}", which no benchmark measured`);
  return problems;
}
