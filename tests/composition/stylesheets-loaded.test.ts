// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dropCriticalCss, stylesheetsLoaded } from '../../src/composition/stylesheets-loaded';

describe('waiting for the stylesheets of a prerendered page', () => {
  it('resolves once each linked stylesheet has loaded or failed', async () => {
    // (No href: happy-dom loads no CSS, and the test sends the events itself.)
    document.head.innerHTML = '<link rel="stylesheet" media="print"><link rel="stylesheet"><link rel="modulepreload" href="/c.js">';
    const [a, b] = [...document.querySelectorAll('link[rel="stylesheet"]')];
    let done = false;
    const waiting = stylesheetsLoaded(document).then(() => (done = true));
    a!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    b!.dispatchEvent(new Event('error'));
    await waiting;
    expect(done).toBe(true);
  });

  it('waits for a stylesheet put off with media="print" until it applies', async () => {
    document.head.innerHTML = '<link rel="stylesheet" media="print">';
    const link = document.querySelector('link')!;
    Object.defineProperty(link, 'sheet', { value: {} });
    let done = false;
    const waiting = stylesheetsLoaded(document).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves at once when there is none to wait for', async () => {
    document.head.innerHTML = '';
    await expect(stylesheetsLoaded(document)).resolves.toBeUndefined();
  });
});

describe('the inline critical CSS of a prerendered page', () => {
  it('is taken out, and no other style with it', () => {
    document.head.innerHTML = '<style id="critical-css">.a{}</style><style>.b{}</style>';
    dropCriticalCss(document);
    expect(document.head.innerHTML).toBe('<style>.b{}</style>');
  });

  it('is nothing to take out on a page rendered in the browser', () => {
    document.head.innerHTML = '<style>.b{}</style>';
    dropCriticalCss(document);
    expect(document.head.innerHTML).toBe('<style>.b{}</style>');
  });
});
