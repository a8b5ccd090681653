import { describe, expect, it } from 'vitest';
import { CatalogueService } from '../../src/application/catalogue/catalogue-service';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

describe('CatalogueService', () => {
  it('reads the catalogue through the ProductRepository port', async () => {
    const { container } = createTestContainer({
      products: [aProduct({ id: 1, category: 'jeans' }), aProduct({ id: 2, category: 'hoodies' }), aProduct({ id: 3, category: 'jeans' })],
    });
    const catalogue = container.get(CatalogueService);
    expect((await catalogue.list()).map((p) => p.id)).toEqual([1, 2, 3]);
    expect((await catalogue.byCategory('jeans')).map((p) => p.id)).toEqual([1, 3]);
    expect((await catalogue.findById(2))?.category).toBe('hoodies');
    expect(await catalogue.findById(99)).toBeUndefined();
    const home = await catalogue.homePage();
    expect(home.carousels.map((s) => s.title)).toEqual(['Hoodies', 'Jeans']);
    expect(home.deals.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('sees what was saved to the repository', async () => {
    const { container, products } = createTestContainer({ products: [] });
    const catalogue = container.get(CatalogueService);
    await products.save(aProduct({ id: 5, category: 'dresses' }));
    expect((await catalogue.homePage()).carousels.map((s) => s.category)).toEqual(['dresses']);
  });
});

it('lists deals by discount, biggest first', async () => {
  const { container } = createTestContainer({
    products: [aProduct({ id: 1, price: 900, originalPrice: 1000 }), aProduct({ id: 2, price: 400, originalPrice: 1000 })],
  });
  expect((await container.get(CatalogueService).deals()).map((p) => p.id)).toEqual([2, 1]);
});
