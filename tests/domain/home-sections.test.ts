import { describe, expect, it } from 'vitest';
import { homeShelves } from '../../src/domain/storefront/home-sections';
import { aProduct } from '../support/products';

describe('homeShelves', () => {
  it('lists the categories in the spec order, whatever the order of the rows', () => {
    const rows = (['accessories', 'kids', 'tshirts'] as const).map((category, i) => ({ category, products: [aProduct({ id: i + 1, category })] }));
    const sections = homeShelves(rows);
    expect(sections.map((s) => [s.title, s.category])).toEqual([
      ['T-shirts', 'tshirts'],
      ['Kids Collection', 'kids'],
      ['Accessories', 'accessories'],
    ]);
    expect(sections[1]!.products).toEqual(rows[1]!.products);
  });

  it('leaves out a shelf without products', () => {
    const sections = homeShelves([
      { category: 'jeans', products: [aProduct({ id: 1, category: 'jeans' })] },
      { category: 'hoodies', products: [] },
    ]);
    expect(sections.map((s) => s.category)).toEqual(['jeans']);
  });
});
