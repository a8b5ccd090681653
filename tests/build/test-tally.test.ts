import { describe, expect, it } from 'vitest';
import { tallyReport } from '../../scripts/lib/test-tally-report.mjs';

describe('the closing tally of a test report', () => {
  it('counts a vitest JSON report, a suite that failed to load as a failure', () => {
    expect(tallyReport({ numPassedTests: 12, numFailedTests: 0, numRuntimeErrorTestSuites: 0 })).toEqual({ passed: 12, failed: 0 });
    expect(tallyReport({ numPassedTests: 12, numFailedTests: 1, numRuntimeErrorTestSuites: 1 })).toEqual({ passed: 12, failed: 2 });
  });

  it('counts a Playwright JSON report, a flaky test and a run error as failures', () => {
    expect(tallyReport({ stats: { expected: 288, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] })).toEqual({ passed: 288, failed: 0 });
    expect(tallyReport({ stats: { expected: 280, unexpected: 1, flaky: 2, skipped: 0 }, errors: [{}] })).toEqual({ passed: 280, failed: 4 });
  });

  it('refuses what is neither', () => {
    expect(() => tallyReport({ tests: 3 })).toThrow(/not a vitest or Playwright/);
  });
});
