import { inject, injectable } from 'inversify';
import { CatalogueService, type HomeCatalogue } from '../../../application/catalogue/catalogue-service';
import type { Product } from '../../../domain/catalogue/product';
import type { HomeShelf } from '../../../domain/storefront/home-sections';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';

@injectable()
export class HomeViewModel {
  private readonly home = new Loadable<HomeCatalogue>();

  constructor(@inject(CatalogueService) private readonly catalogue: CatalogueService) {
    makeViewModel(this, arguments, {}, { deep: false });
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
