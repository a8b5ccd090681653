import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { homeCarousels } from '../../src/domain/storefront/home-sections';
import { aProduct } from '../support/products';

describe('homeCarousels', () => {
  it('lists the categories in the spec order with their view-all links', () => {
    const sections = homeCarousels(seedProducts(() => 0));
    expect(sections.map((s) => s.title)).toEqual([
      'T-shirts', 'Hoodies', 'Jeans', 'Dresses', 'Kids Collection', 'Shirts', 'Outerwear', 'Activewear', 'Accessories',
    ]);
    expect(sections[4]).toMatchObject({ category: 'kids', viewAllHref: '/categories/kids' });
    expect(sections[0]!.products.every((p) => p.category === 'tshirts')).toBe(true);
  });

  it('leaves out a carousel without products', () => {
    const sections = homeCarousels([aProduct({ id: 1, category: 'jeans' }), aProduct({ id: 2, category: 'dresses' })]);
    expect(sections.map((s) => s.category)).toEqual(['jeans', 'dresses']);
  });
});
