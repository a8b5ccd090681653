import { inject, injectable } from 'inversify';
import { CatalogueService } from '../../../application/catalogue/catalogue-service';
import type { Product } from '../../../domain/catalogue/product';
import type { LoadStatus } from '../../lib/loadable';
import { PagedList } from '../../lib/paged-list';
import { makeViewModel } from '../../lib/view-model';

/** As many deals at a time as a category page's grid. */
export const DEALS_PAGE_SIZE = 48;

@injectable()
export class DealsViewModel {
  readonly deals = new PagedList<Product>(DEALS_PAGE_SIZE);

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    makeViewModel(this, arguments);
  }

  get status(): LoadStatus {
    return this.deals.status;
  }

  start(): Promise<void> {
    return this.deals.load(
      (page) => this.catalogue.deals(page),
      (page) => page,
    );
  }

  dispose(): void {
    this.deals.cancel();
  }
}
