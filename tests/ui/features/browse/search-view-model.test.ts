import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSE_QUERY } from '../../../../src/domain/catalogue/browse';
import { SearchViewModel } from '../../../../src/ui/features/browse/search-view-model';
import { createTestContainer } from '../../../support/test-container';

const viewModel = () => createTestContainer().container.get(SearchViewModel);
const titles = (vm: SearchViewModel) => vm.controls.products.map((p) => p.title);

describe('SearchViewModel', () => {
  it('finds the products for the text, trimmed, with the filters of the query string', async () => {
    const vm = viewModel();
    await vm.show('?q=%20jeans%20&sort=priceHigh');
    expect(vm.text).toBe('jeans');
    expect(vm.controls.status).toBe('ready');
    expect(titles(vm)).toEqual(['High-Waist Mom Jeans', 'Slim Fit Stretch Denim Jeans']);
    expect(vm.controls.query.sort).toBe('priceHigh');
  });

  it('is idle with no text, and nothing shows', async () => {
    const vm = viewModel();
    await vm.show('?q=jeans');
    await vm.show('?q=%20%20&brand=Urban+Style');
    expect(vm.text).toBe('');
    expect(vm.controls.status).toBe('idle');
    expect(vm.controls.products).toEqual([]);
    expect(vm.controls.query.brands).toEqual(['Urban Style']);
  });

  it('has no products for text that matches nothing', async () => {
    const vm = viewModel();
    await vm.show('?q=xyz');
    expect(vm.controls.status).toBe('ready');
    expect(vm.controls.hasProducts).toBe(false);
  });

  it('shows loading for new text, and keeps the results while another view of them loads', async () => {
    const vm = viewModel();
    await vm.show('?q=shirt');
    const filtering = vm.show('?q=shirt&brand=Urban+Style');
    expect(vm.controls.status).toBe('ready');
    await filtering;
    expect(titles(vm)).toEqual(['Graphic Oversized T-Shirt', 'Checked Flannel Shirt']);
    const searching = vm.show('?q=dress');
    expect(vm.controls.status).toBe('loading');
    await searching;
    expect(vm.controls.total).toBe(3);
  });

  it('puts the text first in the query string of another view', async () => {
    const vm = viewModel();
    await vm.show('?q=linen%20shirt');
    expect(vm.queryStringFor(DEFAULT_BROWSE_QUERY)).toBe('q=linen+shirt');
    expect(vm.queryStringFor({ ...DEFAULT_BROWSE_QUERY, discounts: [40], sort: 'newest' })).toBe('q=linen+shirt&discount=40&sort=newest');
  });
});
