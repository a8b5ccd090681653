import { describe, expect, it } from 'vitest';
import { DEALS_PAGE_SIZE, DealsViewModel } from '../../../../src/ui/features/deals/deals-view-model';
import { aProduct } from '../../../support/products';
import { createTestContainer } from '../../../support/test-container';

describe('DealsViewModel', () => {
  it('shows the deals a page at a time, biggest discount first', async () => {
    const products = Array.from({ length: DEALS_PAGE_SIZE + 2 }, (_, i) => aProduct({ id: i + 1, price: 100 + i, originalPrice: 1000 }));
    const vm = createTestContainer({ products }).container.get(DealsViewModel);
    await vm.start();
    expect(vm.status).toBe('ready');
    expect(vm.deals.items).toHaveLength(DEALS_PAGE_SIZE);
    expect(vm.deals.items[0]?.id).toBe(1);
    expect(vm.deals.matching).toBe(DEALS_PAGE_SIZE + 2);
    await vm.deals.more();
    expect(vm.deals.items.map((p) => p.id).slice(-2)).toEqual([DEALS_PAGE_SIZE + 1, DEALS_PAGE_SIZE + 2]);
    expect(vm.deals.hasMore).toBe(false);
  });

  it('says so when the deals cannot be had', async () => {
    const test = createTestContainer();
    test.products.catalogue = () => Promise.reject(new Error('storage unavailable'));
    const vm = test.container.get(DealsViewModel);
    await vm.start();
    expect(vm.status).toBe('error');
    expect(vm.deals.items).toEqual([]);
  });
});
