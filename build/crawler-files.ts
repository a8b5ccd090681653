import type { Plugin } from 'vite';
import { siteOrigin } from './site-origin.ts';

/** A page of the route manifest, as far as the sitemap needs it. */
export interface ListedPage {
  readonly path: string;
}

/** The values of a page's path parameters, one set for each address it is listed under. */
export type PathValues = readonly Readonly<Record<string, string | number>>[];

/**
 * Every address /sitemap.xml lists, in the manifest's order: each listed page's path, and a page
 * with parameters once for each set of values (`values`, by page name). A listed page with
 * parameters and no values fails the build: it would be left out without a word.
 */
export function listedPaths(
  pages: Readonly<Record<string, ListedPage>>,
  listed: Readonly<Record<string, boolean>>,
  values: Readonly<Record<string, PathValues>>,
  fill: (path: string, params: Readonly<Record<string, string | number>>) => string,
): string[] {
  return Object.entries(pages)
    .filter(([name]) => listed[name])
    .flatMap(([name, { path }]) => {
      if (!path.includes(':')) return [path];
      const sets = values[name];
      if (!sets) throw new Error(`crawler-files: ${name} (${path}) is in the sitemap, but no values for its parameters were given`);
      return sets.map((params) => fill(path, params));
    });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemap protocol's file (https://www.sitemaps.org/protocol.html): one <url> for each path, at `origin`. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${xmlText(new URL(path, origin).href)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}

/** Every crawler is welcome but in the admin area, and is told where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

/**
 * Writes /sitemap.xml and /robots.txt into the build, at the origin of VITE_SITE_ORIGIN, and serves
 * them from the dev server too. `paths` lists the addresses (./listedPaths, from the route manifest
 * and the catalogue the store is seeded with).
 */
export function crawlerFiles(paths: () => readonly string[]): Plugin {
  let files: Record<string, { type: string; text: string }> = {};
  return {
    name: 'fashion-zone:crawler-files',
    configResolved(config) {
      const origin = siteOrigin(config.env);
      files = {
        'sitemap.xml': { type: 'application/xml', text: sitemapXml(origin, paths()) },
        'robots.txt': { type: 'text/plain', text: robotsTxt(origin) },
      };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files[(request.url ?? '').split('?')[0]!.slice(1)];
        if (!file) return next();
        response.setHeader('Content-Type', `${file.type}; charset=utf-8`);
        response.end(file.text);
      });
    },
    generateBundle() {
      for (const [fileName, { text }] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source: text });
    },
  };
}
