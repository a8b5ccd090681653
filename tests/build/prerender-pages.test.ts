import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { criticalCssLast, fillTemplate, pageFile } from '../../build/prerender-pages';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The store." data-default-head />
    <title data-default-head>Fashion Zone — Online Clothing Store</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const RENDERED = '<link rel="preload" as="image" href="/banner.svg" fetchPriority="high"/><title>FAQ | Fashion Zone</title><meta name="description" content="Answers."/><div data-is-root-theme="true" class="radix-themes"><h1>FAQ</h1></div>';

describe('prerendered pages', () => {
  it('puts the page in #root and its head tags in the head, in place of the default title and description', () => {
    const html = fillTemplate(TEMPLATE, RENDERED, '{"product:1":1}');
    expect(html).toContain('<div id="root"><div data-is-root-theme="true" class="radix-themes"><h1>FAQ</h1></div></div>');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/banner.svg" fetchPriority="high"\/><title>FAQ \| Fashion Zone<\/title><meta name="description" content="Answers."\/><script type="application\/json" id="prerendered-data">{"product:1":1}<\/script><\/head>/);
    expect(html).not.toContain('data-default-head');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('refuses a template without the default head, or a rendering without the Theme root', () => {
    expect(() => fillTemplate(TEMPLATE.replace(/ data-default-head/g, ''), RENDERED)).toThrow(/no default title/);
    expect(() => fillTemplate(TEMPLATE, '<title>FAQ</title><main></main>')).toThrow(/no Theme root/);
  });

  it('names the file a static server serves for each address', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/faq')).toBe('faq.html');
    expect(pageFile('/product/12')).toBe('product/12.html');
  });

  it('puts the critical CSS after the stylesheets it comes from, so that none arriving first overrides it', () => {
    const html = '<html><head><style>.a{}</style><link rel="stylesheet" href="/index.css" media="print"><link rel="stylesheet" href="/page.css" media="print"></head><body><style>.b{}</style></body></html>';
    expect(criticalCssLast(html)).toBe('<html><head><link rel="stylesheet" href="/index.css" media="print"><link rel="stylesheet" href="/page.css" media="print"><style id="critical-css">.a{}</style></head><body><style>.b{}</style></body></html>');
  });

  it('finds critical CSS that holds a "<", and refuses put-off stylesheets without any', () => {
    const css = '@property --gap{syntax:"<length>";inherits:false;initial-value:0}.a>.b{}';
    const html = `<html><head><style>${css}</style><link rel="stylesheet" href="/index.css" media="print" onload="this.media='all'"></head><body></body></html>`;
    expect(criticalCssLast(html)).toContain(`<style id="critical-css">${css}</style></head>`);
    expect(() => criticalCssLast('<html><head><link rel="stylesheet" href="/index.css" media="print" onload="this.media=\'all\'"></head><body></body></html>')).toThrow(/no critical CSS/);
  });

  it('has the last stylesheet to load take the critical CSS out, whichever it is, and not before', () => {
    const link = (href: string) => `<link rel="stylesheet" href="${href}" media="print" onload="this.media='all'">`;
    const html = criticalCssLast(`<html><head><style>.a{}</style>${link('/index.css')}${link('/page.css')}</head><body></body></html>`);
    const { document } = new Window();
    document.write(html);
    const loaded = (href: string) => {
      const stylesheet = document.querySelector(`link[href="${href}"]`)!;
      // What the browser does with an onload attribute: its code, run with the element as `this`.
      new Function('document', stylesheet.getAttribute('onload')!).call(stylesheet, document);
    };
    loaded('/page.css');
    expect(document.getElementById('critical-css')).not.toBeNull();
    loaded('/index.css');
    expect(document.getElementById('critical-css')).toBeNull();
    expect([...document.querySelectorAll('link')].map((stylesheet) => stylesheet.getAttribute('media'))).toEqual(['all', 'all']);
  });
});
