import type { ProductDraft } from '../../domain/admin/product-form';
import type { Product } from '../../domain/catalogue/product';
import type { Page } from '../../domain/paging';
import type { Suggestion } from '../../domain/catalogue/suggestion';
import type {
  BrowsePage,
  CatalogueQuery,
  CategoryRow,
  CategoryRowsQuery,
  ListingQuery,
  ProductDetailQuery,
  ProductTableQuery,
  ProductWithSimilar,
  SearchQuery,
  SuggestionQuery,
} from './product-queries';

/**
 * Reading the catalogue: each method answers one question a page asks, where the data is, so that
 * a store of 100,000 products never hands the whole catalogue to the application.
 */
export interface ProductQueries {
  /** A category or audience listing, filtered, sorted and paged. An empty listing is no error. */
  browse(query: ListingQuery): Promise<BrowsePage>;
  /** A text search, filtered, sorted and paged; blank text matches nothing. */
  search(query: SearchQuery): Promise<BrowsePage>;
  /**
   * At most `limit` suggestions among the products `search` would find: those whose title has every
   * word typed first (those whose title starts with the first word before the others), then those
   * found by category, brand or audience; the most rated first within each group, then the lowest
   * id. Blank text: none.
   */
  suggest(query: SuggestionQuery): Promise<Suggestion[]>;
  catalogue(query: CatalogueQuery): Promise<Page<Product>>;
  /** One row for each category asked, in the order asked. */
  categoryRows(query: CategoryRowsQuery): Promise<CategoryRow[]>;
  /** The product with this id and its similar products; undefined when there is none. */
  product(query: ProductDetailQuery): Promise<ProductWithSimilar | undefined>;
  productTable(query: ProductTableQuery): Promise<Page<Product>>;
}

/** Where the catalogue lives. Every method answers with domain values, never rows or JSON. */
export interface ProductRepository extends ProductQueries {
  /**
   * Adds a new product at the end of the catalogue under an id the store chooses (above every id it
   * holds, as a database's sequence would), and answers it with that id.
   */
  add(draft: ProductDraft): Promise<Product>;
  /** Inserts the product (at the end of the catalogue), or replaces the one with the same id in its place. */
  save(product: Product): Promise<void>;
  remove(id: number): Promise<void>;
}

export const PRODUCT_REPOSITORY = Symbol('ProductRepository');
