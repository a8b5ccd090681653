import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BrowseCatalogueService } from '../../application/catalogue/browse-catalogue';
import { activeFilterCount, DEFAULT_BROWSE_QUERY, priceRangeLabel, type BrowseQuery } from '../../domain/catalogue/browse';
import { parseBrowseQuery, serializeBrowseQuery } from '../../domain/catalogue/browse-query-url';
import type { Product } from '../../domain/catalogue/product';
import { GRID_PAGE_SIZE } from './category-view-model';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The search text's parameter: `/search?q=…`. */
export const SEARCH_PARAM = 'q';

/** `/search?q=…`: the results for the text, with the same filters and sort as a category page, all in the URL. */
@injectable()
export class SearchViewModel {
  status: SearchStatus = 'idle';
  /** The text searched for, trimmed ('' when there is none). */
  text = '';
  products: Product[] = [];
  /** How many products match the text before filters. */
  total = 0;
  query: BrowseQuery = DEFAULT_BROWSE_QUERY;
  priceDraft: readonly [number, number] | null = null;
  filtersOpen = false;
  shown = GRID_PAGE_SIZE;
  private request = 0;

  constructor(@inject(BrowseCatalogueService) private readonly browse: BrowseCatalogueService) {
    makeAutoObservable<this, 'browse' | 'request'>(this, { browse: false, request: false }, { autoBind: true });
  }

  async show(search: string): Promise<void> {
    const params = new URLSearchParams(search);
    const text = (params.get(SEARCH_PARAM) ?? '').trim();
    const query = parseBrowseQuery(params);
    const request = ++this.request;
    if (text !== this.text || this.status === 'idle') this.status = text ? 'loading' : 'idle';
    this.text = text;
    this.query = query;
    this.priceDraft = null;
    this.shown = GRID_PAGE_SIZE;
    if (!text) {
      this.products = [];
      this.total = 0;
      return;
    }
    try {
      const result = await this.browse.search(text, query);
      if (request !== this.request) return;
      runInAction(() => {
        this.products = result.products;
        this.total = result.total;
        this.status = 'ready';
      });
    } catch {
      if (request !== this.request) return;
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** The query string of another view of these results: the text first, then the filters. */
  searchFor(next: BrowseQuery): string {
    const filters = serializeBrowseQuery(next);
    const q = new URLSearchParams({ [SEARCH_PARAM]: this.text }).toString();
    return filters ? `${q}&${filters}` : q;
  }

  get activeFilters(): number {
    return activeFilterCount(this.query);
  }

  get priceRange(): readonly [number, number] {
    return this.priceDraft ?? [this.query.priceMin, this.query.priceMax];
  }

  get priceLabel(): string {
    return priceRangeLabel(...this.priceRange);
  }

  dragPrice(values: readonly number[]): void {
    const [low = this.query.priceMin, high = this.query.priceMax] = values;
    this.priceDraft = [low, high];
  }

  toggleFilters(): void {
    this.filtersOpen = !this.filtersOpen;
  }

  get visibleProducts(): Product[] {
    return this.products.slice(0, this.shown);
  }

  showMore(): void {
    this.shown += GRID_PAGE_SIZE;
  }
}
