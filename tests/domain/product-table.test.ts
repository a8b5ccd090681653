import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, matchesTableSearch, searchProductTable } from '../../src/domain/admin/product-table';
import { aProduct } from '../support/products';

describe('admin product table search', () => {
  const jacket = aProduct({ id: 1, title: 'Denim Trucker Jacket', category: 'outerwear', sku: 'OUT1001' });

  it('shows 10 products a page (spec)', () => {
    expect(ADMIN_PAGE_SIZE).toBe(10);
  });

  it('matches a substring of the title, category or sku, in any case', () => {
    expect(matchesTableSearch(jacket, 'nim tr')).toBe(true);
    expect(matchesTableSearch(jacket, 'ERWE')).toBe(true);
    expect(matchesTableSearch(jacket, 't1001')).toBe(true);
    expect(matchesTableSearch(jacket, '  denim ')).toBe(true);
  });

  it('does not match the brand, the audience or another text', () => {
    expect(matchesTableSearch(jacket, 'fashion grown')).toBe(false);
    expect(matchesTableSearch(jacket, 'unisex')).toBe(false);
    expect(matchesTableSearch(jacket, 'linen')).toBe(false);
  });

  it('lists the matches in catalogue order, and every product for blank text', () => {
    const products = [aProduct({ id: 3, title: 'Linen Shirt' }), jacket, aProduct({ id: 2, title: 'Denim Jeans' })];
    expect(searchProductTable(products, 'den').map((p) => p.id)).toEqual([1, 2]);
    expect(searchProductTable(products, ' ')).toEqual(products);
  });
});
