import { inject, injectable } from 'inversify';
import type { BrowseQuery } from '../../domain/catalogue/browse';
import { titleFromSlug } from '../../domain/catalogue/browse-page';
import { categoryPageFromSlug, listingOf } from '../../domain/catalogue/category';
import type { Product } from '../../domain/catalogue/product';
import { SUGGESTION_LIMIT, type Suggestion } from '../../domain/catalogue/suggestion';
import type { PageRequest } from '../../domain/paging';
import type { BrowsePage } from '../ports/product-queries';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';

export interface BrowseResult {
  /** What the grid shows: the products that pass the filters, sorted (only the page asked for, if one was). */
  products: Product[];
  /** How many products pass the filters, over all pages. */
  matching: number;
  /** How many products the page has before filters. */
  total: number;
}

export interface CategoryPageResult extends BrowseResult {
  /** The category's name ('T-shirts', 'Men'), or one made from an unknown slug. */
  title: string;
  /** False when the slug names no category (the page is then empty, not an error). */
  known: boolean;
}

export interface SearchResult extends BrowseResult {
  /** The text searched for, trimmed. */
  text: string;
}

const NOTHING: BrowseResult = { products: [], matching: 0, total: 0 };

function result({ items, total, unfiltered }: BrowsePage): BrowseResult {
  return { products: items, matching: total, total: unfiltered };
}

/**
 * Browsing the catalogue: category pages, search and search suggestions, with filters and sort.
 * Without a `page`, every product that passes the filters comes back.
 */
@injectable()
export class BrowseCatalogueService {
  constructor(@inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  async categoryPage(slug: string, query: BrowseQuery, page?: PageRequest): Promise<CategoryPageResult> {
    const category = categoryPageFromSlug(slug);
    if (!category) return { title: titleFromSlug(slug), known: false, ...NOTHING };
    const answer = await this.products.browse({ listing: listingOf(category), view: query, page });
    return { title: category.title, known: true, ...result(answer) };
  }

  async search(text: string, query: BrowseQuery, page?: PageRequest): Promise<SearchResult> {
    const trimmed = text.trim();
    if (!trimmed) return { text: '', ...NOTHING };
    return { text: trimmed, ...result(await this.products.search({ text: trimmed, view: query, page })) };
  }

  async suggestions(text: string, limit = SUGGESTION_LIMIT): Promise<Suggestion[]> {
    if (!text.trim()) return [];
    return this.products.suggest({ text, limit });
  }
}
