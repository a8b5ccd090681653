import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercentage, newProductSku, productDescription, storeSku } from '../../src/domain/catalogue/product';

describe('discountPercentage', () => {
  it('rounds (original − price) / original × 100', () => {
    expect(discountPercentage(499, 999)).toBe(50);
    expect(discountPercentage(899, 1999)).toBe(55);
    expect(discountPercentage(1000, 1000)).toBe(0);
    expect(discountPercentage(666, 1000)).toBe(33);
    expect(discountPercentage(665, 1000)).toBe(34);
  });

  it('is 0 when there is no original price to compare with', () => {
    expect(discountPercentage(100, 0)).toBe(0);
    expect(discountPercentage(100, Number.NaN)).toBe(0);
  });

  it('stays between 0 and 100 for any sale price up to the original', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (original, share) => {
        const d = discountPercentage(Math.round(original * share), original);
        return d >= 0 && d <= 100;
      }),
    );
  });
});

describe('SKUs', () => {
  it('store SKU: three letters of the category uppercased, id, 00, id', () => {
    expect(storeSku('tshirts', 1)).toBe('TSH1001');
    expect(storeSku('accessories', 23)).toBe('ACC230023');
  });

  it('new admin product SKU: three letters, a hyphen, the last six digits of the time', () => {
    expect(newProductSku('hoodies', 1_732_190_123_456)).toBe('HOO-123456');
    expect(newProductSku('jeans', 42)).toBe('JEA-000042');
  });
});

it('describes a product by its category', () => {
  expect(productDescription('jeans')).toBe('High quality jeans with great comfort and style...');
});
