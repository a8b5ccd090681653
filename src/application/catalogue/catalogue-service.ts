import { inject, injectable } from 'inversify';
import type { Category } from '../../domain/catalogue/category';
import type { Product } from '../../domain/catalogue/product';
import { homeCarousels, type CarouselSection } from '../../domain/storefront/home-sections';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';

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

  async homeCarousels(): Promise<CarouselSection[]> {
    return homeCarousels(await this.products.list());
  }
}
