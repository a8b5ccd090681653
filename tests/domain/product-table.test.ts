import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, searchProductTable } from '../../src/domain/admin/product-table';
import { aProduct } from '../support/products';

describe('admin product table search', () => {
  const jacket = aProduct({ id: 1, title: 'Denim Trucker Jacket', category: 'outerwear', sku: 'OUT1001' });
  const shirt = aProduct({ id: 3, title: 'Linen Shirt', category: 'shirts', sku: 'SHI3003' });
  const jeans = aProduct({ id: 2, title: 'Denim Jeans', category: 'jeans', sku: 'JEA2002' });
  const found = (text: string) => searchProductTable([shirt, jacket, jeans], text).map((p) => p.id);

  it('shows 10 products a page (spec)', () => {
    expect(ADMIN_PAGE_SIZE).toBe(10);
  });

  it('finds a substring of the title, category or sku, in any case, in catalogue order', () => {
    expect(found('den')).toEqual([1, 2]);
    expect(found('nim tr')).toEqual([1]);
    expect(found('ERWE')).toEqual([1]);
    expect(found('t1001')).toEqual([1]);
    expect(found('  jea ')).toEqual([2]);
  });

  it("finds the category by the name the table's Category column shows, as well as the stored one", () => {
    const tee = aProduct({ id: 4, title: 'Graphic Oversized Tee', category: 'tshirts', sku: 'TSH4004' });
    const search = (text: string) => searchProductTable([shirt, tee, jacket], text).map((p) => p.id);
    expect(search('T-shirts')).toEqual([4]);
    expect(search('t-SHIRT')).toEqual([4]);
    expect(search('tshirts')).toEqual([4]);
    expect(search('shirts')).toEqual([3, 4]);
    expect(search(' T-Shirts ')).toEqual([4]);
  });

  it('does not search the brand or the audience', () => {
    expect(found('fashion grown')).toEqual([]);
    expect(found('unisex')).toEqual([]);
  });

  it('lists every product for blank text', () => {
    expect(found(' ')).toEqual([3, 1, 2]);
  });
});
