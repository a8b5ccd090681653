import { inject, injectable } from 'inversify';
import { AdminProductsService, type ProductTablePage } from '../../../application/admin/admin-products-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { ADMIN_PAGE_SIZE } from '../../../domain/admin/product-table';
import type { Product } from '../../../domain/catalogue/product';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { adminAnswer } from '../parts/admin-refusal';
import { TablePager } from '../parts/table-pager';

/**
 * The admin's product table: the search text and the page, and the one page of products the store
 * answered for them. A new search goes back to page 1 (spec); only the latest question counts.
 */
@injectable()
export class ProductTableViewModel {
  search = '';
  private readonly table = new Loadable<ProductTablePage>();
  /** The page shown: the store answers that page and how many products match. */
  readonly pager = new TablePager(() => this.total, 'products', ADMIN_PAGE_SIZE);

  constructor(
    @inject(AdminProductsService) private readonly service: AdminProductsService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  get status(): LoadStatus {
    return this.table.status;
  }

  get products(): Product[] {
    return this.table.value?.products ?? [];
  }

  /** How many products match the search, over all pages. */
  get total(): number {
    return this.table.value?.total ?? 0;
  }

  start(): Promise<void> {
    return this.load();
  }

  dispose(): void {
    this.table.cancel();
  }

  setSearch(text: string): Promise<void> {
    this.search = text;
    this.pager.page = 1;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    if (!this.pager.isOther(page)) return Promise.resolve();
    this.pager.page = page;
    return this.load();
  }

  /** Asks again for the page shown (after an add, edit or delete). */
  reload(): Promise<void> {
    return this.load();
  }

  private load(): Promise<void> {
    return this.table.load(async () => adminAnswer(await this.service.table(this.search, this.pager.page), this.notifier), {
      // The page shown: the one asked for, or the last one when that is past the end.
      apply: (answer) => {
        this.pager.page = answer.page;
      },
    });
  }
}
