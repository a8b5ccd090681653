import { describe, expect, it } from 'vitest';
import { BRANDS, CATEGORIES } from '../../src/domain/catalogue/category';
import { discountPercentage } from '../../src/domain/catalogue/product';
import { seedProducts, seedStock } from '../../src/domain/catalogue/seed-products';

describe('the seeded catalogue', () => {
  const products = seedProducts(() => 0.5);

  it('has 25 products with ids 1–4 and 10–30', () => {
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4, ...Array.from({ length: 21 }, (_, i) => i + 10)]);
  });

  it('covers all nine categories and the three brands', () => {
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(products.map((p) => p.brand))).toEqual(new Set(BRANDS));
    expect(new Set(products.map((p) => p.audience))).toEqual(new Set(['men', 'women', 'kids', 'unisex']));
  });

  it('is discounted 50% except one product at 55%, each consistent with its prices', () => {
    for (const p of products) expect(p.discountPercentage).toBe(discountPercentage(p.price, p.originalPrice));
    expect(products.filter((p) => p.discountPercentage === 55)).toHaveLength(1);
    expect(products.filter((p) => p.discountPercentage === 50)).toHaveLength(24);
  });

  it('derives description and sku, and ships a local image per product', () => {
    const tee = products[0]!;
    expect(tee.description).toBe('High quality tshirts with great comfort and style...');
    expect(tee.sku).toBe('TSH1001');
    expect(products.find((p) => p.id === 21)?.sku).toBe('OUT210021');
    for (const p of products) expect(p.image).toBe(`/images/products/${p.id}.svg`);
  });

  it('gives each piece of clothing a fit note the admin form would take, and no accessory one', () => {
    for (const p of products) {
      if (p.category === 'accessories') expect(p.fitNote).toBeUndefined();
      else expect(p.fitNote).toMatch(/^\S.{9,158}\.$/);
    }
  });

  it('puts every kids-category product in the kids audience', () => {
    for (const p of products.filter((x) => x.category === 'kids')) expect(p.audience).toBe('kids');
  });
});

describe('seedStock', () => {
  it('is an integer from 10 to 99', () => {
    expect(seedStock(() => 0)).toBe(10);
    expect(seedStock(() => 0.999999)).toBe(99);
    expect(seedStock(() => 0.5)).toBe(55);
  });
});
