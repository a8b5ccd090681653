import { LOCAL_SITE_ORIGIN } from '../src/ui/lib/site-url.ts';

export { LOCAL_SITE_ORIGIN };

/**
 * The deployed site's origin ('https://fashionzone.example'), from the build's VITE_SITE_ORIGIN:
 * the one place the absolute addresses of /sitemap.xml and robots.txt come from. Unset or empty,
 * the local preview's. Anything but an http(s) origin fails the build, saying why.
 */
export function siteOrigin(env: Readonly<Record<string, unknown>>): string {
  const value = env.VITE_SITE_ORIGIN;
  if (value === undefined || value === '') return LOCAL_SITE_ORIGIN;
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`VITE_SITE_ORIGIN must be the site's http(s) origin, without a path, such as https://fashionzone.example; got "${String(value)}".`);
  }
  return url.origin;
}
