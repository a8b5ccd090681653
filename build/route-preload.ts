import type { Plugin, Rollup } from 'vite';

/**
 * The first segment of a URL path ('categories' for /categories/men) → the modules it opens: the
 * page's, after the module that loads it when that is not the entry (the secondary pages').
 */
export type RoutePages = Record<string, readonly string[]>;

/** The files a route's page needs beyond what the entry already loads, by first path segment. */
export type RouteFiles = Record<string, string[]>;

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'facadeModuleId'> & {
  viteMetadata?: { importedCss: Set<string> };
};

function closure(start: Chunk, chunks: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

const filesOf = (chunks: Chunk[]) => chunks.flatMap((c) => [c.fileName, ...(c.viteMetadata?.importedCss ?? [])]);

/** Which files each page's chunks and their static imports add to the entry's. Throws for a page module that is not a chunk. */
export function routeFiles(bundle: Record<string, Chunk | { type: 'asset' }>, pages: RoutePages, root: string): RouteFiles {
  const chunks = new Map(Object.values(bundle).filter((c): c is Chunk => 'imports' in c).map((c) => [c.fileName, c]));
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
  const loadedFirst = new Set(filesOf(closure(entry, chunks)));
  const result: RouteFiles = {};
  for (const [segment, modulePaths] of Object.entries(pages)) {
    const files = modulePaths.flatMap((modulePath) => {
      const id = `${root.replace(/\/$/, '')}/${modulePath}`;
      const page = [...chunks.values()].find((c) => c.facadeModuleId === id);
      if (!page) throw new Error(`route-preload: ${modulePath} (for /${segment}) is not a chunk of the build`);
      return filesOf(closure(page, chunks));
    });
    result[segment] = [...new Set(files)].filter((file) => !loadedFirst.has(file));
  }
  return result;
}

/**
 * A script for the page's <head>: it asks for the opened route's chunks and styles at once, in
 * parallel with the entry, instead of after the entry has run and the router has matched.
 * Vite's own loader then finds the links in place and does not fetch the files again.
 */
export function preloadScript(files: RouteFiles, base: string): string {
  const withBase = Object.fromEntries(Object.entries(files).map(([segment, list]) => [segment, list.map((f) => base + f)]));
  return [
    `(function(routes){var segment=location.pathname.split('/')[1];`,
    `var files=Object.prototype.hasOwnProperty.call(routes,segment)?routes[segment]:[];`,
    `files.forEach(function(href){var link=document.createElement('link');`,
    `link.rel=/\\.css$/.test(href)?'stylesheet':'modulepreload';link.crossOrigin='';link.href=href;`,
    `document.head.appendChild(link);});})(${JSON.stringify(withBase)});`,
  ].join('');
}

/**
 * Puts the script just before the entry's script and styles: after them, it would wait for the
 * stylesheet to load (as every inline script does); before the meta tags, it would push the
 * charset out of the first 1024 bytes.
 */
export function withPreloadScript(html: string, script: string): string {
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error('route-preload: no entry script in index.html');
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
}

/**
 * A page rendered ahead of time knows its route: the script gives way to the route's files as
 * links the browser's preload scanner finds in the HTML. Its modules where the script was; its
 * stylesheets at the end of the head, after the entry's, as the script would have put them (the
 * later stylesheet wins a tie, and the page's own rules must win over the shared ones).
 */
export function withStaticPreloads(html: string, files: readonly string[]): string {
  const script = /<script>\(function\(routes\)[^<]*<\/script>\s*/.exec(html);
  if (!script) throw new Error('route-preload: no preload script in the page');
  const links = (rel: string, list: readonly string[]) => list.map((href) => `<link rel="${rel}" crossorigin href="${href}">\n    `).join('');
  const modules = links('modulepreload', files.filter((file) => !file.endsWith('.css')));
  const styles = links('stylesheet', files.filter((file) => file.endsWith('.css')));
  const withModules = html.slice(0, script.index) + modules + html.slice(script.index + script[0].length);
  return withModules.replace('</head>', `  ${styles}</head>`);
}

export interface RoutePreloadApi {
  /** The files the route of `pathname` opens beyond the entry's, with the base (after the build's HTML is made). */
  filesFor(pathname: string): readonly string[];
}

/** Preloads the page chunks of the route a visitor lands on (build only; the dev server has no chunks). */
export function routePreload(pages: RoutePages): Plugin<RoutePreloadApi> & { api: RoutePreloadApi } {
  let root = '';
  let base = '/';
  let built: RouteFiles | undefined;
  return {
    name: 'fashion-zone:route-preload',
    apply: 'build',
    api: {
      filesFor(pathname) {
        if (!built) throw new Error('route-preload: the files are known once index.html is built');
        const segment = pathname.split('/')[1] ?? '';
        return Object.hasOwn(built, segment) ? built[segment]!.map((file) => base + file) : [];
      },
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        built = routeFiles(ctx.bundle as Record<string, Chunk | { type: 'asset' }>, pages, root);
        return withPreloadScript(html, preloadScript(built, base));
      },
    },
  };
}
