import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS, type Brand } from '../../src/domain/catalogue/category';
import {
  activeFilterCount,
  applyBrowse,
  DEFAULT_BROWSE_QUERY,
  DISCOUNT_THRESHOLDS,
  filterProducts,
  minimumDiscount,
  SORT_KEYS,
  sortProducts,
  withBrand,
  withDiscount,
  withoutFilters,
  withPriceRange,
  withSort,
  type BrowseQuery,
  type SortKey,
} from '../../src/domain/catalogue/browse';
import type { Product } from '../../src/domain/catalogue/product';
import { SIZES } from '../../src/domain/catalogue/size';
import { filterSizes, withSize } from '../../src/domain/catalogue/size-filter';
import { VARIANT_SIZES } from '../../src/domain/catalogue/size-scale';
import { aProduct, aProductInSizes } from '../support/products';

const ids = (products: readonly Product[]) => products.map((p) => p.id);
const query = (overrides: Partial<BrowseQuery> = {}): BrowseQuery => ({ ...DEFAULT_BROWSE_QUERY, ...overrides });

const catalogue = [
  aProduct({ id: 1, price: 499, originalPrice: 999, brand: 'Fashion Grown', ratingCount: 1245, rating: 4.3 }),
  aProduct({ id: 2, price: 1299, originalPrice: 2599, brand: 'Urban Style', ratingCount: 876, rating: 4.5 }),
  aProduct({ id: 3, price: 999, originalPrice: 1999, brand: 'Metro Fashion', ratingCount: 2034, rating: 4.2 }),
  aProduct({ id: 4, price: 899, originalPrice: 1999, brand: 'Urban Style', ratingCount: 876, rating: 4.7 }),
  aProduct({ id: 5, price: 5499, originalPrice: 10999, brand: 'Metro Fashion', ratingCount: 198, rating: 4.6 }),
  aProduct({ id: 6, price: 700, originalPrice: 1000, brand: 'Fashion Grown', ratingCount: 50, rating: 4.0 }),
  aProduct({ id: 7, price: 650, originalPrice: 1000, brand: 'Urban Style', ratingCount: 50, rating: 4.0 }),
];
// Discounts: 1→50, 2→50, 3→50, 4→55, 5→50, 6→30, 7→35

describe('filterProducts', () => {
  it('keeps everything with the default query', () => {
    expect(ids(filterProducts(catalogue, DEFAULT_BROWSE_QUERY))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps prices inside the range, both ends included', () => {
    expect(ids(filterProducts(catalogue, query({ priceMin: 650, priceMax: 999 })))).toEqual([3, 4, 6, 7]);
    expect(ids(filterProducts(catalogue, query({ priceMin: 500, priceMax: 500 })))).toEqual([]);
  });

  it('treats 5000 at the top as no upper limit', () => {
    expect(ids(filterProducts(catalogue, query({ priceMin: 1000 })))).toEqual([2, 5]);
    expect(ids(filterProducts(catalogue, query({ priceMin: 1000, priceMax: 4900 })))).toEqual([2]);
  });

  it('keeps the chosen brands; no brand ticked means every brand', () => {
    expect(ids(filterProducts(catalogue, query({ brands: ['Urban Style'] })))).toEqual([2, 4, 7]);
    expect(ids(filterProducts(catalogue, query({ brands: ['Fashion Grown', 'Metro Fashion'] })))).toEqual([1, 3, 5, 6]);
  });

  it('keeps products with at least the lowest ticked discount', () => {
    expect(ids(filterProducts(catalogue, query({ discounts: [50] })))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterProducts(catalogue, query({ discounts: [40] })))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterProducts(catalogue, query({ discounts: [50, 30] })))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(minimumDiscount(query({ discounts: [50, 40] }))).toBe(40);
    expect(minimumDiscount(DEFAULT_BROWSE_QUERY)).toBe(0);
  });

  it('keeps products in stock in one of the ticked sizes, in any colour; a size at 0 does not count', () => {
    const sized = [aProductInSizes({ S: 1, M: 0 }, { id: 1 }), aProductInSizes({ M: 2 }, { id: 2 }), aProductInSizes({ XL: 3 }, { id: 3 }), aProduct({ id: 4, category: 'accessories', stock: 5 })];
    expect(ids(filterProducts(sized, query({ sizes: ['M'] })))).toEqual([2]);
    expect(ids(filterProducts(sized, query({ sizes: ['S', 'XL'] })))).toEqual([1, 3]);
    expect(ids(filterProducts(sized, query({ sizes: ['One Size'] })))).toEqual([4]);
    expect(ids(filterProducts(sized, query()))).toEqual([1, 2, 3, 4]);
  });

  it('combines the filters (all must hold)', () => {
    expect(ids(filterProducts(catalogue, query({ priceMax: 1000, brands: ['Urban Style'], discounts: [50] })))).toEqual([4]);
  });
});

