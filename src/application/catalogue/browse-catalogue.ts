import { inject, injectable } from 'inversify';
import { applyBrowse, type BrowseQuery } from '../../domain/catalogue/browse';
import { categoryListing } from '../../domain/catalogue/browse-page';
import type { Product } from '../../domain/catalogue/product';
import { searchProducts, suggest, SUGGESTION_LIMIT, type Suggestion } from '../../domain/catalogue/search';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';

export interface CategoryPageResult {
  /** The category's name ('T-shirts', 'Men'), or one made from an unknown slug. */
  title: string;
  /** False when the slug names no category (the page is then empty, not an error). */
  known: boolean;
  /** What the grid shows: the page's products, filtered and sorted. */
  products: Product[];
  /** How many products the page has before filters. */
  total: number;
}

export interface SearchResult {
  /** The text searched for, trimmed. */
  text: string;
  /** The matches, filtered and sorted. */
  products: Product[];
  /** How many products match the text before filters. */
  total: number;
}

/** Browsing the catalogue: category pages, search and search suggestions, with filters and sort. */
@injectable()
export class BrowseCatalogueService {
  constructor(@inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  async categoryPage(slug: string, query: BrowseQuery): Promise<CategoryPageResult> {
    const listing = categoryListing(await this.products.list(), slug);
    return {
      title: listing.title,
      known: listing.known,
      products: applyBrowse(listing.products, query),
      total: listing.products.length,
    };
  }

  async search(text: string, query: BrowseQuery): Promise<SearchResult> {
    const trimmed = text.trim();
    if (!trimmed) return { text: '', products: [], total: 0 };
    const matches = searchProducts(await this.products.list(), trimmed);
    return { text: trimmed, products: applyBrowse(matches, query), total: matches.length };
  }

  async suggestions(text: string, limit = SUGGESTION_LIMIT): Promise<Suggestion[]> {
    if (!text.trim()) return [];
    return suggest(await this.products.list(), text, limit);
  }
}
