import { describe, expect, it } from 'vitest';
import { homeCarousels } from '../../src/domain/storefront/home-sections';
import { aProduct } from '../support/products';

describe('homeCarousels', () => {
  it('lists the categories in the spec order, whatever the order of the rows', () => {
    const rows = (['accessories', 'kids', 'tshirts'] as const).map((category, i) => ({ category, products: [aProduct({ id: i + 1, category })] }));
    const sections = homeCarousels(rows);
    expect(sections.map((s) => [s.title, s.category])).toEqual([
      ['T-shirts', 'tshirts'],
      ['Kids Collection', 'kids'],
      ['Accessories', 'accessories'],
    ]);
    expect(sections[1]!.products).toEqual(rows[1]!.products);
  });

  it('leaves out a carousel without products', () => {
    const sections = homeCarousels([
      { category: 'jeans', products: [aProduct({ id: 1, category: 'jeans' })] },
      { category: 'hoodies', products: [] },
    ]);
    expect(sections.map((s) => s.category)).toEqual(['jeans']);
  });
});
