import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CatalogueService } from '../../../application/catalogue/catalogue-service';
import type { Product } from '../../../domain/catalogue/product';
import { LatestRequest, type LoadStatus } from '../../kit/latest-request';

@injectable()
export class DealsViewModel {
  status: LoadStatus = 'loading';
  products: Product[] = [];
  private readonly requests = new LatestRequest();

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    // Products are immutable values: held by reference, not copied into deep observables.
    makeAutoObservable<this, 'catalogue' | 'requests'>(this, { catalogue: false, requests: false }, { autoBind: true, deep: false });
  }

  start(): Promise<void> {
    return this.requests.run(
      () => this.catalogue.deals(),
      (products) => {
        this.products = products;
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
