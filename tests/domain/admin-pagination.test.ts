import { describe, expect, it } from 'vitest';
import { clampPage, MAX_PAGE_LINKS, pageCount, pageRange, paginationItems, type PaginationItem } from '../../src/domain/admin/pagination';

const pagesOf = (items: PaginationItem[]) => items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
const render = (items: PaginationItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('paginationItems', () => {
  it('shows the spec examples', () => {
    expect(render(paginationItems(1, 0))).toBe('');
    expect(render(paginationItems(1, 1))).toBe('1');
    expect(render(paginationItems(2, 5))).toBe('1 2 3 4 5');
    expect(render(paginationItems(1, 10))).toBe('1 2 3 4 5 … 10');
    expect(render(paginationItems(3, 10))).toBe('1 2 3 4 5 … 10');
    expect(render(paginationItems(4, 10))).toBe('2 3 4 5 6 … 10');
    expect(render(paginationItems(6, 10))).toBe('4 5 6 7 8 … 10');
    // Fourth-to-last: the five reach page 9, so the last page follows without a gap.
    expect(render(paginationItems(7, 10))).toBe('5 6 7 8 9 10');
    // From the third-to-last on: the last five, no separate last page.
    expect(render(paginationItems(8, 10))).toBe('6 7 8 9 10');
    expect(render(paginationItems(10, 10))).toBe('6 7 8 9 10');
    expect(render(paginationItems(3, 6))).toBe('1 2 3 4 5 6');
    expect(render(paginationItems(4, 6))).toBe('2 3 4 5 6');
  });

  describe.each(Array.from({ length: 31 }, (_, pages) => pages))('with %i pages', (pages) => {
    it.each(Array.from({ length: Math.max(1, pages) }, (_, i) => i + 1))('at page %i', (current) => {
      const items = paginationItems(current, pages);
      const numbers = pagesOf(items);
      if (pages === 0) {
        expect(items).toEqual([]);
        return;
      }
      // The current page is always shown, each page at most once, in order, all within 1…pages.
      expect(numbers).toContain(current);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.every((n) => n >= 1 && n <= pages)).toBe(true);
      // Up to 5 consecutive links: all pages when there are at most 5.
      const window = numbers.slice(0, Math.min(MAX_PAGE_LINKS, pages));
      expect(window).toHaveLength(Math.min(MAX_PAGE_LINKS, pages));
      expect(window.every((n, i) => i === 0 || n === window[i - 1]! + 1)).toBe(true);
      // The last page follows the five exactly when over 5 pages and before the third-to-last.
      const lastLinked = pages > MAX_PAGE_LINKS && current < pages - 2;
      expect(numbers).toHaveLength(lastLinked ? MAX_PAGE_LINKS + 1 : Math.min(MAX_PAGE_LINKS, pages));
      if (lastLinked) expect(numbers.at(-1)).toBe(pages);
      // An ellipsis stands exactly where pages are left out before the last page.
      const gap = lastLinked && window.at(-1)! < pages - 1;
      expect(items.filter((item) => item.kind === 'ellipsis')).toHaveLength(gap ? 1 : 0);
      if (gap) expect(items.at(-2)).toEqual({ kind: 'ellipsis' });
      // Near the start the first five; near the end the last five.
      if (pages > MAX_PAGE_LINKS && current <= 3) expect(window[0]).toBe(1);
      if (pages > MAX_PAGE_LINKS && current >= pages - 2) expect(window.at(-1)).toBe(pages);
      if (pages > MAX_PAGE_LINKS && current > 3 && current < pages - 2) expect(window[2]).toBe(current);
    });
  });

  it('reads a current page out of range as the nearest one', () => {
    expect(render(paginationItems(0, 10))).toBe('1 2 3 4 5 … 10');
    expect(render(paginationItems(99, 10))).toBe('6 7 8 9 10');
    expect(render(paginationItems(Number.NaN, 3))).toBe('1 2 3');
  });
});

describe('page counts and ranges', () => {
  it('counts the pages of 10', () => {
    expect([0, 1, 10, 11, 25, 100].map((total) => pageCount(total, 10))).toEqual([0, 1, 1, 2, 3, 10]);
  });

  it('clamps a page into 1…pages', () => {
    expect([clampPage(0, 3), clampPage(2.7, 3), clampPage(9, 3), clampPage(4, 0), clampPage(Number.NaN, 3)]).toEqual([1, 2, 3, 1, 1]);
  });

  it("says 'Showing X to Y' of the page", () => {
    expect(pageRange(1, 10, 25)).toEqual({ from: 1, to: 10, total: 25 });
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
    expect(pageRange(5, 10, 25)).toEqual({ from: 21, to: 25, total: 25 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
