import { describe, expect, it } from 'vitest';
import { checkRun, medianOf } from '../../scripts/lib/lighthouse-gates.mjs';

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
