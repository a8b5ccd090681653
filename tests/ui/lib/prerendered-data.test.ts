import { describe, expect, it } from 'vitest';
import { PrerenderedData } from '../../../src/ui/lib/prerendered-data';

describe('what a prerendered page showed', () => {
  it('at build: a first ask is noted, loaded by settle, and answered in the render after', async () => {
    const data = PrerenderedData.forPrerender();
    let loads = 0;
    const load = async () => ({ id: ++loads, title: 'Tee </script><script>alert(1)</script>' });
    expect(data.take('product:1', load)).toBeUndefined();
    expect(await data.settle()).toBe(true);
    expect(data.take('product:1', load)).toEqual({ id: 1, title: 'Tee </script><script>alert(1)</script>' });
    // Nothing new asked: the page is not rendered again.
    expect(await data.settle()).toBe(false);
    expect(loads).toBe(1);
    // Safe inside a <script> element: no '<' for the HTML parser to end it on.
    expect(data.toJson()).not.toContain('<');
    expect(JSON.parse(data.toJson())).toEqual({ 'product:1': { id: 1, title: 'Tee </script><script>alert(1)</script>' } });
  });

  it('in the browser: answers from the page, once hydrated lets go, and never loads', () => {
    const data = PrerenderedData.fromJson('{"product:1":{"id":1}}');
    const load = () => Promise.reject(new Error('the browser loads through the page itself'));
    expect(data.take('product:1', load)).toEqual({ id: 1 });
    expect(data.take('product:2', load)).toBeUndefined();
    data.forget('product:1');
    expect(data.take('product:1', load)).toBeUndefined();
  });

  it('reads a page without it, or with something unreadable, as nothing prerendered', () => {
    for (const json of [null, undefined, '', '{"unterminated', '42', 'null']) {
      expect(PrerenderedData.fromJson(json).take('product:1', () => Promise.resolve(1))).toBeUndefined();
    }
  });
});