describe('sortProducts', () => {
  it('popularity: most ratings first, then the best rating, then the id', () => {
    expect(ids(sortProducts(catalogue, 'popularity'))).toEqual([3, 1, 4, 2, 5, 6, 7]);
  });

  it('price low to high and high to low, ties by id', () => {
    const tied = [aProduct({ id: 9, price: 100 }), aProduct({ id: 8, price: 100 }), aProduct({ id: 7, price: 50 })];
    expect(ids(sortProducts(tied, 'priceLow'))).toEqual([7, 8, 9]);
    expect(ids(sortProducts(tied, 'priceHigh'))).toEqual([8, 9, 7]);
    expect(ids(sortProducts(catalogue, 'priceLow'))).toEqual([1, 7, 6, 4, 3, 2, 5]);
  });

  it('newest: the highest id first (products carry no date)', () => {
    expect(ids(sortProducts(catalogue, 'newest'))).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('returns a copy and leaves its input alone', () => {
    const input = [...catalogue];
    sortProducts(input, 'priceHigh');
    expect(ids(input)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

// ---- Properties over random catalogues and queries ----

const brandArb = fc.constantFrom<Brand>(...BRANDS);
const productsArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 40 })
  .chain((idList) =>
    fc.tuple(
      ...idList.map((id) =>
        fc.record({ price: fc.integer({ min: 0, max: 8000 }), off: fc.integer({ min: -30, max: 90 }), brand: brandArb, ratingCount: fc.integer({ min: 0, max: 20 }), rating: fc.integer({ min: 0, max: 5 }), inStock: fc.subarray([...SIZES]) })
          .map(({ price, off, brand, ratingCount, rating, inStock }) =>
            aProductInSizes(Object.fromEntries(inStock.map((size) => [size, 1])), { id, price, originalPrice: price, discountPercentage: off, brand, ratingCount, rating })),
      ),
    ),
  );
const queryArb = fc
  .record({
    a: fc.integer({ min: 0, max: 50 }).map((n) => n * 100),
    b: fc.integer({ min: 0, max: 50 }).map((n) => n * 100),
    brands: fc.subarray([...BRANDS]),
    discounts: fc.subarray([...DISCOUNT_THRESHOLDS]),
    sizes: fc.subarray([...VARIANT_SIZES]),
    sort: fc.constantFrom<SortKey>(...SORT_KEYS),
  })
  .map(({ a, b, brands, discounts, sizes, sort }) => ({ priceMin: Math.min(a, b), priceMax: Math.max(a, b), brands, discounts, sizes, sort }));

function matches(p: Product, q: BrowseQuery): boolean {
  return (
    p.price >= q.priceMin &&
    (q.priceMax === 5000 || p.price <= q.priceMax) &&
    (q.brands.length === 0 || q.brands.includes(p.brand)) &&
    (q.discounts.length === 0 || q.discounts.some((d) => p.discountPercentage >= d)) &&
    (q.sizes.length === 0 || p.variants.some((v) => v.stock > 0 && q.sizes.includes(v.size)))
  );
}

const inOrder: Record<SortKey, (a: Product, b: Product) => boolean> = {
  popularity: (a, b) => a.ratingCount > b.ratingCount || (a.ratingCount === b.ratingCount && (a.rating > b.rating || (a.rating === b.rating && a.id < b.id))),
  priceLow: (a, b) => a.price < b.price || (a.price === b.price && a.id < b.id),
  priceHigh: (a, b) => a.price > b.price || (a.price === b.price && a.id < b.id),
  newest: (a, b) => a.id > b.id,
};

describe('browse properties', () => {
  it('filter keeps exactly the products matching every filter, in their order', () => {
    fc.assert(
      fc.property(productsArb, queryArb, (products, q) => {
        expect(filterProducts(products, q)).toEqual(products.filter((p) => matches(p, q)));
      }),
    );
  });

  it('sort is a permutation in strict order for every sort key', () => {
    fc.assert(
      fc.property(productsArb, fc.constantFrom<SortKey>(...SORT_KEYS), (products, sort) => {
        const sorted = sortProducts(products, sort);
        expect([...ids(sorted)].sort((a, b) => a - b)).toEqual([...ids(products)].sort((a, b) => a - b));
        for (let i = 1; i < sorted.length; i += 1) expect(inOrder[sort](sorted[i - 1]!, sorted[i]!)).toBe(true);
      }),
    );
  });

  it('the result does not depend on the order products arrive in', () => {
    fc.assert(
      fc.property(productsArb, queryArb, (products, q) => {
        expect(ids(applyBrowse([...products].reverse(), q))).toEqual(ids(applyBrowse(products, q)));
      }),
    );
  });

  it('ticking more brands, discounts or sizes never hides a product; narrowing the price never shows one', () => {
    fc.assert(
      fc.property(productsArb, queryArb, brandArb, (products, q, brand) => {
        const before = new Set(ids(applyBrowse(products, q)));
        const moreBrands = ids(applyBrowse(products, withBrand(q, brand, true)));
        if (q.brands.length > 0) for (const id of before) expect(moreBrands).toContain(id);
        const widerDiscount = ids(applyBrowse(products, withDiscount(q, 30, true)));
        if (q.discounts.length > 0) for (const id of before) expect(widerDiscount).toContain(id);
        const moreSizes = ids(applyBrowse(products, withSize(q, 'XL', true)));
        if (q.sizes.length > 0) for (const id of before) expect(moreSizes).toContain(id);
        if (q.priceMin + 100 <= q.priceMax - 100) {
          const narrower = ids(applyBrowse(products, withPriceRange(q, q.priceMin + 100, q.priceMax - 100)));
          for (const id of narrower) expect(before.has(id)).toBe(true);
        }
      }),
    );
  });
});

describe('building the next query', () => {
  it('keeps brands and discounts unique and in the panel order', () => {
    let q = withBrand(DEFAULT_BROWSE_QUERY, 'Metro Fashion', true);
    q = withBrand(q, 'Fashion Grown', true);
    q = withBrand(q, 'Fashion Grown', true);
    expect(q.brands).toEqual(['Fashion Grown', 'Metro Fashion']);
    expect(withBrand(q, 'Fashion Grown', false).brands).toEqual(['Metro Fashion']);
    q = withDiscount(withDiscount(q, 30, true), 50, true);
    expect(q.discounts).toEqual([50, 30]);
    expect(withDiscount(q, 30, false).discounts).toEqual([50]);
    q = withSize(withSize(withSize(q, 'XL', true), 'S', true), 'S', true);
    expect(q.sizes).toEqual(['S', 'XL']);
    expect(withSize(q, 'S', false).sizes).toEqual(['XL']);
  });

  it('offers a category’s sizes in its size filter, and every size where clothing and accessories meet', () => {
    expect(filterSizes({ kind: 'category', category: 'jeans' })).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(filterSizes({ kind: 'category', category: 'accessories' })).toEqual(['One Size']);
    expect(filterSizes({ kind: 'audience', audience: 'men' })).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'One Size']);
    expect(filterSizes()).toEqual(['S', 'M', 'L', 'XL', 'XXL', 'One Size']);
  });

  it('orders and clamps the slider values', () => {
    expect(withPriceRange(DEFAULT_BROWSE_QUERY, 3000, 1000)).toMatchObject({ priceMin: 1000, priceMax: 3000 });
    expect(withPriceRange(DEFAULT_BROWSE_QUERY, -50, 9000)).toMatchObject({ priceMin: 0, priceMax: 5000 });
  });

  it('counts active filters and clears them, keeping the sort', () => {
    const q = query({ priceMin: 500, brands: ['Urban Style', 'Metro Fashion'], discounts: [40], sizes: ['M'], sort: 'newest' });
    expect(activeFilterCount(q)).toBe(5);
    expect(activeFilterCount(DEFAULT_BROWSE_QUERY)).toBe(0);
    expect(withoutFilters(q)).toEqual(query({ sort: 'newest' }));
    expect(withSort(q, 'priceLow').sort).toBe('priceLow');
  });
});
