import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_INVALID,
  DATE_RANGE_BACKWARDS,
  dateRangeProblem,
  filtersApplied,
  indiaDayStart,
  NO_ORDER_FILTERS,
  ORDER_PAGE_SIZE,
  orderQuery,
  pageOf,
  showingText,
} from '../../src/domain/admin/order-table';
import { pageRange } from '../../src/domain/admin/pagination';
import { indiaDate } from '../../src/domain/orders/india-time';

describe('the orders table query', () => {
  it('asks for every order, 10 a page, when nothing is filtered', () => {
    expect(orderQuery(NO_ORDER_FILTERS, 1)).toEqual({ page: 1, pageSize: 10 });
    expect(ORDER_PAGE_SIZE).toBe(10);
    expect(filtersApplied(NO_ORDER_FILTERS)).toBe(false);
  });

  it('passes each filter given, the text trimmed', () => {
    const query = orderQuery({ text: '  98765 ', status: 'Shipped', paymentMethod: 'upi', paymentState: 'paid', from: '', to: '' }, 3);
    expect(query).toEqual({ text: '98765', status: 'Shipped', paymentMethod: 'upi', paymentState: 'paid', page: 3, pageSize: 10 });
    expect(filtersApplied({ ...NO_ORDER_FILTERS, status: 'Shipped' })).toBe(true);
    expect(filtersApplied({ ...NO_ORDER_FILTERS, text: '   ' })).toBe(false);
  });

  it('takes the dates as India days, the To day whole', () => {
    const query = orderQuery({ ...NO_ORDER_FILTERS, from: '2026-11-01', to: '2026-11-30' }, 1);
    // Midnight in India is 18:30 UTC the day before.
    expect(query.placedFrom).toBe(Date.parse('2026-10-31T18:30:00Z'));
    expect(query.placedUntil).toBe(Date.parse('2026-11-30T18:30:00Z'));
    expect(orderQuery({ ...NO_ORDER_FILTERS, to: '2026-11-30' }, 1)).toEqual({ placedUntil: Date.parse('2026-11-30T18:30:00Z'), page: 1, pageSize: 10 });
  });

  it('every moment of an India day falls inside a one-day range', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-01-01') }), (at) => {
        const day = indiaDate(at);
        const query = orderQuery({ ...NO_ORDER_FILTERS, from: day, to: day }, 1);
        return query.placedFrom! <= at && at < query.placedUntil! && query.placedUntil! - query.placedFrom! === 86_400_000;
      }),
    );
  });

  it('refuses a backwards or unreal range, and leaves it out of the question', () => {
    expect(dateRangeProblem('2026-11-30', '2026-11-01')).toBe(DATE_RANGE_BACKWARDS);
    expect(dateRangeProblem('2026-02-31', '')).toBe(DATE_INVALID);
    expect(dateRangeProblem('yesterday', '')).toBe(DATE_INVALID);
    expect(dateRangeProblem('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(dateRangeProblem('', '')).toBeUndefined();
    expect(indiaDayStart('2026-13-01')).toBeUndefined();
    expect(orderQuery({ ...NO_ORDER_FILTERS, from: '2026-11-30', to: '2026-11-01' }, 1)).toEqual({ page: 1, pageSize: 10 });
  });

  it("says 'Showing X to Y of Z orders'", () => {
    expect(showingText(pageRange(2, 10, 23), 'orders')).toBe('Showing 11 to 20 of 23 orders');
    expect(showingText(pageRange(1, 10, 0), 'orders')).toBe('Showing 0 to 0 of 0 orders');
  });

  it('pages a whole list, the page kept within the pages there are', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.integer({ min: -3, max: 10 }), (items, page) => {
        const { items: shown, page: at } = pageOf(items, page);
        const range = pageRange(at, 10, items.length);
        expect(shown).toEqual(items.slice(Math.max(0, range.from - 1), range.to));
        expect(at).toBeGreaterThanOrEqual(1);
        expect(shown.length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
