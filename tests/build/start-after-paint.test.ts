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

function run(html: string, images: FakeImage[]) {
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
  runInNewContext(script, { document, window, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) });
  const paint = () => {
    frames.splice(0).forEach((f) => f());
    timers.splice(0).forEach((f) => f());
  };
  const load = () => onLoad.forEach((listener) => listener());
  return { appended, paint, load };
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

  it('starts after the first frame when every eager image is already in', () => {
    const { appended, paint } = run(withScriptAfterPaint(PAGE), [{ loading: 'auto', complete: true }]);
    expect(appended).toEqual([]);
    paint();
    expect(appended.map((element) => element.tag)).toEqual(['link', 'script']);
  });

  it('starts with the load event when no frame has come, and only once', () => {
    const images: FakeImage[] = [{ loading: 'auto', complete: false }];
    const { appended, paint, load } = run(withScriptAfterPaint(PAGE), images);
    images[0]!.listeners!.load!();
    load();
    expect(appended.map((element) => element.tag)).toEqual(['link', 'script']);
    paint();
    expect(appended).toHaveLength(2);
  });

  it('refuses a page without its entry script', () => {
    expect(() => withScriptAfterPaint('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
