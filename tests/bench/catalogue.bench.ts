import { bench, describe } from 'vitest';
import { CatalogueService } from '../../src/application/catalogue/catalogue-service';
import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { generateProducts } from '../support/products';
import { benchCalibration } from './calibration';

// The catalogue use case over the memory adapter, at 10,000 and 100,000 generated products.
for (const size of [10_000, 100_000]) {
  describe(`catalogue of ${size.toLocaleString('en')} products`, () => {
    const products = generateProducts(size);
    const catalogue = new CatalogueService(new MemoryProductRepository(products));
    const lastId = size;

    benchCalibration(products, 'first');

    bench('list', async () => {
      await catalogue.list();
    });

    bench('by category', async () => {
      await catalogue.byCategory('jeans');
    });

    bench('by id (the last one)', async () => {
      await catalogue.findById(lastId);
    });

    bench('home page (deals + carousels)', async () => {
      await catalogue.homePage();
    });

    benchCalibration(products, 'last');
  });
}
