import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CatalogueService } from '../../application/catalogue/catalogue-service';
import type { Product } from '../../domain/catalogue/product';
import type { LoadStatus } from './home-view-model';

@injectable()
export class DealsViewModel {
  status: LoadStatus = 'loading';
  products: Product[] = [];

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    // Products are immutable values: held by reference, not copied into deep observables.
    makeAutoObservable<this, 'catalogue'>(this, { catalogue: false }, { autoBind: true, deep: false });
  }

  async start(): Promise<void> {
    try {
      const products = await this.catalogue.deals();
      runInAction(() => {
        this.products = products;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }
}
