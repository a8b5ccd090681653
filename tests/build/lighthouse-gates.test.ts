import { describe, expect, it } from 'vitest';
import { checkFloorRatios, checkRun, floorRatios, medianOf } from '../../scripts/lib/lighthouse-gates.mjs';

const budgets = { minAccessibility: 1, maxCls: 0.02 };
const page = { maxRequests: 30, maxTransferKiB: 300 };
const goodRun = { accessibility: 1, cls: 0, requests: 25, transferKiB: 290 };

describe('the deterministic Lighthouse gates of one run', () => {
  it('pass a run within every budget', () => {
    expect(checkRun('/', goodRun, page, budgets)).toEqual([]);
  });

  it('name each budget a run misses', () => {
    const problems = checkRun('/', { accessibility: 0.98, cls: 0.05, requests: 31, transferKiB: 301 }, page, budgets);
    expect(problems).toEqual([
      '/: accessibility 0.98 < 1',
      '/: CLS 0.050 > 0.02',
      '/: 31 requests > 30',
      '/: 301 KiB transferred > 300 KiB',
    ]);
  });
});

describe('the median of runs', () => {
  it('takes the middle of each figure, and keeps a flag any run raised', () => {
    const runs = [
      { performance: 0.8, tbtMs: 300, clamped: false },
      { performance: 0.9, tbtMs: 100, clamped: true },
      { performance: 0.85, tbtMs: 200, clamped: false },
    ];
    expect(medianOf(runs)).toEqual({ performance: 0.85, tbtMs: 200, clamped: true });
  });

  it('averages the two middle values of an even count', () => {
    expect(medianOf([{ performance: 0.8 }, { performance: 0.9 }]).performance as number).toBeCloseTo(0.85);
  });
});

describe('the page against its static floor, measured in the same run', () => {
  const budget = { maxFcpOverFloor: 2.5, maxLcpOverFloor: 2 };

  it('divides the page’s paints by its floor’s', () => {
    expect(floorRatios({ fcpMs: 2400, lcpMs: 3000 }, { fcpMs: 1200, lcpMs: 2000 })).toEqual({ fcp: 2, lcp: 1.5 });
  });

  it('passes ratios within the budget, and names each one over it', () => {
    expect(checkFloorRatios('/', { fcp: 2.5, lcp: 2 }, budget)).toEqual([]);
    expect(checkFloorRatios('/', { fcp: 2.51, lcp: 2.2 }, budget)).toEqual(["/: FCP 2.51× its static floor's > 2.5×", "/: LCP 2.20× its static floor's > 2×"]);
  });

  it('refuses a ratio it cannot judge (a floor that never painted)', () => {
    expect(checkFloorRatios('/', floorRatios({ fcpMs: 2000, lcpMs: 2000 }, { fcpMs: 0, lcpMs: Number.NaN }), budget)).toHaveLength(2);
  });
});
