import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalogue/product';
import { DEALS_ON_HOME } from '../../domain/storefront/home-content';
import { HOME_CAROUSEL_MAX, HOME_CAROUSELS, homeCarousels, type CarouselSection } from '../../domain/storefront/home-sections';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';

export interface HomeCatalogue {
  deals: Product[];
  carousels: CarouselSection[];
}

/** Reading the catalogue, for the storefront. */
@injectable()
export class CatalogueService {
  constructor(@inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  /** What the home page shows from the catalogue: Deals of the Day (the first five products) and the category carousels. */
  async homePage(): Promise<HomeCatalogue> {
    const [deals, rows] = await Promise.all([
      this.products.catalogue({ order: 'catalogue', page: { offset: 0, limit: DEALS_ON_HOME } }),
      this.products.categoryRows({ categories: HOME_CAROUSELS.map((c) => c.category), perRow: HOME_CAROUSEL_MAX }),
    ]);
    return { deals: deals.items, carousels: homeCarousels(rows) };
  }

  /** The deals page: every product, biggest discount first. */
  async deals(): Promise<Product[]> {
    return (await this.products.catalogue({ order: 'discount' })).items;
  }
}
