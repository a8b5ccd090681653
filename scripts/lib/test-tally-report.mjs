// One JSON test report's counts: vitest's (Jest-shaped: numPassedTests, numFailedTests) or
// Playwright's (stats.expected, unexpected and flaky; a flaky test failed once, so it counts as failed).
export function tallyReport(report) {
  if (typeof report?.numPassedTests === 'number') {
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
  }
  if (report?.stats && typeof report.stats.expected === 'number') {
    const { expected, unexpected, flaky } = report.stats;
    return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0) };
  }
  throw new Error('not a vitest or Playwright JSON report');
}
