import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToWishlist, isSaved, MAX_WISHLIST_ITEMS, removeFromWishlist, type WishlistItem } from '../../../src/domain/wishlist/wishlist';

const items = (...ids: number[]): WishlistItem[] => ids.map((productId) => ({ productId }));

describe('the wishlist rules', () => {
  it('saves a product newest first, and says whether one is saved', () => {
    const added = addToWishlist(items(3, 1), 7);
    expect(added).toEqual({ kind: 'added', items: items(7, 3, 1) });
    expect(isSaved(items(3, 1), 1)).toBe(true);
    expect(isSaved(items(3, 1), 7)).toBe(false);
  });

  it('never keeps a product twice: saving one already there changes nothing', () => {
    expect(addToWishlist(items(3, 1), 1)).toEqual({ kind: 'already-saved' });
  });

  it(`refuses a product more than ${MAX_WISHLIST_ITEMS}, naming the maximum, and drops no older one`, () => {
    const full = items(...Array.from({ length: MAX_WISHLIST_ITEMS }, (_, index) => index + 1));
    expect(addToWishlist(full, 1000)).toEqual({ kind: 'full', maximum: 100 });
    // One already there is still said to be there, not refused.
    expect(addToWishlist(full, 5)).toEqual({ kind: 'already-saved' });
    expect(addToWishlist(full.slice(1), 1000).kind).toBe('added');
  });

  it('removes a product, and removing one not there changes nothing', () => {
    expect(removeFromWishlist(items(3, 1, 7), 1)).toEqual(items(3, 7));
    expect(removeFromWishlist(items(3, 7), 1)).toEqual(items(3, 7));
  });

  it('whatever is saved and removed, holds each product at most once and never more than the maximum', () => {
    const step = fc.record({ add: fc.boolean(), id: fc.integer({ min: 1, max: 150 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 400 }), (steps) => {
        let list: readonly WishlistItem[] = [];
        for (const { add, id } of steps) {
          if (!add) list = removeFromWishlist(list, id);
          else {
            const outcome = addToWishlist(list, id);
            if (outcome.kind === 'added') list = outcome.items;
            else if (outcome.kind === 'full') expect(list).toHaveLength(MAX_WISHLIST_ITEMS);
            else expect(isSaved(list, id)).toBe(true);
          }
          const ids = list.map((item) => item.productId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.length).toBeLessThanOrEqual(MAX_WISHLIST_ITEMS);
        }
      }),
    );
  });
});
