import type { Product } from '../../domain/catalogue/product';

/** Where the catalogue lives. Every method answers with domain products, never rows or JSON. */
export interface ProductRepository {
  list(): Promise<Product[]>;
  findById(id: number): Promise<Product | undefined>;
  /** Inserts the product, or replaces the one with the same id. */
  save(product: Product): Promise<void>;
  remove(id: number): Promise<void>;
}

export const PRODUCT_REPOSITORY = Symbol('ProductRepository');

/** A write the storage refused (quota, network, permissions); what was stored before is unchanged. */
export class StorageWriteError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageWriteError';
  }
}
