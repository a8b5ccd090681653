import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CatalogueService } from '../../../application/catalogue/catalogue-service';
import type { Product } from '../../../domain/catalogue/product';
import type { HomeShelf } from '../../../domain/storefront/home-sections';
import { LatestRequest, type LoadStatus } from '../../kit/latest-request';

@injectable()
export class HomeViewModel {
  status: LoadStatus = 'loading';
  /** The rows of products by category under the deals. */
  shelves: HomeShelf[] = [];
  deals: Product[] = [];
  private readonly requests = new LatestRequest();

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    // Products are immutable values: held by reference, not copied into deep observables.
    makeAutoObservable<this, 'catalogue' | 'requests'>(this, { catalogue: false, requests: false }, { autoBind: true, deep: false });
  }

  start(): Promise<void> {
    return this.requests.run(
      () => this.catalogue.homePage(),
      ({ shelves, deals }) => {
        this.shelves = shelves;
        this.deals = deals;
        this.status = 'ready';
      },
      () => {
        this.status = 'error';
      },
    );
  }

  dispose(): void {
    this.requests.cancel();
  }
}
