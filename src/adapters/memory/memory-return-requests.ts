import type { OrderBook } from '../../application/ports/order-book';
import type { ReturnRequest } from '../../domain/returns/return-request';
import { NO_RETURNS, OrderReturnRequests, type ReturnsRecord } from '../in-browser/order-return-requests';

/** Return requests held in memory beside a memory order book: for tests and demos. Saved as a copy. */
export class MemoryReturnRequests extends OrderReturnRequests {
  constructor(orders: Pick<OrderBook, 'find'>) {
    let record: ReturnsRecord = NO_RETURNS;
    super(
      orders,
      {
        load: async () => record,
        save: async (next) => {
          record = structuredClone(next);
        },
      },
      (raw) => raw as ReturnRequest,
    );
  }
}
