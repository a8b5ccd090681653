import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { CRITICAL_CSS_ID } from '../src/composition/stylesheets-loaded.ts';
import { PRERENDERED_DATA_ID } from '../src/ui/lib/prerendered-data.ts';
import { withStaticPreloads } from './route-preload.ts';
import { withScriptAfterPaint } from './start-after-paint.ts';

/** The page served for an address that has no page of its own in the build: the app renders it in the browser. */
export const APP_SHELL = 'app-shell.html';

/** The page a static host serves, with status 404, for an address the store does not have. */
export const NOT_FOUND_PAGE = '404.html';

/** The build's file for a prerendered address: /faq → faq.html, / → index.html (what `vite preview` and static hosts serve). */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The built index.html with the page's markup in #root, its head tags (title, description,
 * preloads, structured data: what React puts first when it renders no <html>) in place of the
 * default title and description, and what it showed (`data`, JSON) for the hydrating render.
 */
export function fillTemplate(template: string, rendered: string, data = '{}'): string {
  const body = rendered.indexOf('<div data-is-root-theme');
  if (body < 0) throw new Error('prerender-pages: the rendered page has no Theme root');
  const head = rendered.slice(0, body);
  const withoutDefaults = template.replace(/\s*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?/g, '');
  if (withoutDefaults === template) throw new Error('prerender-pages: index.html has no default title and description to replace');
  const dataScript = `<script type="application/json" id="${PRERENDERED_DATA_ID}">${data}</script>`;
  return withoutDefaults.replace('</head>', `${head}${dataScript}</head>`).replace('<div id="root"></div>', `<div id="root">${rendered.slice(body)}</div>`);
}

/**
 * Moves the inline critical CSS after the stylesheets it was taken from. Before them, a stylesheet
 * that arrives first would override the inline copy of a later one's rule (the shared styles before
 * the page's own), and the page would move until the later one arrived; after them, the inline copy
 * keeps every rule's order whatever arrives when.
 *
 * Once they all apply it must go: after them, it would also override a stylesheet's rule of the same
 * weight that it does not hold (an icon button's size, in what the app renders later). The last
 * stylesheet to load takes it out in its onload, the task that applies it, so that the browser
 * restyles the page once rather than twice; the app takes it out before hydrating, if still there
 * (src/composition/stylesheets-loaded.ts).
 */
export function criticalCssLast(html: string): string {
  // Up to the first </style>: CSS may hold a "<" (an @property's syntax: "<length>").
  const style = /<style>[\s\S]*?<\/style>/.exec(html);
  if (!style || style.index > html.indexOf('</head>')) {
    if (html.includes(`onload="${APPLY_STYLESHEET}"`)) throw new Error('criticalCssLast: stylesheets are put off, but the head has no critical CSS to paint with.');
    return html;
  }
  const without = html.slice(0, style.index) + html.slice(style.index + style[0].length);
  return without
    .replaceAll(`onload="${APPLY_STYLESHEET}"`, `onload="${APPLY_STYLESHEET};${DROP_CRITICAL_CSS_WHEN_ALL_APPLY}"`)
    .replace('</head>', `${style[0].replace('<style>', `<style id="${CRITICAL_CSS_ID}">`)}</head>`);
}

/** Beasties' onload of a stylesheet it put off (media="print" until loaded). */
const APPLY_STYLESHEET = "this.media='all'";
const DROP_CRITICAL_CSS_WHEN_ALL_APPLY = `if(!document.querySelector('link[media=print][onload]')){var c=document.getElementById('${CRITICAL_CSS_ID}');if(c)c.remove()}`;

export interface PrerenderOptions {
  /** The module that exports `prerenderPage(path)`, answering the page's markup and data (src/composition/prerender.tsx), from the project's root. */
  readonly entry: string;
  /** The addresses to prerender. */
  readonly paths: () => readonly string[];
  /** An address no route but the catch-all matches: its page becomes 404.html. */
  readonly notFoundPath: string;
  /** Whether an address is one of the app's routes (the catch-all aside), for the preview server. */
  readonly isAppRoute: (pathname: string) => boolean;
  /** The files (with the base) that the page at an address needs beyond the entry's (build/route-preload.ts). */
  readonly routeFiles: (path: string) => readonly string[];
}

/**
 * After the browser build, renders each of `paths` to HTML with the same React tree, built once
 * more for Node (`entry`), and writes it over the built index.html: a page that paints before its
 * JavaScript has run, which the browser then hydrates. The bare index.html stays as app-shell.html,
 * for the addresses that are rendered in the browser only (the cart, the admin area…); `vite
 * preview` serves it for them, and 404.html for an address that is no route at all.
 */
export function prerenderPages({ entry, paths, notFoundPath, isAppRoute, routeFiles }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fashion-zone:prerender-pages',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The Node build below loads this config too: it renders nothing itself.
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = join(config.root, 'node_modules/.cache/prerender', String(process.pid));
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        // Bundled whole, dependencies too: the Node build then runs the same module transforms (build/) as the browser's.
        ssr: { noExternal: true },
        build: { ssr: entry, outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false, minify: false, chunkSizeWarningLimit: Number.POSITIVE_INFINITY },
      });
      try {
        const module = (await import(pathToFileURL(join(serverDir, entry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js'))).href)) as {
          prerenderPage(path: string): Promise<{ html: string; data: string }>;
        };
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(join(outDir, APP_SHELL), template);
        // The rules each page's HTML uses go inline in its head; its stylesheets then load without
        // holding up the first paint (media="print" until loaded), and stay whole for what the
        // page renders later. Beasties matches a rule by its selector without pseudo-classes, and a
        // selector that is all one (Radix's `:where(.radix-themes)`, which holds the theme's
        // colours) would match nothing: those rules are always kept (56 rules, about 2 KiB gz).
        const beasties = new Beasties({
          path: outDir,
          publicPath: config.base,
          preload: 'media',
          pruneSource: false,
          allowRules: [/^:where\(/],
          logLevel: 'warn',
        });
        const pages: [string, string][] = [...paths().map((path) => [path, pageFile(path)] as [string, string]), [notFoundPath, NOT_FOUND_PAGE]];
        for (const [path, file] of pages) {
          const page = withStaticPreloads(template, routeFiles(path));
          const { html: markup, data } = await module.prerenderPage(path);
          const html = withScriptAfterPaint(criticalCssLast(await beasties.process(fillTemplate(page, markup, data))));
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), html);
        }
        config.logger.info(`prerendered ${pages.length} pages`);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      // Before vite's own fallback, which would serve index.html (the home page) for every address.
      server.middlewares.use((request, response, next) => {
        const accept = request.headers.accept ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (!accept.includes('text/html')) return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent((request.url ?? '/').split('?')[0]!);
        } catch {
          // A malformed address: vite's own handling answers it.
          return next();
        }
        const file = join(outDir, pathname);
        if (pathname === '/' || existsSync(`${file}.html`) || (existsSync(file) && statSync(file).isFile())) return next();
        if (isAppRoute(pathname)) {
          request.url = `/${APP_SHELL}`;
          return next();
        }
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        void readFile(join(outDir, NOT_FOUND_PAGE)).then((html) => response.end(html), next);
      });
    },
  };
}
