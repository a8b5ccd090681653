import type { ProductRepository } from '../../application/ports/product-repository';
import type { Product } from '../../domain/catalogue/product';

/**
 * A repository whose implementation (and what it brings: validation, seed data) is loaded on
 * first use, so it stays out of the first download. `warmUp` starts loading it early.
 */
export class DeferredProductRepository implements ProductRepository {
  private repository: Promise<ProductRepository> | undefined;

  constructor(private readonly load: () => Promise<ProductRepository>) {}

  warmUp(): Promise<ProductRepository> {
    this.repository ??= this.load();
    return this.repository;
  }

  async list(): Promise<Product[]> {
    return (await this.warmUp()).list();
  }

  async findById(id: number): Promise<Product | undefined> {
    return (await this.warmUp()).findById(id);
  }

  async save(product: Product): Promise<void> {
    return (await this.warmUp()).save(product);
  }

  async remove(id: number): Promise<void> {
    return (await this.warmUp()).remove(id);
  }
}
