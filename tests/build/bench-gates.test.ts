import { describe, expect, it } from 'vitest';
import { checkBench, MIN_SAMPLE_MS, parseBenchName, repeatedName, summariseBench } from '../../scripts/lib/bench-gates.mjs';

const PASS = 'calibration: one pass over the products';
// Figures per operation; each sample repeats its operation (as benchRepeated does) PER_SAMPLE times,
// which makes every sample here last at least MIN_SAMPLE_MS. Each benchmark's fastest sample is
// the figure; its median is there to be ignored.
const PER_SAMPLE = 1000;
const sampled = (name: string, min: number, median: number, perSample = PER_SAMPLE) => ({
  name: repeatedName(name, perSample),
  min: min * perSample,
  median: median * perSample,
  mean: median * perSample,
});
// A group as benchAmongPasses registers it: a pass before each benchmark and after the last, the
// pass taking `pass` per operation, or `slowPasses[i]` for the (i + 1)th pass (a slow spell).
const group = (size: string, benches: Record<string, number>, perSample = PER_SAMPLE, slowPasses: Record<number, number> = {}) => {
  const { [PASS]: pass, ...measured } = benches;
  const passAt = (index: number) => sampled(`${PASS} (${index + 1})`, slowPasses[index] ?? pass!, 9 * pass!, perSample);
  return {
    fullName: `tests/bench/x.bench.ts > browsing ${size} products`,
    benchmarks: pass === undefined
      ? Object.entries(measured).map(([name, min]) => sampled(name, min, 5 * min, perSample))
      : [...Object.entries(measured).flatMap(([name, min], index) => [passAt(index), sampled(name, min, 5 * min, perSample)]), passAt(Object.keys(measured).length)],
  };
};
const report = (small: Record<string, number>, large: Record<string, number>) => ({
  files: [{ groups: [group('10,000', small), group('100,000', large)] }],
});

describe('benchmark figures relative to the calibration pass of the same run', () => {
  // The pass grows 30× here (cache effects), as on the real machines.
  const summary = summariseBench(report({ [PASS]: 0.02, search: 1, sort: 0.2 }, { [PASS]: 0.6, search: 30, sort: 7.5 }), PASS);
  const search = summary['browsing N products > search']!;
  const sort = summary['browsing N products > sort']!;

  it('expresses each fastest sample, per operation, as a multiple of the pass over the same data', () => {
    expect(search.bySize[10000]!.vsPass).toBeCloseTo(50);
    expect(search.bySize[100000]!.minMs).toBeCloseTo(30);
    expect(search.bySize[100000]!.medianMs).toBeCloseTo(150);
    expect(search.bySize[100000]!.passMs).toBeCloseTo(0.6);
    expect(search.bySize[100000]!.sampleMs).toBeCloseTo(30 * PER_SAMPLE);
    expect(search.bySize[100000]!.perSample).toBe(PER_SAMPLE);
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

  it('judges each benchmark against the slower of the passes beside it, so that a slow spell over both cancels out', () => {
    // The machine slowed threefold over the second and third passes and "sort" between them.
    const spell = { files: [{ groups: [group('10,000', { [PASS]: 0.02, search: 1, sort: 0.6, list: 0.1 }, PER_SAMPLE, { 1: 0.06, 2: 0.06 })] }] };
    const row = (name: string) => summariseBench(spell, PASS)[`browsing N products > ${name}`]!.bySize[10000]!;
    expect(row('search').passMs).toBeCloseTo(0.06);
    expect(row('sort').vsPass).toBeCloseTo(10);
    expect(row('list').passMs).toBeCloseTo(0.06);
  });

  it('refuses a benchmark without a calibration pass before and after it', () => {
    expect(() => summariseBench({ files: [{ groups: [group('10,000', { search: 1 })] }] }, PASS)).toThrow(/needs the "calibration: one pass over the products" benchmark before and after "search"/);
    const lastPassMissing = group('10,000', { [PASS]: 0.02, search: 1 });
    lastPassMissing.benchmarks.pop();
    expect(() => summariseBench({ files: [{ groups: [lastPassMissing] }] }, PASS)).toThrow(/before and after "search"/);
  });

  it('names a repeated benchmark with its repetitions, and reads them back (once, without them)', () => {
    expect(repeatedName('list', 250)).toBe('list ×250 per sample');
    expect(parseBenchName('list ×250 per sample')).toEqual({ name: 'list', perSample: 250 });
    expect(parseBenchName('hash one password')).toEqual({ name: 'hash one password', perSample: 1 });
    expect(() => repeatedName('list', 0)).toThrow(/at least once/);
    expect(() => repeatedName('list', 2.5)).toThrow(/whole number/);
  });

  it('keys a repeated benchmark by its name without the repetitions, which may differ by size', () => {
    const mixed = { files: [{ groups: [group('10,000', { [PASS]: 0.02, search: 1 }, 500), group('100,000', { [PASS]: 0.6, search: 30 }, 4)] }] };
    const row = summariseBench(mixed, PASS)['browsing N products > search']!;
    expect(row.bySize[10000]!.minMs).toBeCloseTo(1);
    expect(row.bySize[100000]!.minMs).toBeCloseTo(30);
    expect(row.growthVsPass).toBeCloseTo(1);
  });

  it('refuses to judge a sample too close to the timer’s resolution, the benchmark’s or its pass’s, and says how to fix the bench', () => {
    const budgets = { 'browsing N products > search': { maxVsPass: 1, maxGrowthVsPass: 0.1 }, 'browsing N products > list': { maxVsPass: 1, maxGrowthVsPass: 0.1 } };
    // One run per sample: the 10,000-product list and pass are far under MIN_SAMPLE_MS.
    expect(0.02).toBeLessThan(MIN_SAMPLE_MS);
    const short = { files: [{ groups: [group('10,000', { [PASS]: 0.02, search: 2, list: 0.001 }, 1), group('100,000', { [PASS]: 1.5, search: 60, list: 3 }, 1)] }] };
    const problems = checkBench(summariseBench(short, PASS), budgets);
    const tooClose = problems.filter((p) => p.includes("too close to the timer's resolution"));
    expect(tooClose).toEqual([
      expect.stringMatching(/^the calibration pass of "browsing N products" at 10000: its fastest sample took 0\.0200 ms, too close to the timer's resolution to judge \(a sample must take at least 1 ms\): repeat the operation within each sample/),
      expect.stringMatching(/^"browsing N products > list" at 10000: its fastest sample took 0\.0010 ms, too close/),
    ]);
    // Nothing measured against the short pass is judged, nor any growth from it; the 100,000 figures are.
    expect(problems.filter((p) => !tooClose.includes(p))).toEqual([
      '"browsing N products > search" at 100000: 40.0× the calibration pass, budget 1×',
      '"browsing N products > list" at 100000: 2.0× the calibration pass, budget 1×',
    ]);
  });
});
