/** Where `npm start` serves the store: the origin of a build made without VITE_SITE_ORIGIN. */
export const LOCAL_SITE_ORIGIN = 'http://localhost:4173';

/**
 * The absolute address of a path of the store, for canonical links, Open Graph and JSON-LD: at the
 * deployed site's origin (VITE_SITE_ORIGIN, which the build checks and writes into sitemap.xml and
 * robots.txt too, see build/site-origin.ts), or the local preview's. The same wherever the page is
 * rendered: at build, for the prerendered HTML, and in the browser that hydrates it.
 */
export function siteUrl(path: string): string {
  return new URL(path, (import.meta.env.VITE_SITE_ORIGIN as string | undefined) || LOCAL_SITE_ORIGIN).href;
}
