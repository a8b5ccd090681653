import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CatalogueService } from '../../application/catalogue/catalogue-service';
import type { Product } from '../../domain/catalogue/product';
import type { CarouselSection } from '../../domain/storefront/home-sections';

export type LoadStatus = 'loading' | 'ready' | 'error';

@injectable()
export class HomeViewModel {
  status: LoadStatus = 'loading';
  carousels: CarouselSection[] = [];
  deals: Product[] = [];

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    // Products are immutable values: held by reference, not copied into deep observables.
    makeAutoObservable<this, 'catalogue'>(this, { catalogue: false }, { autoBind: true, deep: false });
  }

  async start(): Promise<void> {
    try {
      const { carousels, deals } = await this.catalogue.homePage();
      runInAction(() => {
        this.carousels = carousels;
        this.deals = deals;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }
}
