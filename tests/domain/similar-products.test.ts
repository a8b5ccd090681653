import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain/catalogue/category';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { SIMILAR_PRODUCTS_MAX, similarProducts } from '../../src/domain/catalogue/similar-products';
import { aProduct } from '../support/products';

describe('similarProducts', () => {
  it('lists the other products of the same category, in catalogue order', () => {
    const products = seedProducts(() => 0.5);
    const tshirt = products.find((p) => p.id === 1)!;
    expect(similarProducts(products, tshirt).map((p) => p.id)).toEqual([15, 24]);
    const dress = products.find((p) => p.id === 16)!;
    expect(similarProducts(products, dress).map((p) => p.id)).toEqual([2, 30]);
  });

  it('shows at most 4', () => {
    const products = Array.from({ length: 8 }, (_, i) => aProduct({ id: i + 1, category: 'jeans' }));
    expect(SIMILAR_PRODUCTS_MAX).toBe(4);
    expect(similarProducts(products, products[2]!).map((p) => p.id)).toEqual([1, 2, 4, 5]);
    expect(similarProducts(products, products[0]!, 2).map((p) => p.id)).toEqual([2, 3]);
  });

  it('is empty when the product is the only one of its category', () => {
    const products = [aProduct({ id: 1, category: 'kids' }), aProduct({ id: 2, category: 'jeans' })];
    expect(similarProducts(products, products[0]!)).toEqual([]);
  });

  it('never includes the product itself or another category, never more than 4, never twice', () => {
    const catalogue = fc
      .uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 40 })
      .chain((ids) =>
        fc.tuple(
          fc.constant(ids),
          fc.array(fc.constantFrom(...CATEGORIES), { minLength: ids.length, maxLength: ids.length }),
          fc.nat({ max: ids.length - 1 }),
        ),
      );
    fc.assert(
      fc.property(catalogue, ([ids, categories, index]) => {
        const products = ids.map((id, i) => aProduct({ id, category: categories[i]! }));
        const current = products[index]!;
        const similar = similarProducts(products, current);
        const expected = products.filter((p) => p.category === current.category && p.id !== current.id).slice(0, 4);
        expect(similar).toEqual(expected);
        expect(similar.length).toBeLessThanOrEqual(4);
        expect(similar.every((p) => p.category === current.category && p.id !== current.id)).toBe(true);
        expect(new Set(similar.map((p) => p.id)).size).toBe(similar.length);
      }),
    );
  });
});
