import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BrowseCatalogueService } from '../../application/catalogue/browse-catalogue';
import { activeFilterCount, DEFAULT_BROWSE_QUERY, priceRangeLabel, type BrowseQuery } from '../../domain/catalogue/browse';
import { parseBrowseQuery, serializeBrowseQuery } from '../../domain/catalogue/browse-query-url';
import type { Product } from '../../domain/catalogue/product';
import type { LoadStatus } from './home-view-model';

/** How many cards the grid shows at first, and how many more each "Show more" adds. */
export const GRID_PAGE_SIZE = 48;

/**
 * `/categories/{slug}`: the address is the source of truth for filters and sort. The page hands
 * its slug and query string to `show`; the filter controls ask for the address of the next view
 * (`searchFor`) and navigate there, which comes back here through `show`.
 */
@injectable()
export class CategoryViewModel {
  status: LoadStatus = 'loading';
  slug = '';
  title = '';
  /** False when the slug names no category. */
  known = true;
  products: Product[] = [];
  /** The page's products before filters. */
  total = 0;
  query: BrowseQuery = DEFAULT_BROWSE_QUERY;
  /** The slider's values while a thumb is being dragged, before they are committed to the URL. */
  priceDraft: readonly [number, number] | null = null;
  /** The filter panel on a small screen (it is always open from 768 px). */
  filtersOpen = false;
  shown = GRID_PAGE_SIZE;
  private request = 0;

  constructor(@inject(BrowseCatalogueService) private readonly browse: BrowseCatalogueService) {
    makeAutoObservable<this, 'browse' | 'request'>(this, { browse: false, request: false }, { autoBind: true });
  }

  async show(slug: string, search: string): Promise<void> {
    const query = parseBrowseQuery(search);
    const request = ++this.request;
    if (slug !== this.slug) this.status = 'loading';
    this.slug = slug;
    this.query = query;
    this.priceDraft = null;
    this.shown = GRID_PAGE_SIZE;
    try {
      const page = await this.browse.categoryPage(slug, query);
      if (request !== this.request) return; // a newer view was asked for meanwhile
      runInAction(() => {
        this.title = page.title;
        this.known = page.known;
        this.products = page.products;
        this.total = page.total;
        this.status = 'ready';
      });
    } catch {
      if (request !== this.request) return;
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** The query string of another view of this page ('' for the default view). */
  searchFor(next: BrowseQuery): string {
    return serializeBrowseQuery(next);
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
