import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, MAX_MULTIPLIER, MIN_MULTIPLIER, TARGET_INDEX } from '../../scripts/lib/cpu-calibration.mjs';

describe('the CPU slowdown calibrated from the host benchmarkIndex', () => {
  it('is Lighthouse’s default 4x on the host its calculator fits 4x to', () => {
    expect(cpuSlowdownFor(1533)).toEqual({ multiplier: 4, clamped: false });
  });

  it('is proportional to the index, so a host twice as slow gets half the slowdown', () => {
    expect(cpuSlowdownFor(1340).multiplier).toBeCloseTo(2 * cpuSlowdownFor(670).multiplier, 1);
    expect(cpuSlowdownFor(670).multiplier).toBeCloseTo(1.75, 2);
  });

  it('is 1x on a host as fast as the emulated phone', () => {
    expect(cpuSlowdownFor(TARGET_INDEX)).toEqual({ multiplier: 1, clamped: false });
  });

  it('is clamped, and says so, outside the range it can emulate', () => {
    expect(cpuSlowdownFor(50)).toEqual({ multiplier: MIN_MULTIPLIER, clamped: true });
    expect(cpuSlowdownFor(10_000)).toEqual({ multiplier: MAX_MULTIPLIER, clamped: true });
  });

  it('refuses an index that is not a positive number', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/positive number/);
    expect(() => cpuSlowdownFor(0)).toThrow(/positive number/);
  });
});
