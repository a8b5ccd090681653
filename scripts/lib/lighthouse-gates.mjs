// The checks of one Lighthouse run that do not depend on the host's speed, and the median of runs.

/**
 * @param {string} path the page
 * @param {{accessibility:number, cls:number, requests:number, transferKiB:number}} run
 * @param {{maxRequests:number, maxTransferKiB:number}} page its budget
 * @param {{minAccessibility:number, maxCls:number}} budgets
 * @returns {string[]} what this run breaks, empty when nothing
 */
export function checkRun(path, run, page, budgets) {
  const problems = [];
  if (run.accessibility < budgets.minAccessibility) problems.push(`${path}: accessibility ${run.accessibility} < ${budgets.minAccessibility}`);
  if (run.cls > budgets.maxCls) problems.push(`${path}: CLS ${run.cls.toFixed(3)} > ${budgets.maxCls}`);
  if (run.requests > page.maxRequests) problems.push(`${path}: ${run.requests} requests > ${page.maxRequests}`);
  if (run.transferKiB > page.maxTransferKiB) problems.push(`${path}: ${run.transferKiB} KiB transferred > ${page.maxTransferKiB} KiB`);
  return problems;
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Median of every numeric field; a flag is set when any run set it; lists are left to the samples.
 * @param {Record<string, unknown>[]} samples
 * @returns {Record<string, number | boolean>}
 */
export function medianOf(samples) {
  if (samples.length === 0) throw new Error('no runs to summarise');
  const summary = {};
  for (const [key, value] of Object.entries(samples[0])) {
    if (typeof value === 'number') summary[key] = median(samples.map((s) => s[key]));
    else if (typeof value === 'boolean') summary[key] = samples.some((s) => s[key]);
  }
  return summary;
}

/**
 * How many times its static floor's (the same page as HTML and CSS, no JavaScript) the page's
 * median first and largest contentful paints take, both measured in the same run.
 * @param {{fcpMs:number, lcpMs:number}} page
 * @param {{fcpMs:number, lcpMs:number}} floor
 */
export function floorRatios(page, floor) {
  return { fcp: page.fcpMs / floor.fcpMs, lcp: page.lcpMs / floor.lcpMs };
}

/**
 * @param {string} path
 * @param {{fcp:number, lcp:number}} ratios
 * @param {{maxFcpOverFloor:number, maxLcpOverFloor:number}} page its budget
 * @returns {string[]}
 */
export function checkFloorRatios(path, ratios, page) {
  const problems = [];
  if (!(ratios.fcp <= page.maxFcpOverFloor)) problems.push(`${path}: FCP ${ratios.fcp.toFixed(2)}× its static floor's > ${page.maxFcpOverFloor}×`);
  if (!(ratios.lcp <= page.maxLcpOverFloor)) problems.push(`${path}: LCP ${ratios.lcp.toFixed(2)}× its static floor's > ${page.maxLcpOverFloor}×`);
  return problems;
}
