// What the route report (scripts/routes-report.mjs) makes of one route's visit: the problems that
// fail it, the axe findings Lighthouse reported, and the table a person reads.

/** axe's impacts that fail the report; moderate and minor ones are listed, not failed. */
export const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * @typedef {{ id: string, impact: string, help: string, targets: string[], scan: string, informative?: true }} Finding
 * @typedef {{
 *   h1: string[], title: string, missing: string[], dollarsInMain: number,
 *   overflowAt: number[], consoleErrors: string[], notFoundShown: boolean,
 * }} Observed what the page showed once Lighthouse had loaded it
 */

/**
 * The failing accessibility audits of a Lighthouse result (its accessibility category is axe),
 * each with axe's impact. An audit the category weighs 0 (Lighthouse's informative ones, such as
 * axe's experimental label-content-name-mismatch) is marked `informative`: listed, never failed.
 * @returns {Finding[]}
 */
export function lighthouseFindings(lhr, scan = 'Lighthouse') {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score === 0 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
    .map(({ ref, audit }) => ({
      id: audit.id,
      impact: audit.details?.debugData?.impact ?? 'unknown',
      help: audit.title,
      targets: (audit.details?.items ?? []).map((item) => item.node?.selector ?? item.node?.snippet ?? '').filter(Boolean),
      scan: ref.weight > 0 ? scan : `${scan}, informative`,
      ...(ref.weight > 0 ? {} : { informative: true }),
    }));
}

/** What the browser logs for a page answered with status 404. */
const NOT_FOUND_STATUS = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * What fails a route: the wrong page or heading, a missing piece of its content, a dollar sign, text
 * running off the side of the screen, a console error (but the not-found page's own), accessibility
 * under `minAccessibility`, or a serious or critical axe finding that counts (not an informative one).
 * @param {import('./route-table.mjs').Route} route
 * @param {Observed} observed
 * @param {{ accessibility: number | null, findings: Finding[] }} audit
 * @returns {string[]}
 */
export function routeProblems(route, observed, { accessibility, findings }, minAccessibility = 1) {
  const problems = [];
  const at = route.path;
  if (observed.h1.length !== 1 || observed.h1[0] !== route.h1) problems.push(`${at}: the h1 is ${JSON.stringify(observed.h1)}, not ["${route.h1}"]`);
  if (!/Fashion Zone/.test(observed.title)) problems.push(`${at}: the title "${observed.title}" does not name the store`);
  if (observed.notFoundShown && !route.notFound) problems.push(`${at}: shows the not-found page`);
  for (const what of observed.missing) problems.push(`${at}: ${what} is missing`);
  if (observed.dollarsInMain > 0) problems.push(`${at}: ${observed.dollarsInMain} dollar sign(s) in the page; every amount is in rupees`);
  for (const width of observed.overflowAt) problems.push(`${at}: text runs off the side of the screen at ${width} px`);
  // The not-found page logs the address it could not find (spec §2), and the browser logs its 404
  // status (build/prerender-pages.ts answers an unknown address 404); nothing else may log an error.
  const notFoundsOwn = (text) => text.includes(route.path) || text === NOT_FOUND_STATUS;
  const errors = route.notFound ? observed.consoleErrors.filter((text) => !notFoundsOwn(text)) : observed.consoleErrors;
  for (const text of errors) problems.push(`${at}: console error: ${text}`);
  if (accessibility === null || accessibility < minAccessibility) problems.push(`${at}: Lighthouse accessibility ${accessibility ?? 'not measured'} < ${minAccessibility}`);
  for (const finding of findings.filter((f) => FAILING_IMPACTS.includes(f.impact) && !f.informative)) {
    problems.push(`${at}: ${finding.impact} axe finding (${finding.scan}) ${finding.id}: ${finding.help} (${finding.targets.join(', ')})`);
  }
  return problems;
}

const score = (value) => (value === null || value === undefined ? '—' : value.toFixed(2));
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)}`);

/**
 * The readable table: route, performance, FCP, LCP, TBT, accessibility, axe findings.
 * @param {{ path: string, performance: number | null, fcpMs: number | null, lcpMs: number | null, tbtMs: number | null, accessibility: number | null, findings: Finding[] }[]} rows
 */
export function routesTable(rows) {
  const lines = ['| route | performance | FCP ms | LCP ms | TBT ms | accessibility | axe findings |', '|---|---|---|---|---|---|---|'];
  for (const row of rows) {
    const findings = row.findings.length === 0 ? 'none' : row.findings.map((f) => `${f.id} (${f.impact}, ${f.scan})`).join('; ');
    lines.push(`| ${row.path} | ${score(row.performance)} | ${ms(row.fcpMs)} | ${ms(row.lcpMs)} | ${ms(row.tbtMs)} | ${score(row.accessibility)} | ${findings} |`);
  }
  return lines.join('\n');
}
