import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { ConsoleLogger } from '../adapters/browser/console-logger';
import { ManualClock } from '../adapters/memory/manual-clock';
import type { Container } from 'inversify';
import { App } from '../ui/app/App';
import { PrerenderedData } from '../ui/lib/prerendered-data';
import { pageReady } from '../ui/app/routes';
import { createContainer } from './create-container';

/**
 * The HTML of the store at `path`, rendered at build time (build/prerender-pages.ts) from the same
 * tree the browser hydrates. It knows no visitor: the backend is an empty memory store whose clock
 * stands still, so what depends on this browser's storage renders its server-safe default, and what
 * loads after mounting (a page's products) renders its placeholder.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  // Adapters reach the page's globals only when used, and nothing is used before mounting.
  const window = { navigator: { userAgent: 'prerender' } } as unknown as Window;
  const notifier = { success() {}, error() {}, info() {} };
  const data = PrerenderedData.forPrerender();
  // The seed's stock in the middle of its range (55 of each): "In Stock", as most visitors' own store will say.
  const backend = { kind: 'memory', window, logger: new ConsoleLogger(), clock: new ManualClock(Date.now()), notifier, random: () => 0.5 } as const;
  const container = createContainer(backend, data);
  await pageReady(path);
  // Once to learn what the page shows (a product, a category's products), then again with it.
  let html = await renderToHtml(container, path);
  if (await data.settle()) html = await renderToHtml(container, path);
  return { html, data: data.toJson() };
}

/** A prerendered page: its markup (head tags first), and what it showed, as JSON for the hydrating render. */
export interface PrerenderedPage {
  readonly html: string;
  readonly data: string;
}

async function renderToHtml(container: Container, path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App container={container} location={path} />
    </StrictMode>,
    // Every part of the page in its place: React would otherwise send a large part after the rest
    // (a page's content after the footer), to be moved into place by an inline script.
    // A part that throws would be left for the browser to render: at build it fails the page instead.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new AggregateError(errors, `${path} could not be prerendered: ${errors.map(String).join('; ')}`);
  return new Response(prelude).text();
}
