import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberedPage, pageOf } from '../../src/domain/paging';

describe('pageOf', () => {
  const letters = ['a', 'b', 'c', 'd', 'e'];

  it('answers the slice asked for with the total; everything without a page', () => {
    expect(pageOf(letters, { offset: 1, limit: 2 })).toEqual({ items: ['b', 'c'], total: 5 });
    expect(pageOf(letters, { offset: 4, limit: 10 })).toEqual({ items: ['e'], total: 5 });
    expect(pageOf(letters, { offset: 9, limit: 2 })).toEqual({ items: [], total: 5 });
    expect(pageOf(letters, { offset: 0, limit: 0 })).toEqual({ items: [], total: 5 });
    expect(pageOf(letters)).toEqual({ items: letters, total: 5 });
  });

  it('reads a negative offset or limit as 0', () => {
    expect(pageOf(letters, { offset: -3, limit: 1 })).toEqual({ items: ['a'], total: 5 });
    expect(pageOf(letters, { offset: 0, limit: -1 })).toEqual({ items: [], total: 5 });
  });

  it('hands out a new list', () => {
    const page = pageOf(letters);
    page.items.pop();
    expect(letters).toHaveLength(5);
  });

  it('splits a list into pages that together are the list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 7 }), (list, size) => {
        const pages: number[] = [];
        for (let n = 1; (n - 1) * size < list.length; n++) pages.push(...pageOf(list, numberedPage(n, size)).items);
        expect(pages).toEqual(list);
      }),
    );
  });
});

describe('numberedPage', () => {
  it('turns a page number from 1 into an offset', () => {
    expect(numberedPage(1, 10)).toEqual({ offset: 0, limit: 10 });
    expect(numberedPage(3, 10)).toEqual({ offset: 20, limit: 10 });
  });

  it('reads a page number below 1, fractional or not a number as page 1 or its whole part', () => {
    expect(numberedPage(0, 10)).toEqual({ offset: 0, limit: 10 });
    expect(numberedPage(-2, 10)).toEqual({ offset: 0, limit: 10 });
    expect(numberedPage(Number.NaN, 10)).toEqual({ offset: 0, limit: 10 });
    expect(numberedPage(2.7, 10)).toEqual({ offset: 10, limit: 10 });
  });
});
