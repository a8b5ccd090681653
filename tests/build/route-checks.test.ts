import { describe, expect, it } from 'vitest';
import { lighthouseFindings, routeProblems, routesTable } from '../../scripts/lib/route-checks.mjs';
import { ROUTES } from '../../scripts/lib/route-table.mjs';

const shipping = { path: '/shipping', h1: 'Shipping Information', content: { h2: 'Delivery Options' } };
const rightPage = { h1: ['Shipping Information'], title: 'Shipping | Fashion Zone', missing: [], dollarsInMain: 0, overflowAt: [], consoleErrors: [], notFoundShown: false };
const clean = { accessibility: 1, findings: [] };

describe('what fails a route in the route report', () => {
  it('passes the right page, fitting, quiet, at accessibility 1 with only minor findings', () => {
    const minor = { id: 'region', impact: 'moderate', help: 'landmarks', targets: ['div'], scan: 'axe at 390 px' };
    expect(routeProblems(shipping, rightPage, { accessibility: 1, findings: [minor] })).toEqual([]);
  });

  it('names each thing that is wrong', () => {
    const observed = { h1: ['Page Not Found'], title: 'Oops', missing: ['the h2 "Delivery Options"'], dollarsInMain: 2, overflowAt: [390], consoleErrors: ['boom'], notFoundShown: true };
    const serious = { id: 'color-contrast', impact: 'serious', help: 'contrast', targets: ['.a', '.b'], scan: 'axe at 1280 px' };
    expect(routeProblems(shipping, observed, { accessibility: 0.96, findings: [serious] })).toEqual([
      '/shipping: the h1 is ["Page Not Found"], not ["Shipping Information"]',
      '/shipping: the title "Oops" does not name the store',
      '/shipping: shows the not-found page',
      '/shipping: the h2 "Delivery Options" is missing',
      '/shipping: 2 dollar sign(s) in the page; every amount is in rupees',
      '/shipping: text runs off the side of the screen at 390 px',
      '/shipping: console error: boom',
      '/shipping: Lighthouse accessibility 0.96 < 1',
      '/shipping: serious axe finding (axe at 1280 px) color-contrast: contrast (.a, .b)',
    ]);
  });

  it('fails a route Lighthouse could not score for accessibility', () => {
    expect(routeProblems(shipping, rightPage, { accessibility: null, findings: [] })).toEqual(['/shipping: Lighthouse accessibility not measured < 1']);
  });

  it('lets the not-found page log the address it could not find, and its 404 status, and nothing else', () => {
    const notFound = ROUTES.find((route) => route.notFound)!;
    const status = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    const observed = { ...rightPage, h1: ['Page Not Found'], notFoundShown: true, consoleErrors: [`404: no page at ${notFound.path}`, status, 'another'] };
    expect(routeProblems(notFound, observed, clean)).toEqual([`${notFound.path}: console error: another`]);
    // Anywhere else, a 404 is a problem.
    expect(routeProblems(shipping, { ...rightPage, consoleErrors: [status] }, clean)).toEqual([`/shipping: console error: ${status}`]);
  });

  it('more than one h1 is a problem', () => {
    expect(routeProblems(shipping, { ...rightPage, h1: ['Shipping Information', 'Shipping Information'] }, clean)).toHaveLength(1);
  });
});

describe("Lighthouse's accessibility findings", () => {
  const audit = (id: string, score: number | null, impact?: string, scoreDisplayMode = 'binary') => ({
    id,
    title: `${id} title`,
    score,
    scoreDisplayMode,
    details: { debugData: impact ? { impact } : undefined, items: [{ node: { selector: `#${id}` } }] },
  });
  const lhr = {
    categories: {
      accessibility: {
        auditRefs: [
          { id: 'label', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'manual-one', weight: 0 },
          { id: 'label-content-name-mismatch', weight: 0 },
          { id: 'not-there', weight: 3 },
        ],
      },
    },
    audits: {
      label: audit('label', 0, 'critical'),
      'image-alt': audit('image-alt', 1, 'critical'),
      'manual-one': audit('manual-one', 0, 'serious', 'manual'),
      'label-content-name-mismatch': audit('label-content-name-mismatch', 0, 'serious'),
    },
  };

  it('are the failing audits of the category, with axe’s impact and the nodes; one weighed 0 is informative', () => {
    expect(lighthouseFindings(lhr)).toEqual([
      { id: 'label', impact: 'critical', help: 'label title', targets: ['#label'], scan: 'Lighthouse' },
      { id: 'label-content-name-mismatch', impact: 'serious', help: 'label-content-name-mismatch title', targets: ['#label-content-name-mismatch'], scan: 'Lighthouse, informative', informative: true },
    ]);
  });

  it('fail a route when they count, and are listed only when informative', () => {
    const [counted, informative] = lighthouseFindings(lhr);
    expect(routeProblems(shipping, rightPage, { accessibility: 1, findings: [informative!] })).toEqual([]);
    expect(routeProblems(shipping, rightPage, { accessibility: 1, findings: [counted!] })).toEqual(['/shipping: critical axe finding (Lighthouse) label: label title (#label)']);
  });
});

describe('the route table', () => {
  it('covers every route of spec §2, the not-found page and the admin’s two, each once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(36);
    expect(ROUTES.filter((route) => route.access === 'admin').map((route) => route.path)).toEqual(['/admin', '/admin/migrate']);
  });

  it('reads as a table, a dash where Lighthouse had no figure', () => {
    const table = routesTable([
      { path: '/', performance: 0.91, fcpMs: 1800.4, lcpMs: 2400, tbtMs: 120, accessibility: 1, findings: [] },
      { path: '/x', performance: null, fcpMs: null, lcpMs: null, tbtMs: null, accessibility: 0.9, findings: [{ id: 'label', impact: 'critical', help: '', targets: [], scan: 'axe at 390 px' }] },
    ]);
    expect(table.split('\n')).toEqual([
      '| route | performance | FCP ms | LCP ms | TBT ms | accessibility | axe findings |',
      '|---|---|---|---|---|---|---|',
      '| / | 0.91 | 1800 | 2400 | 120 | 1.00 | none |',
      '| /x | — | — | — | — | 0.90 | label (critical, axe at 390 px) |',
    ]);
  });
});
