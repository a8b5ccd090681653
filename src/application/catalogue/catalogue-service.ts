import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalogue/product';
import type { Page, PageRequest } from '../../domain/paging';
import { DEALS_ON_HOME } from '../../domain/storefront/home-content';
import { HOME_SHELF_MAX, HOME_SHELVES, homeShelves, type HomeShelf } from '../../domain/storefront/home-sections';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';

export interface HomeCatalogue {
  deals: Product[];
  shelves: HomeShelf[];
}

/** Reading the catalogue, for the storefront. */
@injectable()
export class CatalogueService {
  constructor(@inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  /** What the home page shows from the catalogue: Deals of the Day (the first five products) and the category shelves. */
  async homePage(): Promise<HomeCatalogue> {
    const [deals, rows] = await Promise.all([
      this.products.catalogue({ order: 'catalogue', page: { offset: 0, limit: DEALS_ON_HOME } }),
      this.products.categoryRows({ categories: HOME_SHELVES.map((c) => c.category), perRow: HOME_SHELF_MAX }),
    ]);
    return { deals: deals.items, shelves: homeShelves(rows) };
  }

  /** A page of the deals page: every product, biggest discount first. */
  deals(page: PageRequest): Promise<Page<Product>> {
    return this.products.catalogue({ order: 'discount', page });
  }
}
