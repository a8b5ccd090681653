import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSE_QUERY, type BrowseQuery } from '../../../../src/domain/catalogue/browse';
import type { Product } from '../../../../src/domain/catalogue/product';
import { BrowseControls, GRID_PAGE_SIZE, type BrowseResults } from '../../../../src/ui/features/browse/browse-controls';
import type { PageRequest } from '../../../../src/domain/paging';
import { aProduct } from '../../../support/products';
import { deferred } from '../../../support/deferred';

const query = (overrides: Partial<BrowseQuery> = {}): BrowseQuery => ({ ...DEFAULT_BROWSE_QUERY, ...overrides });
const products = (count: number): Product[] => Array.from({ length: count }, (_, i) => aProduct({ id: i + 1 }));
const results = (list: Product[], total = list.length): BrowseResults => ({ products: list, matching: list.length, total });

/** A store of `all` that answers pages as a use case does, and records the pages asked for. */
function pagedStore(all: Product[]) {
  const asked: PageRequest[] = [];
  return {
    asked,
    fetch: async (page: PageRequest): Promise<BrowseResults> => {
      asked.push(page);
      return { products: all.slice(page.offset, page.offset + page.limit), matching: all.length, total: all.length };
    },
  };
}


describe('BrowseControls', () => {
  it('loads a view: loading, then the products, the total before filters and the query', async () => {
    const controls = new BrowseControls();
    const answer = deferred<BrowseResults>();
    const loading = controls.load(query({ brands: ['Urban Style'] }), true, () => answer.promise);
    expect(controls.status).toBe('loading');
    expect(controls.query.brands).toEqual(['Urban Style']);
    answer.resolve(results(products(2), 5));
    await loading;
    expect(controls.status).toBe('ready');
    expect(controls.products.map((p) => p.id)).toEqual([1, 2]);
    expect(controls.total).toBe(5);
    expect(controls.hasProducts).toBe(true);
    expect(controls.filteredOut).toBe(false);
    expect(controls.activeFilters).toBe(1);
  });

  it('runs the page’s own update in the same step as the grid', async () => {
    const controls = new BrowseControls();
    const seen: string[] = [];
    await controls.load(query(), true, async () => ({ ...results(products(1)), title: 'Jeans' }), (page) => {
      seen.push(`${page.title} while ${controls.status}`);
    });
    expect(seen).toEqual(['Jeans while loading']);
    expect(controls.status).toBe('ready');
  });

  it('keeps the list on screen while another view of the same list loads, but not for a fresh list', async () => {
    const controls = new BrowseControls();
    await controls.load(query(), true, async () => results(products(3)));
    const next = deferred<BrowseResults>();
    const sorting = controls.load(query({ sort: 'priceLow' }), false, () => next.promise);
    expect(controls.status).toBe('ready');
    expect(controls.products).toHaveLength(3);
    next.resolve(results(products(3)));
    await sorting;

    const other = deferred<BrowseResults>();
    const switching = controls.load(query(), true, () => other.promise);
    expect(controls.status).toBe('loading');
    other.resolve(results([]));
    await switching;
    expect(controls.hasProducts).toBe(false);
  });

  it('drops an answer that arrives after a newer view was asked for', async () => {
    const controls = new BrowseControls();
    const slow = deferred<BrowseResults>();
    const fast = deferred<BrowseResults>();
    const first = controls.load(query(), true, () => slow.promise);
    const second = controls.load(query({ sort: 'newest' }), true, () => fast.promise);
    fast.resolve(results(products(1)));
    await second;
    slow.resolve(results(products(4)));
    await first;
    expect(controls.products).toHaveLength(1);
    expect(controls.query.sort).toBe('newest');
  });

  it('shows an error when loading fails, unless a newer view was asked for meanwhile', async () => {
    const controls = new BrowseControls();
    await controls.load(query(), true, () => Promise.reject(new Error('offline')));
    expect(controls.status).toBe('error');

    const failing = deferred<BrowseResults>();
    const stale = controls.load(query(), true, () => failing.promise);
    await controls.load(query(), true, async () => results(products(2)));
    failing.reject(new Error('late'));
    await stale;
    expect(controls.status).toBe('ready');
  });

  it('clear: idle with nothing to show, and an answer on its way is dropped', async () => {
    const controls = new BrowseControls();
    const pending = deferred<BrowseResults>();
    const loading = controls.load(query(), true, () => pending.promise);
    controls.clear(query({ sort: 'priceHigh' }));
    pending.resolve(results(products(3)));
    await loading;
    expect(controls.status).toBe('idle');
    expect(controls.products).toEqual([]);
    expect(controls.total).toBe(0);
    expect(controls.query.sort).toBe('priceHigh');
  });

  it('dispose drops an answer still on its way', async () => {
    const controls = new BrowseControls();
    const pending = deferred<BrowseResults>();
    const loading = controls.load(query(), true, () => pending.promise);
    controls.dispose();
    pending.resolve(results(products(3)));
    await loading;
    expect(controls.status).toBe('loading');
    expect(controls.products).toEqual([]);
  });

  it('knows when the filters leave nothing of a list that has products', async () => {
    const controls = new BrowseControls();
    await controls.load(query({ discounts: [50] }), true, async () => results([], 4));
    expect(controls.filteredOut).toBe(true);
    await controls.load(query(), true, async () => results([], 0));
    expect(controls.filteredOut).toBe(false);
  });

  it('drags the price slider as a draft, labelled, until the next view forgets it', async () => {
    const controls = new BrowseControls();
    await controls.load(query({ priceMin: 500, priceMax: 2000 }), true, async () => results(products(1)));
    expect(controls.priceRange).toEqual([500, 2000]);
    expect(controls.priceLabel).toBe('₹500 – ₹2,000');
    controls.dragPrice([700, 5000]);
    expect(controls.priceRange).toEqual([700, 5000]);
    expect(controls.priceLabel).toBe('₹700 – ₹5,000+');
    expect(controls.query.priceMin).toBe(500);
    await controls.load(query({ priceMin: 700 }), false, async () => results(products(1)));
    expect(controls.priceRange).toEqual([700, 5000]);
    controls.dragPrice([]);
    expect(controls.priceRange).toEqual([700, 5000]);
  });

  it('asks the store for one page at a time, and starts again from the first page for a new view', async () => {
    const controls = new BrowseControls();
    const store = pagedStore(products(GRID_PAGE_SIZE * 2 + 5));
    await controls.load(query(), true, store.fetch);
    expect(store.asked).toEqual([{ offset: 0, limit: GRID_PAGE_SIZE }]);
    expect(controls.products).toHaveLength(GRID_PAGE_SIZE);
    expect(controls.matching).toBe(GRID_PAGE_SIZE * 2 + 5);
    expect(controls.grid.hasMore).toBe(true);
    await controls.grid.more();
    expect(controls.products).toHaveLength(GRID_PAGE_SIZE * 2);
    await controls.grid.more();
    expect(controls.products.map((p) => p.id)).toEqual(products(GRID_PAGE_SIZE * 2 + 5).map((p) => p.id));
    expect(controls.grid.hasMore).toBe(false);
    expect(store.asked.map((page) => page.offset)).toEqual([0, GRID_PAGE_SIZE, GRID_PAGE_SIZE * 2]);

    const sorted = pagedStore(products(GRID_PAGE_SIZE + 1));
    await controls.load(query({ sort: 'newest' }), false, sorted.fetch);
    expect(sorted.asked).toEqual([{ offset: 0, limit: GRID_PAGE_SIZE }]);
    expect(controls.products).toHaveLength(GRID_PAGE_SIZE);
    expect(controls.grid.hasMore).toBe(true);
  });

  it('asks for the next page once while one is on its way, and a new view drops it', async () => {
    const controls = new BrowseControls();
    const store = pagedStore(products(GRID_PAGE_SIZE * 3));
    await controls.load(query(), true, store.fetch);
    const next = deferred<BrowseResults>();
    await controls.load(query(), false, (page) => (page.offset === 0 ? store.fetch(page) : next.promise));
    const more = controls.grid.more();
    void controls.grid.more();
    expect(controls.grid.moreStatus).toBe('loading');
    await controls.load(query({ sort: 'priceLow' }), false, store.fetch);
    next.resolve(results(products(GRID_PAGE_SIZE)));
    await more;
    expect(controls.products).toHaveLength(GRID_PAGE_SIZE);
    expect(controls.grid.moreStatus).toBe('idle');
  });

  it('says when the next page could not be had, and can ask again', async () => {
    const controls = new BrowseControls();
    const store = pagedStore(products(GRID_PAGE_SIZE + 2));
    let offline = true;
    await controls.load(query(), true, (page) => (page.offset > 0 && offline ? Promise.reject(new Error('offline')) : store.fetch(page)));
    await controls.grid.more();
    expect(controls.grid.moreStatus).toBe('error');
    expect(controls.status).toBe('ready');
    expect(controls.products).toHaveLength(GRID_PAGE_SIZE);
    offline = false;
    await controls.grid.more();
    expect(controls.grid.moreStatus).toBe('idle');
    expect(controls.products).toHaveLength(GRID_PAGE_SIZE + 2);
  });

  it('never shows a product twice when the store moved it between two pages, nor asks forever when the list shrank', async () => {
    const controls = new BrowseControls();
    const first = products(GRID_PAGE_SIZE);
    await controls.load(query(), true, async (page) =>
      page.offset === 0
        ? { products: first, matching: GRID_PAGE_SIZE + 3, total: GRID_PAGE_SIZE + 3 }
        : { products: [first[GRID_PAGE_SIZE - 1]!, aProduct({ id: 999 })], matching: GRID_PAGE_SIZE + 1, total: GRID_PAGE_SIZE + 1 },
    );
    await controls.grid.more();
    expect(controls.products.map((p) => p.id).slice(-2)).toEqual([GRID_PAGE_SIZE, 999]);
    expect(controls.grid.hasMore).toBe(false);

    await controls.load(query(), true, async (page) =>
      page.offset === 0 ? { products: first, matching: GRID_PAGE_SIZE + 3, total: GRID_PAGE_SIZE + 3 } : { products: [], matching: GRID_PAGE_SIZE + 3, total: GRID_PAGE_SIZE + 3 },
    );
    await controls.grid.more();
    expect(controls.grid.hasMore).toBe(false);
  });

  it('opens and closes the filter panel, and keeps it as it was across views', async () => {
    const controls = new BrowseControls();
    expect(controls.filtersOpen).toBe(false);
    controls.toggleFilters();
    await controls.load(query({ brands: ['Metro Fashion'] }), false, async () => results(products(1)));
    expect(controls.filtersOpen).toBe(true);
    controls.toggleFilters();
    expect(controls.filtersOpen).toBe(false);
  });
});
