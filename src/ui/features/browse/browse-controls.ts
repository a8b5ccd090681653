import {
  activeFilterCount,
  DEFAULT_BROWSE_QUERY,
  priceRangeLabel,
  withBrand,
  withDiscount,
  withoutFilters,
  withPriceRange,
  withSort,
  type BrowseQuery,
  type DiscountThreshold,
  type SortKey,
} from '../../../domain/catalogue/browse';
import { serializeBrowseQuery } from '../../../domain/catalogue/browse-query-url';
import { withSize } from '../../../domain/catalogue/size-filter';
import type { Brand } from '../../../domain/catalogue/category';
import type { Product } from '../../../domain/catalogue/product';
import { VARIANT_SIZES, type VariantSize } from '../../../domain/catalogue/size-scale';
import type { PageRequest } from '../../../domain/paging';
import { PagedList } from '../../lib/paged-list';
import { makeViewModel } from '../../lib/view-model';

/** How many cards the grid shows at first, and how many more each "Show more" adds. */
export const GRID_PAGE_SIZE = 48;

/** 'idle': nothing asked for yet (the search page with no text). */
export type BrowseStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The query string (no leading '?') of another view of the page; '' for the default view. */
export type QueryStringFor = (next: BrowseQuery) => string;

/** How the page goes to another view of itself (the router's navigate), and the query string it shows now. */
export interface BrowseNavigation {
  go(search: string): void;
  current: string;
}

/** What a browse use case answers for one page of the grid: its products (filtered, sorted), how many pass the filters, and how many there are before filters. */
export interface BrowseResults {
  products: Product[];
  matching: number;
  total: number;
}

/**
 * The screen state a category page and the search page share: the query the address asked for,
 * its results, the slider while it is dragged, the filter panel on a phone and the grid's length.
 * Each page's view model owns one and says what to load; the address stays the source of truth:
 * a filter or a sort is applied by going to its address (`sortBy`, `setBrand` …), and the page
 * then loads that view through `load`.
 */
export class BrowseControls {
  query: BrowseQuery = DEFAULT_BROWSE_QUERY;
  /** The grid: the pages loaded so far of the products that pass the filters, sorted. */
  readonly grid = new PagedList<Product>(GRID_PAGE_SIZE);
  /** How many products there are before filters. */
  total = 0;
  /** The slider's values while a thumb is being dragged, before they are committed to the URL. */
  priceDraft: readonly [number, number] | null = null;
  /** The filter panel on a small screen (it is always open from 768 px). */
  filtersOpen = false;
  /** The sizes the size filter offers (filterSizes: a category's scale; every size on the search page). */
  sizeChoices: readonly VariantSize[] = VARIANT_SIZES;
  private navigation: BrowseNavigation | undefined;
  /** Nothing asked for (`clear`). */
  private idle = false;

  /** `queryStringFor` writes a view's address: the filters alone on a category page, the text first on /search. */
  constructor(private readonly queryStringFor: QueryStringFor = serializeBrowseQuery) {
    // Products are immutable values: held by reference, not copied into deep observables.
    makeViewModel<this, 'navigation' | 'queryStringFor'>(this, arguments, { navigation: false, queryStringFor: false }, { deep: false });
  }

  /** The page hands over the router: how to go to another view, and the query string shown now. */
  connect(navigation: BrowseNavigation): void {
    this.navigation = navigation;
  }

  sortBy(sort: SortKey): void {
    this.goTo(withSort(this.query, sort));
  }

  setBrand(brand: Brand, on: boolean): void {
    this.goTo(withBrand(this.query, brand, on));
  }

  setSize(size: VariantSize, on: boolean): void {
    this.goTo(withSize(this.query, size, on));
  }

  setDiscount(threshold: DiscountThreshold, on: boolean): void {
    this.goTo(withDiscount(this.query, threshold, on));
  }

  /** The slider was let go (or moved by a key): its values become the address's range. */
  commitPrice(values: readonly number[]): void {
    const [low, high] = this.priceRange;
    const [a = low, b = high] = values;
    this.goTo(withPriceRange(this.query, a, b));
  }

  clearFilters(): void {
    this.goTo(withoutFilters(this.query));
  }

  /**
   * Shows the view for `query`, from its first page that `fetch` brings; "Show more" asks `fetch`
   * for the next ones. `fresh` means another list (another category, other text): the old one is
   * not shown meanwhile. `apply` runs with the answer in the same action, so a page's own fields
   * never lag behind the grid. An answer that arrives after a newer view was asked for is dropped.
   */
  load<T extends BrowseResults>(query: BrowseQuery, fresh: boolean, fetch: (page: PageRequest) => Promise<T>, apply?: (result: T) => void): Promise<void> {
    const shown = this.status === 'ready';
    this.begin(query);
    this.idle = false;
    return this.grid.load(fetch, (result) => ({ items: result.products, total: result.matching }), {
      fresh: fresh || !shown,
      apply: (result) => {
        apply?.(result);
        this.total = result.total;
      },
    });
  }

  /** Shows `result` as the view of `query` at once, as `load` would once answered: the render that hydrates a prerendered page. */
  seed<T extends BrowseResults>(query: BrowseQuery, result: T): void {
    this.begin(query);
    this.idle = false;
    this.grid.seed(result, (answer) => ({ items: answer.products, total: answer.matching }));
    this.total = result.total;
  }

  /** Nothing to show for `query` (no search text): an answer still on its way is dropped. */
  clear(query: BrowseQuery): void {
    this.begin(query);
    this.grid.clear();
    this.total = 0;
    this.idle = true;
  }

  /** The page is gone: an answer still on its way is dropped. */
  dispose(): void {
    this.grid.cancel();
  }

  private begin(query: BrowseQuery): void {
    this.query = query;
    // A half-dragged slider shows the address's range.
    this.priceDraft = null;
  }

  get status(): BrowseStatus {
    return this.idle ? 'idle' : this.grid.status;
  }

  /** The grid's products: the pages loaded so far. */
  get products(): Product[] {
    return this.grid.items;
  }

  /** How many products pass the filters, over all pages. */
  get matching(): number {
    return this.grid.matching;
  }

  get activeFilters(): number {
    return activeFilterCount(this.query);
  }

  /** There are products to filter: the category or the search text has some. */
  get hasProducts(): boolean {
    return this.total > 0;
  }

  /** There are products, but the filters leave none of them. */
  get filteredOut(): boolean {
    return this.status === 'ready' && this.total > 0 && this.matching === 0;
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


  private goTo(next: BrowseQuery): void {
    const search = this.queryStringFor(next);
    const target = search ? `?${search}` : '';
    // Committing the slider where it already was is no new view: no extra Back step.
    if (!this.navigation || target === this.navigation.current) return;
    this.navigation.go(target);
  }
}
