/**
 * Resolves once every stylesheet the document links has loaded (or failed). A prerendered page
 * paints with its critical CSS inline and its stylesheets on their way (build/prerender-pages.ts);
 * what the app renders after hydrating (a shelf's products) has no inline rules, so it waits for them.
 */
export function stylesheetsLoaded(document: Document): Promise<void> {
  // Loaded and applied: a stylesheet put off with media="print" applies once its onload has set media="all".
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet || link.media === 'print');
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** The id of a prerendered page's inline critical CSS (build/prerender-pages.ts puts it there). */
export const CRITICAL_CSS_ID = 'critical-css';

/**
 * Takes a prerendered page's inline critical CSS out once its stylesheets apply, if the last
 * stylesheet's onload has not already (build/prerender-pages.ts, criticalCssLast). The inline copy
 * comes after the stylesheets, to keep their rules' order while they arrive; left in, it would also
 * come after them for what the app renders later, and a rule it holds (Radix's button reset) would
 * override a stylesheet's rule of the same weight that it does not hold (an icon button's size).
 */
export function dropCriticalCss(document: Document): void {
  document.getElementById(CRITICAL_CSS_ID)?.remove();
}
