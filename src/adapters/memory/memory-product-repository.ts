import type { ProductRepository } from '../../application/ports/product-repository';
import type { ProductDraft } from '../../domain/admin/product-form';
import type { Product } from '../../domain/catalogue/product';
import { nextProductId, upsertProduct } from '../../domain/catalogue/product-list';
import { withLevels, type StockLevels } from '../../domain/catalogue/stock-levels';
import { InMemoryProductQueries } from '../in-browser/in-memory-product-queries';

/** The catalogue held in memory: for tests, benchmarks and demos. */
export class MemoryProductRepository extends InMemoryProductQueries implements ProductRepository {
  // Replaced on every write, never changed in place: a query's snapshot stays as it was.
  private products: readonly Product[];

  constructor(initial: readonly Product[] = []) {
    super();
    this.products = [...initial];
  }

  protected async snapshot(): Promise<readonly Product[]> {
    return this.products;
  }

  async add(draft: ProductDraft): Promise<Product> {
    const product: Product = { ...draft, id: nextProductId(this.products) };
    this.products = [...this.products, product];
    return product;
  }

  async save(product: Product): Promise<void> {
    this.products = upsertProduct(this.products, product);
  }

  async remove(id: number): Promise<void> {
    this.products = this.products.filter((p) => p.id !== id);
  }

  /** The catalogue now: the order book's StockKeeper. */
  async current(): Promise<readonly Product[]> {
    return this.products;
  }

  async setStock(levels: StockLevels): Promise<void> {
    this.products = withLevels(this.products, levels);
  }
}
