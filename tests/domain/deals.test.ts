import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { dealsByDiscount } from '../../src/domain/storefront/deals';

describe('dealsByDiscount', () => {
  it('orders every product by discount for /deals, ties in catalogue order', () => {
    const products = seedProducts(() => 0);
    const deals = dealsByDiscount(products);
    expect(deals).toHaveLength(25);
    expect(deals[0]!.discountPercentage).toBe(55);
    expect(deals.slice(1).every((p) => p.discountPercentage === 50)).toBe(true);
    expect(deals[1]!.id).toBe(1);
  });
});
