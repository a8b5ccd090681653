import { expect, it } from 'vitest';
import { wishlistEntry } from '../../../src/domain/wishlist/wishlist-entry';
import { aProduct, aProductInSizes } from '../../support/products';

it('says a saved product is in stock, out of stock, or gone from the catalogue, from the product as it is now', () => {
  const tee = aProduct({ id: 1, stock: 3 });
  expect(wishlistEntry(1, tee)).toEqual({ kind: 'in-stock', productId: 1, product: tee });
  expect(wishlistEntry(1, aProductInSizes({ XXL: 1 })).kind).toBe('in-stock');
  expect(wishlistEntry(1, aProduct({ id: 1, stock: 0 })).kind).toBe('out-of-stock');
  expect(wishlistEntry(9, undefined)).toEqual({ kind: 'gone', productId: 9 });
});
