// The CPU slowdown that brings this host to the phone Lighthouse means to emulate.
//
// Lighthouse's default 4x CPU slowdown assumes a fast desktop host; on a slower host it emulates a
// slower phone than intended, and the score says more about the host than about the page.
// Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") says to scale
// the multiplier with the host's benchmarkIndex, and points to the Lighthouse team's calculator
// (github.com/patrickhulce/lighthouse-cpu-throttling-calculator), whose fit puts the default 4x at
// an index of 1533. Simulated throttling multiplies the CPU time observed on the host by the
// multiplier, and that time is inversely proportional to the host's speed, so a multiplier
// proportional to the index gives the same simulated phone on any host:
//
//   multiplier = benchmarkIndex / (1533 / 4)       (a target phone of index ≈ 383)
//
// Near this machine kind's index (≈ 650) the calculator's piecewise fit says 1.8x and this says
// 1.7x. The proportional rule also holds when the same machine is busier or quieter from one run
// to the next, which the piecewise fit does not.
export const REFERENCE_INDEX = 1533;
export const REFERENCE_MULTIPLIER = 4;
export const TARGET_INDEX = REFERENCE_INDEX / REFERENCE_MULTIPLIER;

// Below 0.5 the host is more than twice as slow as the phone: its trace is dominated by the
// host's own stalls and scaling it down would flatter the page. Above 8 the host is faster than
// any desktop Lighthouse documents. Outside this range the run is still measured, clamped, and
// flagged in the report.
export const MIN_MULTIPLIER = 0.5;
export const MAX_MULTIPLIER = 8;

/**
 * @param {number} benchmarkIndex Lighthouse's `environment.benchmarkIndex` of the same run.
 * @returns {{ multiplier: number, clamped: boolean }} rounded to two decimals
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`);
  }
  const exact = benchmarkIndex / TARGET_INDEX;
  const multiplier = Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, exact));
  return { multiplier: Math.round(multiplier * 100) / 100, clamped: multiplier !== exact };
}
