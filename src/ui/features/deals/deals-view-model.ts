import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CatalogueService } from '../../../application/catalogue/catalogue-service';
import type { Product } from '../../../domain/catalogue/product';
import type { LoadStatus } from '../../kit/latest-request';
import { PagedList } from '../../kit/paged-list';

/** As many deals at a time as a category page's grid. */
export const DEALS_PAGE_SIZE = 48;

@injectable()
export class DealsViewModel {
  status: LoadStatus = 'loading';
  readonly deals = new PagedList<Product>(DEALS_PAGE_SIZE);

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    makeAutoObservable<this, 'catalogue'>(this, { catalogue: false, deals: false }, { autoBind: true });
  }

  start(): Promise<void> {
    return this.deals.load(
      (page) => this.catalogue.deals(page),
      (page) => page,
      () => {
        this.status = 'ready';
      },
      () => {
        this.status = 'error';
      },
    );
  }

  dispose(): void {
    this.deals.cancel();
  }
}
