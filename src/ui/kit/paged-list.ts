import { makeAutoObservable } from 'mobx';
import type { Page, PageRequest } from '../../domain/paging';
import { LatestRequest } from './latest-request';

/** 'loading': the next page is on its way; 'error': it could not be had (the button offers it again). */
export type MoreStatus = 'idle' | 'loading' | 'error';

/** How a list's answer reads as a page: its items and how many match in all. */
export type ReadPage<A, T> = (answer: A) => Page<T>;

/**
 * A list the store hands out a page at a time (a category's grid, the deals): the first page, then
 * "Show more" asks for the next one from where the list ends, so no page ever carries the whole
 * catalogue. Only the latest question counts (LatestRequest): a new `load` drops a "more" still
 * on its way. Items are matched by id when a page is appended, so a product the store moved
 * between two pages (an admin's edit) is not shown twice.
 */
export class PagedList<T extends { readonly id: number }> {
  items: T[] = [];
  /** How many items match over all pages. */
  matching = 0;
  moreStatus: MoreStatus = 'idle';
  private fetchPage: ((page: PageRequest) => Promise<Page<T>>) | undefined;
  private readonly requests = new LatestRequest();

  constructor(readonly pageSize: number) {
    // Items are immutable values: held by reference, not copied into deep observables.
    makeAutoObservable<this, 'fetchPage' | 'requests'>(this, { fetchPage: false, requests: false, pageSize: false }, { autoBind: true, deep: false });
  }

  /**
   * Asks for the first page. `apply` runs with the whole answer in the same action as the items
   * change (and only if no newer load started); `fail` when it cannot be had.
   */
  load<A>(fetch: (page: PageRequest) => Promise<A>, read: ReadPage<A, T>, apply: (answer: A) => void, fail: () => void): Promise<void> {
    this.fetchPage = async (page) => read(await fetch(page));
    this.moreStatus = 'idle';
    return this.requests.run(
      () => fetch({ offset: 0, limit: this.pageSize }),
      (answer) => {
        const { items, total } = read(answer);
        this.items = items;
        this.matching = total;
        apply(answer);
      },
      fail,
    );
  }

  get hasMore(): boolean {
    return this.items.length < this.matching;
  }

  /** The next page, appended; nothing while one is already on its way. */
  more(): Promise<void> {
    const fetchPage = this.fetchPage;
    if (!fetchPage || !this.hasMore || this.moreStatus === 'loading') return Promise.resolve();
    this.moreStatus = 'loading';
    const shown = this.items;
    return this.requests.run(
      () => fetchPage({ offset: shown.length, limit: this.pageSize }),
      ({ items, total }) => {
        const seen = new Set(shown.map((item) => item.id));
        this.items = [...shown, ...items.filter((item) => !seen.has(item.id))];
        // An empty page means the list shrank since the count was taken: no endless "Show more".
        this.matching = items.length === 0 ? this.items.length : total;
        this.moreStatus = 'idle';
      },
      () => {
        this.moreStatus = 'error';
      },
    );
  }

  /** Nothing to show: an answer still on its way is dropped. */
  clear(): void {
    this.requests.cancel();
    this.fetchPage = undefined;
    this.items = [];
    this.matching = 0;
    this.moreStatus = 'idle';
  }

  /** The page is gone: an answer still on its way is dropped. */
  cancel(): void {
    this.requests.cancel();
  }
}
