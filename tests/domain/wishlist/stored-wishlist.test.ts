import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_WISHLIST, readStoredWishlist } from '../../../src/domain/wishlist/stored-wishlist';
import { MAX_WISHLIST_ITEMS } from '../../../src/domain/wishlist/wishlist';

describe('reading a stored wishlist', () => {
  it('reads nothing stored as an empty list, with nothing dropped', () => {
    expect(readStoredWishlist(undefined)).toEqual(EMPTY_WISHLIST);
    expect(readStoredWishlist(null)).toEqual(EMPTY_WISHLIST);
    expect(readStoredWishlist([])).toEqual(EMPTY_WISHLIST);
  });

  it('keeps the items of its own shape, in their order', () => {
    expect(readStoredWishlist([{ productId: 4 }, { productId: 1 }])).toEqual({ items: [{ productId: 4 }, { productId: 1 }], dropped: false });
  });

  it.each([
    ['an object', { 1: { productId: 1 } }],
    ['a string', 'wishlist'],
    ['a number', 7],
  ])('reads a list that is %s as empty, all of it dropped', (_what, raw) => {
    expect(readStoredWishlist(raw)).toEqual({ items: [], dropped: true });
  });

  it('drops the unreadable items and a product seen before, and keeps what was readable (only its product id)', () => {
    const raw = [{ productId: 2 }, { productId: '3' }, { productId: 0 }, { productId: 1.5 }, { id: 4 }, null, 5, { productId: 2 }, { productId: 6, addedAt: 1 }];
    expect(readStoredWishlist(raw)).toEqual({ items: [{ productId: 2 }, { productId: 6 }], dropped: true });
  });

  it(`keeps the first ${MAX_WISHLIST_ITEMS} of a list that is too long, and says the rest was dropped`, () => {
    const raw = Array.from({ length: MAX_WISHLIST_ITEMS + 5 }, (_, index) => ({ productId: index + 1 }));
    const read = readStoredWishlist(raw);
    expect(read.dropped).toBe(true);
    expect(read.items).toEqual(raw.slice(0, MAX_WISHLIST_ITEMS));
  });

  it('never throws, whatever was stored, and answers at most the maximum of different products', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.oneof(fc.record({ productId: fc.integer() }), fc.jsonValue()), { maxLength: 130 })), (raw) => {
        const { items, dropped } = readStoredWishlist(raw);
        const ids = items.map((item) => item.productId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBeLessThanOrEqual(MAX_WISHLIST_ITEMS);
        expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
        if (Array.isArray(raw)) expect(dropped).toBe(items.length !== raw.length);
      }),
    );
  });

  it('reads back what the rules wrote, nothing dropped', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: MAX_WISHLIST_ITEMS }), (ids) => {
        const items = ids.map((productId) => ({ productId }));
        expect(readStoredWishlist(JSON.parse(JSON.stringify(items)))).toEqual({ items, dropped: false });
      }),
    );
  });
});
