import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gateAction, safeReturnPath } from '../../src/domain/session/session-gate';

describe('gateAction', () => {
  it('lets a logged-in shopper through', () => {
    expect(gateAction(true, '/product/3')).toEqual({ allowed: true });
  });

  it('stops a visitor, keeping the path to come back to', () => {
    expect(gateAction(false, '/product/3?size=M')).toEqual({ allowed: false, returnPath: '/product/3?size=M' });
  });
});

describe('safeReturnPath', () => {
  it('defaults to / and never leaves the site', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/categories/jeans?sort=priceLow')).toBe('/categories/jeans?sort=priceLow');
  });

  it('sends anything that is not a path of this site to /', () => {
    for (const saved of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'http://x',
      'https://x/y',
      '//x',
      '/\\x',
      '/\t/x',
      '/\n/x',
      ' /product/3',
      '\t/product/3',
      '\n/',
      'product/3',
      '%2F%2Fx',
      'data:text/html,hi',
      '?',
      '#',
      '\u0000/x',
    ]) {
      expect(safeReturnPath(saved), JSON.stringify(saved)).toBe('/');
    }
  });

  it('keeps paths of this site with their query and hash', () => {
    for (const saved of ['/', '/product/3', '/search?q=slim%20denim&sort=newest', '/faq#returns', '/cart?x=1#top', '/categories/t-shirts']) {
      expect(safeReturnPath(saved)).toBe(saved);
    }
  });

  it('always answers a path that starts with one slash (property)', () => {
    fc.assert(
      fc.property(fc.string(), (saved) => {
        const path = safeReturnPath(saved);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example');
      }),
    );
  });
});
