import { describe, expect, it } from 'vitest';
import { checkBench, summariseBench } from '../../scripts/lib/bench-gates.mjs';

const PASS = 'calibration: one pass over the products';
// Each benchmark's fastest sample is the figure; its median is there to be ignored.
const group = (size: string, benches: Record<string, number>) => ({
  fullName: `tests/bench/x.bench.ts > browsing ${size} products`,
  benchmarks: Object.entries(benches).flatMap(([name, min]) =>
    name === PASS
      ? [
          { name: `${PASS} (first)`, min, median: 9 * min, mean: 9 * min },
          { name: `${PASS} (last)`, min: 2 * min, median: 9 * min, mean: 9 * min },
        ]
      : [{ name, min, median: 5 * min, mean: 5 * min }],
  ),
});
const report = (small: Record<string, number>, large: Record<string, number>) => ({
  files: [{ groups: [group('10,000', small), group('100,000', large)] }],
});

describe('benchmark figures relative to the calibration pass of the same run', () => {
  // The pass grows 30× here (cache effects), as on the real machines.
  const summary = summariseBench(report({ [PASS]: 0.02, search: 1, sort: 0.2 }, { [PASS]: 0.6, search: 30, sort: 7.5 }), PASS);
  const search = summary['browsing N products > search']!;
  const sort = summary['browsing N products > sort']!;

  it('expresses each median as a multiple of the pass over the same data', () => {
    expect(search.bySize[10000]!.vsPass).toBeCloseTo(50);
    expect(search.bySize[100000]!.minMs).toBe(30);
    expect(search.bySize[100000]!.passMs).toBe(0.6);
  });

  it('measures growth against the pass’s own growth', () => {
    expect(search.growth).toBeCloseTo(30);
    expect(search.growthVsPass).toBeCloseTo(1);
    expect(sort.growthVsPass).toBeCloseTo(1.25);
  });

  it('measures growth against the data’s when the pass grows less than the data (a quiet machine, no cache misses)', () => {
    const quiet = summariseBench(report({ [PASS]: 0.1, linear: 1, quadratic: 1 }, { [PASS]: 0.5, linear: 10, quadratic: 100 }), PASS);
    expect(quiet['browsing N products > linear']!.growthVsPass).toBeCloseTo(1);
    expect(quiet['browsing N products > quadratic']!.growthVsPass).toBeCloseTo(10);
  });

  it('passes figures within their budgets', () => {
    const budgets = { 'browsing N products > search': { maxVsPass: 60, maxGrowthVsPass: 1.5 }, 'browsing N products > sort': { maxVsPass: 20, maxGrowthVsPass: 1.5 } };
    expect(checkBench(summary, budgets)).toEqual([]);
  });

  it('fails a slower query, a worse growth, a missing budget and a stale one', () => {
    const quadratic = summariseBench(report({ [PASS]: 0.02, search: 1 }, { [PASS]: 0.6, search: 300 }), PASS);
    const problems = checkBench(quadratic, { 'browsing N products > search': { maxVsPass: 60, maxGrowthVsPass: 1.5 }, 'browsing N products > gone': { maxVsPass: 1, maxGrowthVsPass: 1 } });
    expect(problems).toEqual([
      '"browsing N products > search" at 100000: 500.0× the calibration pass, budget 60×',
      '"browsing N products > search": grows 10.00× as fast as the calibration pass from the smallest to the largest size, budget 1.5×',
      'budgets.json names "browsing N products > gone", which no benchmark measured',
    ]);
    expect(checkBench(summary, {})).toContain('"browsing N products > sort" has no budget in budgets.json');
  });

  it('refuses a group without its calibration pass first and last', () => {
    expect(() => summariseBench({ files: [{ groups: [group('10,000', { search: 1 })] }] }, PASS)).toThrow(/needs the "calibration/);
  });
});
