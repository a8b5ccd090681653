import type { StoredOrder } from '../../domain/orders/stored-order';
import { CatalogueOrderBook } from '../in-browser/catalogue-order-book';
import { NO_ORDERS, type OrderBookParts, type OrdersRecord } from '../in-browser/orders-record';

/**
 * The orders held in memory, beside a memory catalogue's stock and memory carts: for tests,
 * benchmarks and demos. What is saved is a copy, so that no caller changes a stored order in place.
 * Its lock is the page's in-process one (MemoryExclusiveLock), the one the cart's use cases take.
 */
export class MemoryOrderBook extends CatalogueOrderBook {
  constructor(parts: OrderBookParts) {
    let record: OrdersRecord = NO_ORDERS;
    super(
      parts,
      {
        load: async () => record,
        save: async (next) => {
          record = structuredClone(next);
        },
      },
      (raw) => raw as StoredOrder,
    );
  }
}
