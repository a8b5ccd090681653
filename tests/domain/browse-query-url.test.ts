import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/domain/catalogue/category';
import { DEFAULT_BROWSE_QUERY, DISCOUNT_THRESHOLDS, SORT_KEYS, type BrowseQuery } from '../../src/domain/catalogue/browse';
import { parseBrowseQuery, serializeBrowseQuery } from '../../src/domain/catalogue/browse-query-url';
import { VARIANT_SIZES } from '../../src/domain/catalogue/size-scale';

describe('parseBrowseQuery', () => {
  it('reads every field', () => {
    expect(parseBrowseQuery('?min=500&max=2000&brand=Urban+Style&brand=Metro+Fashion&discount=50&size=M&size=L&sort=priceLow')).toEqual({
      priceMin: 500,
      priceMax: 2000,
      brands: ['Urban Style', 'Metro Fashion'],
      discounts: [50],
      sizes: ['M', 'L'],
      sort: 'priceLow',
    });
    expect(parseBrowseQuery(new URLSearchParams('discount=30&discount=40'))).toEqual({ ...DEFAULT_BROWSE_QUERY, discounts: [40, 30] });
  });

  it('gives the defaults for an empty query', () => {
    expect(parseBrowseQuery('')).toEqual(DEFAULT_BROWSE_QUERY);
    expect(DEFAULT_BROWSE_QUERY).toEqual({ priceMin: 0, priceMax: 5000, brands: [], discounts: [], sizes: [], sort: 'popularity' });
  });

  it('falls back field by field on garbage', () => {
    expect(parseBrowseQuery('sort=evil&max=abc')).toEqual(DEFAULT_BROWSE_QUERY);
    expect(parseBrowseQuery('sort=evil&max=abc&brand=Nope&brand=Urban+Style&discount=45&discount=x')).toEqual({ ...DEFAULT_BROWSE_QUERY, brands: ['Urban Style'] });
    expect(parseBrowseQuery('min=-100&max=1500&sort=newest')).toEqual({ ...DEFAULT_BROWSE_QUERY, priceMax: 1500, sort: 'newest' });
    expect(parseBrowseQuery('min=1.5e3&max=Infinity')).toEqual(DEFAULT_BROWSE_QUERY);
    expect(parseBrowseQuery('min=9000')).toEqual(DEFAULT_BROWSE_QUERY);
    expect(parseBrowseQuery('__proto__=1&constructor=x&sort=toString')).toEqual(DEFAULT_BROWSE_QUERY);
  });

  it('drops a reversed price range as a whole', () => {
    expect(parseBrowseQuery('min=3000&max=1000&sort=priceHigh')).toEqual({ ...DEFAULT_BROWSE_QUERY, sort: 'priceHigh' });
  });

  it('reads a max above the slider as no upper limit', () => {
    expect(parseBrowseQuery('min=1000&max=99999')).toEqual({ ...DEFAULT_BROWSE_QUERY, priceMin: 1000 });
  });

  it('accepts sizes in any case, once each, in size order; one the shop has no such size of is dropped', () => {
    expect(parseBrowseQuery('size=xl&size=s&size=XL&size=XXXL&size=one+size&size=').sizes).toEqual(['S', 'XL', 'One Size']);
  });

  it('accepts brands in any case, once each, in the panel order', () => {
    expect(parseBrowseQuery('brand=metro+fashion&brand=FASHION+GROWN&brand=Metro+Fashion').brands).toEqual(['Fashion Grown', 'Metro Fashion']);
  });
});

describe('serializeBrowseQuery', () => {
  it('leaves the defaults out', () => {
    expect(serializeBrowseQuery(DEFAULT_BROWSE_QUERY)).toBe('');
    expect(serializeBrowseQuery({ ...DEFAULT_BROWSE_QUERY, sort: 'newest' })).toBe('sort=newest');
  });

  it('writes the documented form', () => {
    expect(
      serializeBrowseQuery({ priceMin: 500, priceMax: 2000, brands: ['Urban Style', 'Metro Fashion'], discounts: [50], sizes: ['M', 'One Size'], sort: 'priceLow' }),
    ).toBe('min=500&max=2000&brand=Urban+Style&brand=Metro+Fashion&discount=50&size=M&size=One+Size&sort=priceLow');
  });
});

const validQuery: fc.Arbitrary<BrowseQuery> = fc
  .record({
    a: fc.integer({ min: 0, max: 5000 }),
    b: fc.integer({ min: 0, max: 5000 }),
    brands: fc.subarray([...BRANDS]),
    discounts: fc.subarray([...DISCOUNT_THRESHOLDS]),
    sizes: fc.subarray([...VARIANT_SIZES]),
    sort: fc.constantFrom(...SORT_KEYS),
  })
  .map(({ a, b, brands, discounts, sizes, sort }) => ({ priceMin: Math.min(a, b), priceMax: Math.max(a, b), brands, discounts, sizes, sort }));

describe('URL properties', () => {
  it('parse(serialize(q)) is q for every valid query', () => {
    fc.assert(
      fc.property(validQuery, (q) => {
        expect(parseBrowseQuery(serializeBrowseQuery(q))).toEqual(q);
      }),
    );
  });

  it('never throws, and always reads a valid query, whatever the URL holds', () => {
    const key = fc.constantFrom('min', 'max', 'brand', 'discount', 'sort', 'q', 'x');
    const value = fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom(...BRANDS, 'Infinity', 'NaN', '-0', '1e4', ' 500 '));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value)), fc.string(), (pairs, raw) => {
        for (const input of [new URLSearchParams(pairs), raw]) {
          const q = parseBrowseQuery(input);
          expect(Number.isInteger(q.priceMin) && Number.isInteger(q.priceMax)).toBe(true);
          expect(0 <= q.priceMin && q.priceMin <= q.priceMax && q.priceMax <= 5000).toBe(true);
          expect(BRANDS.filter((b) => q.brands.includes(b))).toEqual(q.brands);
          expect(DISCOUNT_THRESHOLDS.filter((d) => q.discounts.includes(d))).toEqual(q.discounts);
          expect(SORT_KEYS).toContain(q.sort);
          // What it read writes back to a URL that reads the same.
          expect(parseBrowseQuery(serializeBrowseQuery(q))).toEqual(q);
        }
      }),
    );
  });
});
