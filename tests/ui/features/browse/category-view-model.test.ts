import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSE_QUERY } from '../../../../src/domain/catalogue/browse';
import { CategoryViewModel } from '../../../../src/ui/features/browse/category-view-model';
import { createTestContainer } from '../../../support/test-container';

function viewModel(test = createTestContainer()) {
  return test.container.get(CategoryViewModel);
}

const ids = (vm: CategoryViewModel) => vm.controls.products.map((p) => p.id);

describe('CategoryViewModel', () => {
  it('shows a category by its slug, t-shirts or tshirts, most popular first', async () => {
    for (const slug of ['tshirts', 't-shirts']) {
      const vm = viewModel();
      await vm.show(slug, '');
      expect(vm.title).toBe('T-shirts');
      expect(vm.controls.status).toBe('ready');
      expect(ids(vm)).toEqual([1, 15, 24]);
    }
  });

  it('reads filters and sort from the query string', async () => {
    const vm = viewModel();
    await vm.show('men', '?brand=Metro+Fashion&sort=priceLow');
    expect(vm.title).toBe('Men');
    expect(vm.controls.query.brands).toEqual(['Metro Fashion']);
    // The Metro Fashion pieces made for men, cheapest first.
    expect(ids(vm)).toEqual([22, 24, 11, 3, 18]);
    expect(vm.controls.total).toBe(8);
  });

  it('falls back to the defaults for a query that makes no sense', async () => {
    const vm = viewModel();
    await vm.show('tshirts', '?max=abc&sort=evil&brand=Nope');
    expect(vm.controls.query).toEqual(DEFAULT_BROWSE_QUERY);
    expect(ids(vm)).toEqual([1, 15, 24]);
  });

  it('shows an unknown slug as an empty page, titled from the slug', async () => {
    const vm = viewModel();
    await vm.show('space-suits', '');
    expect(vm).toMatchObject({ title: 'Space suits' });
    expect(vm.controls.hasProducts).toBe(false);
  });

  it('shows loading only for another category, not for another view of the same one', async () => {
    const vm = viewModel();
    await vm.show('jeans', '');
    const sorting = vm.show('jeans', '?sort=newest');
    expect(vm.controls.status).toBe('ready');
    await sorting;
    const switching = vm.show('hoodies', '');
    expect(vm.controls.status).toBe('loading');
    await switching;
    expect(vm.title).toBe('Hoodies');
  });

  it('says so when the catalogue cannot be read', async () => {
    const test = createTestContainer();
    test.products.browse = () => Promise.reject(new Error('storage unavailable'));
    const vm = viewModel(test);
    await vm.show('jeans', '');
    expect(vm.controls.status).toBe('error');
  });

  it('gives the query string of another view, empty for the default one', () => {
    const vm = viewModel();
    expect(vm.queryStringFor(DEFAULT_BROWSE_QUERY)).toBe('');
    expect(vm.queryStringFor({ ...DEFAULT_BROWSE_QUERY, priceMax: 2000, brands: ['Urban Style'], sort: 'priceHigh' })).toBe(
      'max=2000&brand=Urban+Style&sort=priceHigh',
    );
  });
});
