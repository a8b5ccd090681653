import { describe, expect, it } from 'vitest';
import { CatalogueService } from '../../src/application/catalogue/catalogue-service';
import { HOME_SHELF_MAX } from '../../src/domain/storefront/home-sections';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

describe('CatalogueService', () => {
  it('shows the first five products as deals and a shelf for each category that has products', async () => {
    const { container } = createTestContainer();
    const home = await container.get(CatalogueService).homePage();
    expect(home.deals.map((p) => p.id)).toEqual([1, 2, 3, 4, 10]);
    expect(home.shelves.map((s) => s.title)).toEqual([
      'T-shirts', 'Hoodies', 'Jeans', 'Dresses', 'Kids Collection', 'Shirts', 'Outerwear', 'Activewear', 'Accessories',
    ]);
    expect(home.shelves[0]!.products.map((p) => p.id)).toEqual([1, 15, 24]);
  });

  it('leaves out a shelf without products, and caps a shelf at its maximum', async () => {
    const jeans = Array.from({ length: HOME_SHELF_MAX + 3 }, (_, i) => aProduct({ id: i + 1, category: 'jeans' }));
    const { container } = createTestContainer({ products: [...jeans, aProduct({ id: 99, category: 'hoodies' })] });
    const home = await container.get(CatalogueService).homePage();
    expect(home.shelves.map((s) => [s.title, s.products.length])).toEqual([['Hoodies', 1], ['Jeans', HOME_SHELF_MAX]]);
    expect(home.shelves[1]!.products[0]!.id).toBe(1);
  });

  it('sees what was saved to the repository', async () => {
    const { container, products } = createTestContainer({ products: [] });
    const catalogue = container.get(CatalogueService);
    expect(await catalogue.homePage()).toEqual({ deals: [], shelves: [] });
    await products.save(aProduct({ id: 5, category: 'dresses' }));
    expect((await catalogue.homePage()).shelves.map((s) => s.category)).toEqual(['dresses']);
  });

  it('lists deals by discount, biggest first', async () => {
    const { container } = createTestContainer({
      products: [aProduct({ id: 1, price: 900, originalPrice: 1000 }), aProduct({ id: 2, price: 400, originalPrice: 1000 })],
    });
    expect(await container.get(CatalogueService).deals({ offset: 0, limit: 48 })).toEqual({ items: [expect.objectContaining({ id: 2 }), expect.objectContaining({ id: 1 })], total: 2 });
    expect((await container.get(CatalogueService).deals({ offset: 1, limit: 1 })).items.map((p) => p.id)).toEqual([1]);
  });
});
