import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CatalogueService } from '../../application/catalogue/catalogue-service';
import type { CarouselSection } from '../../domain/storefront/home-sections';

export type LoadStatus = 'loading' | 'ready' | 'error';

@injectable()
export class HomeViewModel {
  status: LoadStatus = 'loading';
  carousels: CarouselSection[] = [];

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    makeAutoObservable<this, 'catalogue'>(this, { catalogue: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    try {
      const carousels = await this.catalogue.homeCarousels();
      runInAction(() => {
        this.carousels = carousels;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }
}
