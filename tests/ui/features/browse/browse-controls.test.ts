import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSE_QUERY, type BrowseQuery } from '../../../../src/domain/catalogue/browse';
import type { Product } from '../../../../src/domain/catalogue/product';
import { BrowseControls, GRID_PAGE_SIZE, type BrowseResults } from '../../../../src/ui/features/browse/browse-controls';
import { aProduct } from '../../../support/products';
import { deferred } from '../../../support/deferred';

const query = (overrides: Partial<BrowseQuery> = {}): BrowseQuery => ({ ...DEFAULT_BROWSE_QUERY, ...overrides });
const products = (count: number): Product[] => Array.from({ length: count }, (_, i) => aProduct({ id: i + 1 }));
const results = (list: Product[], total = list.length): BrowseResults => ({ products: list, total });


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

  it('shows the grid a page at a time, and starts again from the top for a new view', async () => {
    const controls = new BrowseControls();
    await controls.load(query(), true, async () => results(products(GRID_PAGE_SIZE * 2 + 5)));
    expect(controls.visibleProducts).toHaveLength(GRID_PAGE_SIZE);
    expect(controls.hasMore).toBe(true);
    controls.showMore();
    expect(controls.visibleProducts).toHaveLength(GRID_PAGE_SIZE * 2);
    controls.showMore();
    expect(controls.visibleProducts).toHaveLength(GRID_PAGE_SIZE * 2 + 5);
    expect(controls.hasMore).toBe(false);
    await controls.load(query({ sort: 'newest' }), false, async () => results(products(GRID_PAGE_SIZE + 1)));
    expect(controls.visibleProducts).toHaveLength(GRID_PAGE_SIZE);
    expect(controls.hasMore).toBe(true);
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
