import { BookSalesReports } from '../../src/adapters/in-browser/book-sales-reports';
import type { OwnedOrder } from '../../src/domain/orders/order';
import { salesReportsContract } from './sales-reports.contract';

// The browser backends (memory and local share this adapter) sum their book's orders (everyOrder): the
// orders are handed in as the book reads them, newest first (the book's storage is the order book's tests').
salesReportsContract('BookSalesReports (memory and local backends)', async () => {
  let stored: readonly OwnedOrder[] = [];
  return {
    reports: new BookSalesReports({ everyOrder: async () => stored }),
    seed: async (orders) => {
      stored = [...orders].sort((a, b) => b.placedAt - a.placedAt || b.number.localeCompare(a.number));
    },
  };
});
