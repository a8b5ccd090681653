import { inject, injectable } from 'inversify';
import type { Category } from '../../domain/catalogue/category';
import type { Product } from '../../domain/catalogue/product';
import { dealsByDiscount, homeDeals } from '../../domain/storefront/home-content';
import { homeCarousels, type CarouselSection } from '../../domain/storefront/home-sections';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';

export interface HomeCatalogue {
  deals: Product[];
  carousels: CarouselSection[];
}

/** Reading the catalogue, for the storefront. */
@injectable()
export class CatalogueService {
  constructor(@inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  list(): Promise<Product[]> {
    return this.products.list();
  }

  async byCategory(category: Category): Promise<Product[]> {
    return (await this.products.list()).filter((p) => p.category === category);
  }

  findById(id: number): Promise<Product | undefined> {
    return this.products.findById(id);
  }

  /** What the home page shows from the catalogue: Deals of the Day and the category carousels. */
  async homePage(): Promise<HomeCatalogue> {
    const products = await this.products.list();
    return { deals: homeDeals(products), carousels: homeCarousels(products) };
  }

  /** The deals page: every product, biggest discount first. */
  async deals(): Promise<Product[]> {
    return dealsByDiscount(await this.products.list());
  }
}
