import { BookOrderFigures } from '../../src/adapters/in-browser/book-order-figures';
import { LocalShopperSignInLog } from '../../src/adapters/local/local-shopper-sign-in-log';
import { MemoryShopperSignInLog } from '../../src/adapters/memory/memory-shopper-sign-in-log';
import type { ShopperSignInLog } from '../../src/application/ports/shopper-sign-in-log';
import type { OwnedOrder } from '../../src/domain/orders/order';
import { MapStorage } from '../support/map-storage';
import { RecordingLogger } from '../support/recording-logger';
import { deliveryBoardContract } from './delivery-board.contract';
import { orderFiguresContract } from './order-figures.contract';

// The browser backends count their book's orders (everyOrder) with their own login log: the orders are
// handed in as the book reads them (its storage is the order book's tests'), the logins noted in the
// backend's own log. A browser's book names a shopper by phone.
function inBrowser(log: ShopperSignInLog) {
  let stored: readonly OwnedOrder[] = [];
  return {
    figures: new BookOrderFigures({ everyOrder: async () => stored }, log),
    owners: ['9876543210', '9123456780', '9988776655'] as const,
    seed: async (orders: readonly OwnedOrder[], logins: readonly { owner: string; at: number }[]) => {
      stored = [...orders].sort((a, b) => b.placedAt - a.placedAt);
      for (const { owner, at } of logins) await log.record(owner, at);
    },
  };
}

orderFiguresContract('BookOrderFigures (memory backend)', async () => inBrowser(new MemoryShopperSignInLog()));
orderFiguresContract('BookOrderFigures (local backend)', async () => inBrowser(new LocalShopperSignInLog(new MapStorage(), new RecordingLogger())));

// The Delivery board over the same books, the orders as the book lists them (newest first).
function deliveriesInBrowser(log: ShopperSignInLog) {
  const { figures, owners, seed } = inBrowser(log);
  return { figures, owner: owners[0], seed: (orders: readonly OwnedOrder[]) => seed(orders, []) };
}

deliveryBoardContract('BookOrderFigures (memory backend)', async () => deliveriesInBrowser(new MemoryShopperSignInLog()));
deliveryBoardContract('BookOrderFigures (local backend)', async () => deliveriesInBrowser(new LocalShopperSignInLog(new MapStorage(), new RecordingLogger())));
