import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { TablePager } from '../../../src/ui/admin/parts/table-pager';

describe('TablePager', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  it('says the range, the sentence and the links of the page shown', () => {
    const pager = new TablePager(() => 23, 'orders', 10);
    pager.show(2);
    expect(pager.page).toBe(2);
    expect(pager.pageCount).toBe(3);
    expect(pager.range).toEqual({ from: 11, to: 20, total: 23 });
    expect(pager.showing).toBe('Showing 11 to 20 of 23 orders');
    expect(pager.links.map((link) => (link.kind === 'page' ? link.page : '…'))).toEqual([1, 2, 3]);
  });

  it('shows the nearest page there is when asked for one past either end', () => {
    const pager = new TablePager(() => 23, 'payments', 10);
    pager.show(9);
    expect(pager.page).toBe(3);
    pager.show(0);
    expect(pager.page).toBe(1);
  });

  it('asks for a page of the table other than the one shown, and only such a page', () => {
    const pager = new TablePager(() => 23, 'products', 10);
    expect([0, 1, 2, 3, 4].map((page) => pager.isOther(page))).toEqual([false, false, true, true, false]);
    // Before the store has answered (no count yet), any page from 1 may be asked for.
    expect(new TablePager(() => 0, 'products', 10).isOther(2)).toBe(true);
  });

  it('slices a table held whole, the last page when the table shrank under the page shown', () => {
    const all = observable.box(rows(25));
    const pager = new TablePager(() => all.get().length, 'deliveries', 10);
    pager.show(3);
    expect(pager.rowsOf(all.get())).toEqual([21, 22, 23, 24, 25]);
    runInAction(() => all.set(rows(12)));
    expect(pager.rowsOf(all.get())).toEqual([11, 12]);
  });

  it('follows the total as it changes', () => {
    const total = observable.box(5);
    const pager = new TablePager(() => total.get(), 'orders', 10);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(pager.showing));
    runInAction(() => total.set(15));
    stop();
    expect(seen).toEqual(['Showing 1 to 5 of 5 orders', 'Showing 1 to 10 of 15 orders']);
  });
});
