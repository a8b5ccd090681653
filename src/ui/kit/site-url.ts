/**
 * The absolute address of a path of the store, for canonical links, Open Graph and JSON-LD. In the
 * browser, the origin the page is served from: the deployed site's own (VITE_SITE_ORIGIN, which the
 * build writes into sitemap.xml and robots.txt, see build/site-origin.ts) once it is deployed, and
 * a preview's or a developer's address wherever else it runs, so its links lead back to it.
 */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
