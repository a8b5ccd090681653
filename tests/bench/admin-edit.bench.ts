import { describe } from 'vitest';
import { LocalProductRepository } from '../../src/adapters/local/local-product-repository';
import { DEFAULT_BROWSE_QUERY } from '../../src/domain/catalogue/browse';
import { generateProducts } from '../support/products';
import { MapStorage } from '../support/map-storage';
import { RecordingLogger } from '../support/recording-logger';
import { benchAmongPasses } from './calibration';

// What an admin's product edit costs to reach a shopper with the local backend: the admin's tab
// writes the whole catalogue (one localStorage value), the shopper's tab hears the storage event,
// forgets its copy, and its next page reads, parses and validates the catalogue again.
// 2,000 and 20,000 products: re-reading 100,000 takes seconds a sample, too long for CI's minutes.
for (const size of [2_000, 20_000]) {
  describe(`an admin edit reaching the storefront, ${size.toLocaleString('en')} products`, async () => {
    const generated = generateProducts(size);
    const storage = new MapStorage();
    const seed = () => generated.map((product) => ({ ...product }));
    const admin = new LocalProductRepository(storage, seed, new RecordingLogger());
    const shopper = new LocalProductRepository(storage, seed, new RecordingLogger());
    const edited = { ...generated[size / 2]! };
    let price = edited.price;

    await benchAmongPasses(generated, {
      'admin saves one product': async () => {
        price = price === edited.price ? edited.price + 1 : edited.price;
        await admin.save({ ...edited, price });
      },
      "shopper's next category page after the edit": async () => {
        shopper.invalidate();
        await shopper.browse({ listing: { kind: 'category', category: 'jeans' }, view: DEFAULT_BROWSE_QUERY, page: { offset: 0, limit: 48 } });
      },
    });
  });
}
