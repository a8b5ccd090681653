import { describe, expect, it } from 'vitest';
import { renderBlockingCss } from '../../scripts/lib/render-blocking-css.mjs';

describe('the CSS a page waits for before its first paint', () => {
  it('is its inline styles and the stylesheets it links without a media that puts them off', () => {
    const html = `<html><head>
      <style>.a{color:red}</style>
      <link rel="stylesheet" crossorigin href="/assets/index.css" media="print" onload="this.media='all'">
      <noscript><link rel="stylesheet" crossorigin href="/assets/index.css"></noscript>
      <link rel="stylesheet" href="/assets/page.css">
      <link rel="modulepreload" href="/assets/page.js">
      <style>.b{color:blue}</style>
    </head><body><style>.late{}</style></body></html>`;
    expect(renderBlockingCss(html)).toEqual({ inline: '.a{color:red}.b{color:blue}', stylesheets: ['/assets/page.css'] });
  });

  it('is the whole stylesheet of a page the browser renders itself', () => {
    const html = '<html><head><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>';
    expect(renderBlockingCss(html)).toEqual({ inline: '', stylesheets: ['/assets/index.css'] });
  });
});
