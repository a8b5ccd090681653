import { describe } from 'vitest';
import { BrowseCatalogueService } from '../../src/application/catalogue/browse-catalogue';
import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { DEFAULT_BROWSE_QUERY, type BrowseQuery } from '../../src/domain/catalogue/browse';
import { generateProducts } from '../support/products';
import { benchAmongPasses } from './calibration';

// Category pages and search with filters and sort, as the shopper uses them, through the use case
// and the port's browse / search / suggest queries over the memory adapter, at 10,000 and 100,000
// generated products.
const FILTERED: BrowseQuery = {
  priceMin: 500,
  priceMax: 3000,
  brands: ['Urban Style', 'Metro Fashion'],
  discounts: [40],
  sizes: [],
  sort: 'priceLow',
};

for (const size of [10_000, 100_000]) {
  describe(`browsing ${size.toLocaleString('en')} products`, async () => {
    const products = generateProducts(size);
    const browse = new BrowseCatalogueService(new MemoryProductRepository(products));

    await benchAmongPasses(products, {
      'category page, default view': async () => {
        await browse.categoryPage('jeans', DEFAULT_BROWSE_QUERY);
      },
      'category page, filtered + sorted by price': async () => {
        await browse.categoryPage('t-shirts', FILTERED);
      },
      'category page, size filter': async () => {
        await browse.categoryPage('jeans', { ...DEFAULT_BROWSE_QUERY, sizes: ['M', 'XL'] });
      },
      'men page, sorted by popularity': async () => {
        await browse.categoryPage('men', DEFAULT_BROWSE_QUERY);
      },
      'search "slim denim", filtered + sorted': async () => {
        await browse.search('slim denim', FILTERED);
      },
      'search "urban", newest first': async () => {
        await browse.search('urban', { ...DEFAULT_BROWSE_QUERY, sort: 'newest' });
      },
      'suggestions for "cla"': async () => {
        await browse.suggestions('cla');
      },
    });
  });
}
