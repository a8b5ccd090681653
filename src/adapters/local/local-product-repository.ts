import type { ProductRepository } from '../../application/ports/product-repository';
import type { Logger } from '../../application/ports/logger';
import type { ProductDraft } from '../../domain/admin/product-form';
import type { Product } from '../../domain/catalogue/product';
import { nextProductId, upsertProduct, withLevels, type StockLevels } from '../../domain/catalogue/product-list';
import { InMemoryProductQueries } from '../in-browser/in-memory-product-queries';
import { readItem, writeItem } from './guarded-storage';

export const PRODUCT_STORAGE_KEY = 'product-storage';
/** Where an unreadable catalogue is kept before reseeding, so that nothing is silently thrown away. */
export const UNREADABLE_BACKUP_KEY = 'product-storage:unreadable';

/**
 * The catalogue in localStorage under `product-storage`, in the persisted-store shape
 * `{ state: { products }, version }`. A bare array is read too. Queries are answered in memory
 * by the domain's functions (InMemoryProductQueries).
 */
export class LocalProductRepository extends InMemoryProductQueries implements ProductRepository {
  private cache: Promise<Product[]> | undefined;

  constructor(
    private readonly storage: Storage,
    /** The built-in catalogue, loaded only when there is none stored (its code is not part of the first load). */
    private readonly seed: () => Product[] | Promise<Product[]>,
    private readonly logger: Logger,
  ) {
    super();
  }

  /** The whole stored catalogue is read once (localStorage holds it as one value) and queried here. */
  protected snapshot(): Promise<readonly Product[]> {
    return this.load();
  }

  async add(draft: ProductDraft): Promise<Product> {
    const products = await this.load();
    const product: Product = { ...draft, id: nextProductId(products) };
    this.write([...products, product]);
    return product;
  }

  async save(product: Product): Promise<void> {
    this.write(upsertProduct(await this.load(), product));
  }

  async remove(id: number): Promise<void> {
    this.write((await this.load()).filter((p) => p.id !== id));
  }

  /** The catalogue as stored now, read afresh (another tab may have sold the stock since): the order book's StockKeeper. */
  async current(): Promise<readonly Product[]> {
    this.invalidate();
    return this.load();
  }

  async setStock(levels: StockLevels): Promise<void> {
    this.write(withLevels(await this.load(), levels));
  }

  /** Forgets the cached list, e.g. after another tab changed the storage. */
  invalidate(): void {
    this.cache = undefined;
  }

  private load(): Promise<Product[]> {
    this.cache ??= this.read();
    return this.cache;
  }

  private async read(): Promise<Product[]> {
    const raw = this.safeGet();
    if (raw === null) return this.reseed();
    // Reading stored data (its shape, the validation schema) loads only when there is stored data
    // to check: a first visit, which starts from the built-in catalogue, does not download it.
    const { extractRecords, parseStoredProducts } = await import('./stored-catalogue');
    const records = extractRecords(raw);
    if (!records) {
      this.logger.warn(`Stored catalogue under "${PRODUCT_STORAGE_KEY}" is unreadable; starting from the built-in catalogue.`);
      this.backup(raw);
      return this.reseed();
    }
    const { products, rejected } = parseStoredProducts(records);
    if (rejected > 0) {
      this.logger.warn(`Ignored ${rejected} invalid product record(s) in "${PRODUCT_STORAGE_KEY}".`);
    }
    if (products.length === 0 && records.length > 0) {
      this.backup(raw);
      return this.reseed();
    }
    return products;
  }

  private async reseed(): Promise<Product[]> {
    const products = await this.seed();
    try {
      this.persist(products);
    } catch (error) {
      // The shop still works from memory; the next successful write stores it.
      this.logger.warn('Could not store the built-in catalogue.', error);
    }
    return products;
  }

  private write(products: Product[]): void {
    this.persist(products);
    this.cache = Promise.resolve(products);
  }

  private persist(products: Product[]): void {
    writeItem(this.storage, PRODUCT_STORAGE_KEY, JSON.stringify({ state: { products }, version: 0 }), 'The catalogue');
  }

  private safeGet(): string | null {
    return readItem(this.storage, PRODUCT_STORAGE_KEY, this.logger);
  }

  private backup(raw: string): void {
    try {
      this.storage.setItem(UNREADABLE_BACKUP_KEY, raw);
    } catch {
      this.logger.warn('Could not keep a copy of the unreadable catalogue.');
    }
  }
}
