import type { BrowseQuery } from '../../domain/catalogue/browse';
import type { Category, ProductListing } from '../../domain/catalogue/category';
import type { Product } from '../../domain/catalogue/product';
import type { Page, PageRequest } from '../../domain/paging';

/*
 * The questions the pages ask of the catalogue, as plain data: each query can be sent to a database
 * as it is (a PostgREST request, an RPC's JSON arguments) and each answer is domain values.
 *
 * "Catalogue order" is the order products were added; replacing a product keeps its place.
 * A `page` left out asks for every match: an adapter over a remote store fetches them in ranges.
 */

/** A category or audience page (`/categories/jeans`, `/categories/men`) in one view. */
export interface ListingQuery {
  readonly listing: ProductListing;
  /** The filters (price, brands, discount) and the sort. */
  readonly view: BrowseQuery;
  readonly page?: PageRequest;
}

/**
 * A text search in one view. A product matches when every word typed starts a word of its title,
 * category, brand or audience, ignoring case, accents and punctuation (see domain/catalogue/search).
 */
export interface SearchQuery {
  readonly text: string;
  readonly view: BrowseQuery;
  readonly page?: PageRequest;
}

/** A page of a listing or a search: the products that pass the filters, in the view's sort. */
export interface BrowsePage extends Page<Product> {
  /**
   * How many products the listing (or the text) has before filters, so that a page can tell
   * "nothing here" from "the filters leave nothing".
   */
  readonly unfiltered: number;
}

/** Suggestions for the header's search box, best first. */
export interface SuggestionQuery {
  readonly text: string;
  readonly limit: number;
}

/** 'catalogue': catalogue order; 'discount': biggest discount first, then catalogue order. */
export type CatalogueOrder = 'catalogue' | 'discount';

/** The whole catalogue in one order: the home page's deals, the deals page, the first product. */
export interface CatalogueQuery {
  readonly order: CatalogueOrder;
  readonly page?: PageRequest;
}

/** The first products of each category (the home page's shelves). */
export interface CategoryRowsQuery {
  readonly categories: readonly Category[];
  readonly perRow: number;
}

/** A category's first products, in catalogue order; empty when the category has none. */
export interface CategoryRow {
  readonly category: Category;
  readonly products: Product[];
}

/** One product, with the other products of its category (catalogue order, at most `similarLimit`). */
export interface ProductDetailQuery {
  readonly id: number;
  readonly similarLimit: number;
}

export interface ProductWithSimilar {
  readonly product: Product;
  readonly similar: Product[];
}

/**
 * The admin product table: a case-insensitive substring of the title, category or sku (blank:
 * every product), in catalogue order, one page at a time.
 */
export interface ProductTableQuery {
  readonly search: string;
  readonly page: PageRequest;
}
