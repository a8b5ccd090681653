import { PRODUCT_REPOSITORY, type ProductRepository } from '../../application/ports/product-repository';
import { LocalProductRepository, PRODUCT_STORAGE_KEY } from '../../adapters/local/local-product-repository';
import { MemoryProductRepository } from '../../adapters/memory/memory-product-repository';
import type { StockKeeper } from '../../adapters/in-browser/orders-record';
import { deferred } from '../deferred';
import { STOCK_KEEPER } from '../stock-keeper';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

/**
 * The catalogue: every storefront page reads it, so the browser backends' adapters come with the
 * first load. The built-in catalogue they start from does not: a page's first render shows what its
 * HTML holds, and only a browser with no catalogue stored needs the seed (with its variants' rules).
 */
const seed = (random: () => number) => import('../../domain/catalogue/seed-products').then(({ seedProducts }) => seedProducts(random));

export const catalogueModule = featureModule({
  memory: (bind, { random = Math.random }) => {
    const products = new MemoryProductRepository(() => seed(random));
    bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(products);
    bind<StockKeeper>(STOCK_KEEPER).toConstantValue(products);
  },
  local: (bind, { window, logger }) => {
    const products = new LocalProductRepository(window.localStorage, () => seed(Math.random), logger);
    // Another tab (an admin editing the catalogue) changed it: read it again next time.
    window.addEventListener('storage', (event) => {
      if (event.key === PRODUCT_STORAGE_KEY || event.key === null) products.invalidate();
    });
    bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(products);
    bind<StockKeeper>(STOCK_KEEPER).toConstantValue(products);
  },
  supabase: (bind, { client, logger }) => {
    // With the logger: rows the store cannot show (an unknown category, no image) are warned about.
    bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseProductRepository(client, logger)));
  },
});
