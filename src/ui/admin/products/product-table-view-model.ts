import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AdminProductsService } from '../../../application/admin/admin-products-service';
import { pageRange, paginationItems, type PageRange, type PaginationItem } from '../../../domain/admin/pagination';
import { ADMIN_PAGE_SIZE } from '../../../domain/admin/product-table';
import type { Product } from '../../../domain/catalogue/product';
import { LatestRequest, type LoadStatus } from '../../kit/latest-request';

/**
 * The admin's product table: the search text and the page, and the one page of products the store
 * answered for them. A new search goes back to page 1 (spec); only the latest question counts.
 */
@injectable()
export class ProductTableViewModel {
  search = '';
  page = 1;
  status: LoadStatus = 'loading';
  products: Product[] = [];
  total = 0;
  pageCount = 0;
  private readonly requests = new LatestRequest();

  constructor(@inject(AdminProductsService) private readonly service: AdminProductsService) {
    makeAutoObservable<this, 'service' | 'requests'>(this, { service: false, requests: false }, { autoBind: true, deep: false });
  }

  start(): Promise<void> {
    return this.load();
  }

  dispose(): void {
    this.requests.cancel();
  }

  setSearch(text: string): Promise<void> {
    this.search = text;
    this.page = 1;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    if (page < 1 || (this.pageCount > 0 && page > this.pageCount) || page === this.page) return Promise.resolve();
    this.page = page;
    return this.load();
  }

  /** Asks again for the page shown (after an add, edit or delete). */
  reload(): Promise<void> {
    return this.load();
  }

  get range(): PageRange {
    return pageRange(this.page, ADMIN_PAGE_SIZE, this.total);
  }

  get links(): PaginationItem[] {
    return paginationItems(this.page, this.pageCount);
  }

  private load(): Promise<void> {
    return this.requests.run(
      () => this.service.table(this.search, this.page),
      (answer) => {
        this.products = answer.products;
        this.total = answer.total;
        this.page = answer.page;
        this.pageCount = answer.pageCount;
        this.status = 'ready';
      },
      () => {
        this.status = 'error';
      },
    );
  }
}
