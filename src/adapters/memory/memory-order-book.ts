import type { StoredOrder } from '../../domain/orders/stored-order';
import type { PromotionKeeper } from '../in-browser/record-promotion-book';
import { CatalogueOrderBook, NO_ORDERS, type OrdersRecord, type StockKeeper } from '../in-browser/catalogue-order-book';

/**
 * The orders held in memory, beside a memory catalogue's stock: for tests, benchmarks and demos.
 * What is saved is a copy, so that no caller changes a stored order in place.
 */
export class MemoryOrderBook extends CatalogueOrderBook {
  constructor(catalogue: StockKeeper, promotions?: PromotionKeeper) {
    let record: OrdersRecord = NO_ORDERS;
    super(
      catalogue,
      {
        load: async () => record,
        save: async (next) => {
          record = structuredClone(next);
        },
      },
      (raw) => raw as StoredOrder,
      promotions,
    );
  }
}
