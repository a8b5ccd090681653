import { describe, expect, it } from 'vitest';
import { BrowseCatalogueService } from '../../src/application/catalogue/browse-catalogue';
import { DEFAULT_BROWSE_QUERY, type BrowseQuery } from '../../src/domain/catalogue/browse';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

const query = (overrides: Partial<BrowseQuery> = {}): BrowseQuery => ({ ...DEFAULT_BROWSE_QUERY, ...overrides });

describe('BrowseCatalogueService', () => {
  it('lists a category page from the repository, filtered and sorted, with the total before filters', async () => {
    const { container } = createTestContainer({
      products: [
        aProduct({ id: 1, category: 'jeans', price: 999, brand: 'Metro Fashion' }),
        aProduct({ id: 2, category: 'jeans', price: 1199, brand: 'Urban Style' }),
        aProduct({ id: 3, category: 'hoodies', price: 899, brand: 'Urban Style' }),
        aProduct({ id: 4, category: 'jeans', price: 499, brand: 'Urban Style' }),
      ],
    });
    const browse = container.get(BrowseCatalogueService);
    const page = await browse.categoryPage('jeans', query({ brands: ['Urban Style'], sort: 'priceHigh' }));
    expect(page).toMatchObject({ title: 'Jeans', known: true, matching: 2, total: 3 });
    expect(page.products.map((p) => p.id)).toEqual([2, 4]);
  });

  it('answers an unknown slug with an empty page titled from the slug', async () => {
    const { container } = createTestContainer();
    const page = await container.get(BrowseCatalogueService).categoryPage('space-suits', DEFAULT_BROWSE_QUERY);
    expect(page).toEqual({ title: 'Space suits', known: false, products: [], matching: 0, total: 0 });
  });

  it('knows a category with no products: empty, not unknown', async () => {
    const { container } = createTestContainer({ products: [aProduct({ id: 1, category: 'jeans' })] });
    const page = await container.get(BrowseCatalogueService).categoryPage('dresses', DEFAULT_BROWSE_QUERY);
    expect(page).toEqual({ title: 'Dresses', known: true, products: [], matching: 0, total: 0 });
  });

  it('lists the seeded men and t-shirts pages', async () => {
    const { container } = createTestContainer();
    const browse = container.get(BrowseCatalogueService);
    const tshirts = await browse.categoryPage('t-shirts', query({ sort: 'priceLow' }));
    expect(tshirts.title).toBe('T-shirts');
    expect(tshirts.products.map((p) => p.price)).toEqual([499, 599, 649]);
    const men = await browse.categoryPage('men', DEFAULT_BROWSE_QUERY);
    expect(men.products.every((p) => p.audience === 'men')).toBe(true);
    expect(men.total).toBe(8);
  });

  it('searches, then filters and sorts the matches', async () => {
    const { container } = createTestContainer();
    const browse = container.get(BrowseCatalogueService);
    const all = await browse.search('  shirt ', DEFAULT_BROWSE_QUERY);
    expect(all.text).toBe('shirt');
    expect(all.total).toBe(9);
    expect(all.products[0]!.id).toBe(1); // the most rated
    const cheap = await browse.search('shirt', query({ priceMax: 600, sort: 'priceLow' }));
    expect(cheap.products.map((p) => p.price)).toEqual([399, 499, 549, 599]);
    expect(cheap.total).toBe(9);
    expect(await browse.search('   ', DEFAULT_BROWSE_QUERY)).toEqual({ text: '', products: [], matching: 0, total: 0 });
  });

  it('answers one page of a category or of a search when asked, with the counts of the whole view', async () => {
    const { container } = createTestContainer();
    const browse = container.get(BrowseCatalogueService);
    const second = await browse.categoryPage('men', query({ sort: 'priceLow' }), { offset: 2, limit: 2 });
    expect(second.products.map((p) => p.price)).toEqual([649, 799]);
    expect(second).toMatchObject({ matching: 8, total: 8 });
    const cheap = await browse.search('shirt', query({ priceMax: 600, sort: 'priceLow' }), { offset: 0, limit: 1 });
    expect(cheap.products.map((p) => p.price)).toEqual([399]);
    expect(cheap).toMatchObject({ matching: 4, total: 9 });
  });

  it('suggests up to five products, and sees what the repository holds now', async () => {
    const { container, products } = createTestContainer();
    const browse = container.get(BrowseCatalogueService);
    expect((await browse.suggestions('jeans')).map((s) => s.title)).toEqual(['Slim Fit Stretch Denim Jeans', 'High-Waist Mom Jeans']);
    expect(await browse.suggestions('shirt')).toHaveLength(5);
    expect(await browse.suggestions('')).toEqual([]);
    await products.save(aProduct({ id: 99, title: 'Selvedge Jeans', category: 'jeans', ratingCount: 9999 }));
    expect((await browse.suggestions('jeans'))[0]).toEqual({ id: 99, title: 'Selvedge Jeans', categoryName: 'Jeans', brand: 'Fashion Grown' });
  });
});
