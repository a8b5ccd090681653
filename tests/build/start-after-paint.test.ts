import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { withScriptAfterPaint } from '../../build/start-after-paint';

const PAGE = `<html><head>
    <link rel="modulepreload" crossorigin href="/assets/page.js">
    <script type="module" crossorigin src="/assets/index.js"></script>
    <style>.a{}</style>
  </head>
  <body><div id="root"><img src="/a.svg"><img src="/b.svg" loading="lazy"></div>
  </body></html>`;

/** The page's inline script run against a document whose images are `images`; what it appended, and when. */
interface FakeImage {
  loading: string;
  complete: boolean;
  listeners?: Record<string, () => void>;
}

/** The browser's record of paints, as PerformanceObserver reports it (absent: a browser without it). */
interface PaintRecord {
  painted: boolean;
}

function run(html: string, images: FakeImage[], paints: PaintRecord | null = { painted: false }) {
  const appended: { tag: string; rel?: string; type?: string; href?: string; src?: string }[] = [];
  const onLoad: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    images: images.map((image) => ({
      ...image,
      addEventListener: (type: string, listener: () => void) => ((image.listeners ??= {})[type] = listener),
    })),
    createElement: (tag: string) => ({ tag }) as (typeof appended)[number],
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  };
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const window = { addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener) };
  const observers: { callback: () => void; connected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: () => void; connected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, connected: false };
    }
    observe(options: { type: string; buffered: boolean }) {
      if (options.type !== 'paint' || !options.buffered) throw new Error('observes buffered paints only');
      this.entry.connected = true;
      observers.push(this.entry);
      if (paints?.painted) this.entry.callback();
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const context = { document, window, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f), ...(paints ? { PerformanceObserver: FakePerformanceObserver } : {}) };
  runInNewContext(script, context);
  /** A frame runs, its timers after it; not yet on screen. */
  const frame = () => {
    frames.splice(0).forEach((f) => f());
    timers.splice(0).forEach((f) => f());
  };
  const load = () => onLoad.forEach((listener) => listener());
  /** The browser records a paint: a frame is on screen. */
  const recordPaint = () => {
    if (paints) paints.painted = true;
    observers.filter((o) => o.connected).forEach((o) => o.callback());
  };
  /** A frame runs and is on screen. */
  const paint = () => {
    frame();
    recordPaint();
  };
  return { appended, frame, paint, load, recordPaint };
}

describe('the entry script of a prerendered page', () => {
  it('leaves the head, with its module preloads, for a script at the end of the body', () => {
    const html = withScriptAfterPaint(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(/<script>\(function startAfterPaint[\s\S]*\)\("\/assets\/index\.js", \["\/assets\/page\.js"\]\);<\/script>\s*<\/body>/);
  });

  it('starts once the eager images have loaded or failed, in the frame after', () => {
    const images: FakeImage[] = [{ loading: 'auto', complete: false }, { loading: 'auto', complete: false }, { loading: 'lazy', complete: false }];
    const { appended, paint } = run(withScriptAfterPaint(PAGE), images);
    paint();
    expect(appended).toEqual([]);
    images[0]!.listeners!.load!();
    images[1]!.listeners!.error!();
    expect(images[2]!.listeners).toBeUndefined();
    expect(appended).toEqual([]);
    paint();
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/page.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
  });

  it('waits, after the frame, until the browser records that the page is on screen', () => {
    const { appended, frame, recordPaint } = run(withScriptAfterPaint(PAGE), [{ loading: 'auto', complete: true }]);
    frame();
    expect(appended).toEqual([]);
    recordPaint();
    expect(appended.map((element) => element.tag)).toEqual(['link', 'script']);
  });

  it('starts after the first frame when every eager image is already in', () => {
    const { appended, paint } = run(withScriptAfterPaint(PAGE), [{ loading: 'auto', complete: true }]);
    expect(appended).toEqual([]);
    paint();
    expect(appended.map((element) => element.tag)).toEqual(['link', 'script']);
  });

  it('starts after the load event once a paint is recorded, when no frame has come, and only once', () => {
    const images: FakeImage[] = [{ loading: 'auto', complete: false }];
    const { appended, paint, load, recordPaint } = run(withScriptAfterPaint(PAGE), images);
    images[0]!.listeners!.load!();
    load();
    expect(appended).toEqual([]);
    recordPaint();
    expect(appended.map((element) => element.tag)).toEqual(['link', 'script']);
    recordPaint();
    paint();
    expect(appended).toHaveLength(2);
  });

  it('starts at the load event when the page had painted before it', () => {
    const { appended, load } = run(withScriptAfterPaint(PAGE), [{ loading: 'auto', complete: false }], { painted: true });
    load();
    expect(appended.map((element) => element.tag)).toEqual(['link', 'script']);
  });

  it('starts after the frame, or at the load event, in a browser that records no paints', () => {
    const afterFrame = run(withScriptAfterPaint(PAGE), [{ loading: 'auto', complete: true }], null);
    afterFrame.frame();
    expect(afterFrame.appended.map((element) => element.tag)).toEqual(['link', 'script']);
    const atLoad = run(withScriptAfterPaint(PAGE), [{ loading: 'auto', complete: false }], null);
    atLoad.load();
    expect(atLoad.appended.map((element) => element.tag)).toEqual(['link', 'script']);
  });

  it('refuses a page without its entry script', () => {
    expect(() => withScriptAfterPaint('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
