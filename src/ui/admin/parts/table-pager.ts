import { makeAutoObservable } from 'mobx';
import { pageOf, showingText } from '../../../domain/admin/order-table';
import { clampPage, pageCount, pageRange, paginationItems, type PageRange, type PaginationItem } from '../../../domain/admin/pagination';

/**
 * The page an admin table shows, and what the pagination below it says: 'Showing 11 to 20 of 95
 * orders', the page links, the last page. `total` answers how many rows the table has over all
 * pages: the length of a list held whole, or the count a store answered with its one page.
 */
export class TablePager {
  page = 1;

  constructor(
    private readonly total: () => number,
    /** What the table lists, in the pagination's words ('orders', 'payments'). */
    readonly noun: string,
    readonly pageSize: number,
  ) {
    makeAutoObservable<this, 'total'>(this, { total: false, noun: false, pageSize: false }, { autoBind: true });
  }

  get pageCount(): number {
    return pageCount(this.total(), this.pageSize);
  }

  get range(): PageRange {
    return pageRange(this.page, this.pageSize, this.total());
  }

  get showing(): string {
    return showingText(this.range, this.noun);
  }

  get links(): PaginationItem[] {
    return paginationItems(this.page, this.pageCount);
  }

  /** Whether `page` is one to ask the store for: a page of the table, not the one shown. */
  isOther(page: number): boolean {
    return page >= 1 && (this.pageCount === 0 || page <= this.pageCount) && page !== this.page;
  }

  /** Shows `page`, or the nearest page there is. */
  show(page: number): void {
    this.page = clampPage(page, this.pageCount);
  }

  /** The rows of the page shown, of a table held whole (the nearest page there is, when it shrank). */
  rowsOf<T>(all: readonly T[]): readonly T[] {
    return pageOf(all, this.page, this.pageSize).items;
  }
}
