import { describe, expect, it } from 'vitest';
import { productsInListing, titleFromSlug } from '../../src/domain/catalogue/browse-page';
import { categoryPageFromSlug, listingOf } from '../../src/domain/catalogue/category';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { aProduct } from '../support/products';

const seed = seedProducts(() => 0.5);
const ids = (slug: string) => productsInListing(seed, listingOf(categoryPageFromSlug(slug)!)).map((p) => p.id);

describe('productsInListing', () => {
  it('lists a category by its slug, with t-shirts and tshirts the same page', () => {
    expect(ids('tshirts')).toEqual([1, 15, 24]);
    expect(ids('t-shirts')).toEqual(ids('tshirts'));
    expect(ids('jeans')).toEqual([3, 17]);
  });

  it('lists men and women by audience, without unisex products', () => {
    expect(ids('men')).toEqual([1, 3, 11, 18, 20, 22, 24, 27]);
    expect(ids('women')).toEqual([2, 13, 14, 16, 17, 21, 26, 30]);
    const unisexHoodie = aProduct({ id: 4, audience: 'unisex', category: 'hoodies' });
    expect(productsInListing([unisexHoodie], categoryPageFromSlug('men')!)).toEqual([]);
    expect(productsInListing([unisexHoodie], categoryPageFromSlug('women')!)).toEqual([]);
  });

  it('lists kids by audience, and keeps kids-category products even without that audience', () => {
    expect(ids('kids')).toEqual([10, 19, 25]);
    const legacyKids = aProduct({ id: 40, category: 'kids', audience: 'unisex' });
    const kidsJeans = aProduct({ id: 41, category: 'jeans', audience: 'kids' });
    const adultJeans = aProduct({ id: 42, category: 'jeans', audience: 'men' });
    expect(productsInListing([legacyKids, kidsJeans, adultJeans], categoryPageFromSlug('kids')!).map((p) => p.id)).toEqual([40, 41]);
  });
});

describe('titleFromSlug', () => {
  it('turns separators into spaces and capitalises the first letter', () => {
    expect(titleFromSlug('SPACE_ships')).toBe('Space ships');
    expect(titleFromSlug('  ')).toBe('Category');
    expect(titleFromSlug('x'.repeat(500))).toHaveLength(60);
  });
});
