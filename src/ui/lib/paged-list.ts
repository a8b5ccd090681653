import { makeAutoObservable } from 'mobx';
import type { Page, PageRequest } from '../../domain/paging';
import { Loadable, type LoadOptions, type LoadStatus } from './loadable';

/** 'loading': the next page is on its way; 'error': it could not be had (the button offers it again). */
export type MoreStatus = 'idle' | 'loading' | 'error';

/** How a list's answer reads as a page: its items and how many match in all. */
export type ReadPage<A, T> = (answer: A) => Page<T>;

/**
 * A list the store hands out a page at a time (a category's grid, the deals): the first page, then
 * "Show more" asks for the next one from where the list ends, so no page ever carries the whole
 * catalogue. Only the latest question counts: a new `load` drops a "more" still on its way, and a
 * "more" asked of the list shown is dropped when a newer first page lands. Items are matched by id
 * when a page is appended, so a product the store moved between two pages (an admin's edit) is not
 * shown twice.
 */
export class PagedList<T extends { readonly id: number }> {
  items: T[] = [];
  /** How many items match over all pages. */
  matching = 0;
  private fetchPage: ((page: PageRequest) => Promise<Page<T>>) | undefined;
  /** The first page: its answer is the whole answer of the list's question (A of `load`). */
  private readonly first = new Loadable<unknown>();
  /** The next page ("Show more"). */
  private readonly next = new Loadable<Page<T>>();

  constructor(readonly pageSize: number) {
    // Items are immutable values: held by reference, not copied into deep observables.
    makeAutoObservable<this, 'fetchPage' | 'first' | 'next'>(
      this,
      { fetchPage: false, first: false, next: false, pageSize: false },
      { autoBind: true, deep: false },
    );
  }

  /** The first page: on its way, here, or not to be had. */
  get status(): LoadStatus {
    return this.first.status;
  }

  get moreStatus(): MoreStatus {
    if (this.next.pending) return 'loading';
    return this.next.status === 'error' ? 'error' : 'idle';
  }

  /** Shows `answer` as the first page at once, as if loaded: what a prerendered page showed, for the render that hydrates it. */
  seed<A>(answer: A, read: ReadPage<A, T>): void {
    const { items, total } = read(answer);
    this.first.seed(answer);
    this.items = items;
    this.matching = total;
  }

  /**
   * Asks for the first page. `options.apply` runs with the whole answer in the same action as the
   * items change (and only if no newer load started); `options.fresh` shows 'loading' meanwhile.
   */
  load<A>(fetch: (page: PageRequest) => Promise<A>, read: ReadPage<A, T>, options: LoadOptions<A> = {}): Promise<void> {
    const fetchPage = async (page: PageRequest) => read(await fetch(page));
    this.next.clear();
    return this.first.load(() => fetch({ offset: 0, limit: this.pageSize }), {
      fresh: options.fresh,
      apply: (whole) => {
        // The answer of this very `fetch`: an A.
        const answer = whole as A;
        const { items, total } = read(answer);
        this.items = items;
        this.matching = total;
        // "Show more" asks this list from now on; one asked of the list it replaces is dropped.
        this.fetchPage = fetchPage;
        this.next.clear();
        options.apply?.(answer);
      },
    });
  }

  get hasMore(): boolean {
    return this.items.length < this.matching;
  }

  /** The next page, appended; nothing while one is already on its way. */
  more(): Promise<void> {
    const fetchPage = this.fetchPage;
    if (!fetchPage || !this.hasMore || this.next.pending) return Promise.resolve();
    const shown = this.items;
    return this.next.load(() => fetchPage({ offset: shown.length, limit: this.pageSize }), {
      apply: ({ items, total }) => {
        const seen = new Set(shown.map((item) => item.id));
        this.items = [...shown, ...items.filter((item) => !seen.has(item.id))];
        // An empty page means the list shrank since the count was taken: no endless "Show more".
        this.matching = items.length === 0 ? this.items.length : total;
      },
    });
  }

  /** Nothing to show: an answer still on its way is dropped. */
  clear(): void {
    this.first.clear();
    this.next.clear();
    this.fetchPage = undefined;
    this.items = [];
    this.matching = 0;
  }

  /** The page is gone: an answer still on its way is dropped. */
  cancel(): void {
    this.first.cancel();
    this.next.cancel();
  }
}
