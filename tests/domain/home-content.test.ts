import { describe, expect, it } from 'vitest';
import { categoryPageFromSlug } from '../../src/domain/catalogue/category';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { BANNERS, CATEGORY_STRIP, dealsByDiscount, homeDeals } from '../../src/domain/storefront/home-content';

describe('home content', () => {
  it('has the 11 strip categories in order, each with a page', () => {
    expect(CATEGORY_STRIP.map((c) => c.name)).toEqual([
      'Men', 'Women', 'Kids', 'T-shirts', 'Hoodies', 'Shirts', 'Jeans', 'Dresses', 'Accessories', 'Outerwear', 'Activewear',
    ]);
    for (const c of CATEGORY_STRIP) expect(categoryPageFromSlug(c.slug)).toBeDefined();
    expect(CATEGORY_STRIP[3]).toEqual({ name: 'T-shirts', slug: 't-shirts', image: '/images/categories/tshirts.svg' });
  });

  it('has the three banners with their destinations', () => {
    expect(BANNERS.map((b) => [b.title, b.url])).toEqual([
      ['Fashion Sale', '/categories/outerwear'],
      ['Summer Collection', '/categories/shirts'],
      ['Tech Accessories', '/categories/accessories'],
    ]);
  });

  it('shows the first five products as deals on home, and every product by discount on /deals', () => {
    const products = seedProducts(() => 0);
    expect(homeDeals(products).map((p) => p.id)).toEqual([1, 2, 3, 4, 10]);
    const deals = dealsByDiscount(products);
    expect(deals).toHaveLength(25);
    expect(deals[0]!.discountPercentage).toBe(55);
    expect(deals.slice(1).every((p) => p.discountPercentage === 50)).toBe(true);
    expect(deals[1]!.id).toBe(1);
  });
});
