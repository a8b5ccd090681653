import { describe } from 'vitest';
import { AdminProductsService } from '../../src/application/admin/admin-products-service';
import { DashboardService } from '../../src/application/admin/dashboard-service';
import { CatalogueService } from '../../src/application/catalogue/catalogue-service';
import { ProductDetailService } from '../../src/application/catalogue/product-detail-service';
import { DEFAULT_BROWSE_QUERY } from '../../src/domain/catalogue/browse';
import { logInAdmin } from '../support/admin-session';
import { generateProducts } from '../support/products';
import { createTestContainer } from '../support/test-container';
import { benchAmongPasses } from './calibration';

// The catalogue's queries through the ProductRepository port (memory adapter), directly or through
// the use cases that ask them, at 10,000 and 100,000 generated products. The names are the
// budgets' keys (budgets.json): a benchmark keeps its name when its path changes.
for (const size of [10_000, 100_000]) {
  describe(`catalogue of ${size.toLocaleString('en')} products`, async () => {
    const generated = generateProducts(size);
    // The admin's use cases answer the admin only: the bench measures their work, not a refusal.
    const { container, products } = logInAdmin(createTestContainer({ products: generated }));
    const catalogue = container.get(CatalogueService);
    const detail = container.get(ProductDetailService);
    const admin = container.get(AdminProductsService);
    const dashboard = container.get(DashboardService);
    const lastId = String(size);

    if ((await admin.table('', 1)).kind !== 'ok' || (await dashboard.figures()).kind !== 'ok') throw new Error('the bench must run as the admin');

    await benchAmongPasses(generated, {
      // The whole catalogue in one answer, as an export or a migration reads it.
      list: async () => {
        await products.catalogue({ order: 'catalogue' });
      },
      // A category's first grid page (48 cards), in the default sort.
      'by category': async () => {
        await products.browse({ listing: { kind: 'category', category: 'jeans' }, view: DEFAULT_BROWSE_QUERY, page: { offset: 0, limit: 48 } });
      },
      // The product page: the product and its similar products.
      'by id (the last one)': async () => {
        await detail.load(lastId);
      },
      'home page (deals + shelves)': async () => {
        await catalogue.homePage();
      },
      // The admin's product table, one page of 10 through its use case: searched, the first page, the last.
      'admin table search "den", page 3': async () => {
        await admin.table('den', 3);
      },
      'admin table, first page': async () => {
        await admin.table('', 1);
      },
      'admin table, last page': async () => {
        await admin.table('', size / 10);
      },
      // The dashboard's Total Products: a count, no list.
      'admin dashboard figures': async () => {
        await dashboard.figures();
      },
    });
  });
}
