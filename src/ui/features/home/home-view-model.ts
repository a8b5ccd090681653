import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CatalogueService, type HomeCatalogue } from '../../../application/catalogue/catalogue-service';
import type { Product } from '../../../domain/catalogue/product';
import type { HomeShelf } from '../../../domain/storefront/home-sections';
import { Loadable, type LoadStatus } from '../../lib/loadable';

@injectable()
export class HomeViewModel {
  private readonly home = new Loadable<HomeCatalogue>();

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    makeAutoObservable<this, 'catalogue' | 'home'>(this, { catalogue: false, home: false }, { autoBind: true, deep: false });
  }

  get status(): LoadStatus {
    return this.home.status;
  }

  /** The rows of products by category under the deals. */
  get shelves(): HomeShelf[] {
    return this.home.value?.shelves ?? [];
  }

  get deals(): Product[] {
    return this.home.value?.deals ?? [];
  }

  start(): Promise<void> {
    return this.home.load(() => this.catalogue.homePage());
  }

  dispose(): void {
    this.home.cancel();
  }
}
