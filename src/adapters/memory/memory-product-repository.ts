import type { ProductRepository } from '../../application/ports/product-repository';
import type { Product } from '../../domain/catalogue/product';
import { upsertProduct } from '../../domain/catalogue/product-list';

/** The catalogue held in memory: for tests, benchmarks and demos. */
export class MemoryProductRepository implements ProductRepository {
  private products: Product[];

  constructor(initial: readonly Product[] = []) {
    this.products = [...initial];
  }

  async list(): Promise<Product[]> {
    return [...this.products];
  }

  async findById(id: number): Promise<Product | undefined> {
    return this.products.find((p) => p.id === id);
  }

  async save(product: Product): Promise<void> {
    this.products = upsertProduct(this.products, product);
  }

  async remove(id: number): Promise<void> {
    this.products = this.products.filter((p) => p.id !== id);
  }
}
