import type { ProductRepository } from '../../application/ports/product-repository';
import type { ProductDraft } from '../../domain/admin/product-form';
import type { Product } from '../../domain/catalogue/product';
import { nextProductId, upsertProduct, withLevels, type StockLevels } from '../../domain/catalogue/product-list';
import { InMemoryProductQueries } from '../in-browser/in-memory-product-queries';

/**
 * The catalogue held in memory: for tests, benchmarks and demos. It starts from the products given,
 * or from those `initial` loads at the first call (the app's seed, whose code need not come with the
 * first load).
 */
export class MemoryProductRepository extends InMemoryProductQueries implements ProductRepository {
  // Replaced on every write, never changed in place: a query's snapshot stays as it was.
  private products: readonly Product[] = [];
  private loaded: Promise<void> | undefined;

  constructor(private readonly initial: readonly Product[] | (() => Promise<readonly Product[]>) = []) {
    super();
    if (typeof initial !== 'function') {
      this.products = [...initial];
      this.loaded = Promise.resolve();
    }
  }

  /** Resolves once the list is loaded: read it after, in the same step as the write, so that no write is lost. */
  private async ready(): Promise<void> {
    const load = this.initial;
    this.loaded ??= typeof load === 'function'
      ? load().then(
          (products) => {
            this.products = [...products];
          },
          (error: unknown) => {
            // A chunk that failed to arrive (offline): try again at the next call.
            this.loaded = undefined;
            throw error;
          },
        )
      : Promise.resolve();
    await this.loaded;
  }

  protected async snapshot(): Promise<readonly Product[]> {
    await this.ready();
    return this.products;
  }

  async add(draft: ProductDraft): Promise<Product> {
    await this.ready();
    const product: Product = { ...draft, id: nextProductId(this.products) };
    this.products = [...this.products, product];
    return product;
  }

  async save(product: Product): Promise<void> {
    await this.ready();
    this.products = upsertProduct(this.products, product);
  }

  async remove(id: number): Promise<void> {
    await this.ready();
    this.products = this.products.filter((p) => p.id !== id);
  }

  /** The catalogue now: the order book's StockKeeper. */
  async current(): Promise<readonly Product[]> {
    await this.ready();
    return this.products;
  }

  async setStock(levels: StockLevels): Promise<void> {
    await this.ready();
    this.products = withLevels(this.products, levels);
  }
}
