import { describe, expect, it } from 'vitest';
import { ADMIN_PATH, CART_PATH, DEALS_PATH, HOME_PATH, categoryPath, productPath, searchPath, searchQuery, searchTextOf } from '../../../src/ui/app/paths';

describe('paths', () => {
  it('builds the storefront addresses', () => {
    expect(HOME_PATH).toBe('/');
    expect(DEALS_PATH).toBe('/deals');
    expect(categoryPath('t-shirts')).toBe('/categories/t-shirts');
    expect(productPath(12)).toBe('/product/12');
    expect(CART_PATH).toBe('/cart');
    expect(ADMIN_PATH).toBe('/admin');
  });

  it('puts the search text first, trimmed and encoded, then the filters', () => {
    expect(searchPath(' Hoodie ')).toBe('/search?q=Hoodie');
    expect(searchPath('denim & co')).toBe('/search?q=denim+%26+co');
    expect(searchQuery('linen shirt', 'discount=40&sort=newest')).toBe('q=linen+shirt&discount=40&sort=newest');
    expect(searchQuery('linen shirt')).toBe('q=linen+shirt');
  });

  it('reads the search text back from a query string', () => {
    expect(searchTextOf('?q=denim+%26+co&brand=Urban+Style')).toBe('denim & co');
    expect(searchTextOf(new URLSearchParams('q=shirt'))).toBe('shirt');
    expect(searchTextOf('?brand=Urban+Style')).toBeNull();
  });
});
