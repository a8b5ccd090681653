import { describe, expect, it } from 'vitest';
import { categoryPageFromSlug } from '../../src/domain/catalogue/category';
import { BANNERS, CATEGORY_STRIP } from '../../src/domain/storefront/home-content';

describe('home content', () => {
  it('has the 11 strip categories in order, each with a page', () => {
    expect(CATEGORY_STRIP.map((c) => c.name)).toEqual([
      'Men', 'Women', 'Kids', 'T-shirts', 'Hoodies', 'Shirts', 'Jeans', 'Dresses', 'Accessories', 'Outerwear', 'Activewear',
    ]);
    for (const c of CATEGORY_STRIP) expect(categoryPageFromSlug(c.slug)).toBeDefined();
    expect(CATEGORY_STRIP[3]).toEqual({ name: 'T-shirts', slug: 't-shirts', image: '/images/categories/tshirts.svg' });
  });

  it('has the three banners with their destinations', () => {
    expect(BANNERS.map((b) => [b.title, b.category])).toEqual([
      ['Fashion Sale', 'outerwear'],
      ['Summer Collection', 'shirts'],
      ['Tech Accessories', 'accessories'],
    ]);
  });
});
