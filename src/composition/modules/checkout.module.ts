import type { Bind } from 'inversify';
import { RandomUuidSource } from '../../adapters/browser/random-uuid-source';
import { ADDRESS_BOOK, type AddressBook } from '../../application/ports/address-book';
import { ID_SOURCE, type IdSource } from '../../application/ports/id-source';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/ports/payment-gateway';
import { ORDER_BOOK, type OrderBook } from '../../application/ports/order-book';
import type { StockKeeper } from '../../adapters/memory/catalogue-order-book';
import { deferred } from '../deferred';
import { STOCK_KEEPER } from '../stock-keeper';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

const code = () => import('./checkout.adapters');

/**
 * Every backend's ids are the browser's UUIDs (the Supabase table's uuid key takes them as they are),
 * and every backend is paid the same way (UPI by a link the shop confirms, or cash).
 */
function bindIds(bind: Bind): void {
  bind<IdSource>(ID_SOURCE).toConstantValue(new RandomUuidSource());
  bind<PaymentGateway>(PAYMENT_GATEWAY).toConstantValue(deferred(async () => new (await code()).UpiPaymentGateway()));
}

/**
 * The checkout's ports: the shopper's saved delivery addresses and their orders. The book's code loads at its first
 * read, with the page that shows them.
 */
export const checkoutModule = featureModule({
  memory: (bind) => {
    bindIds(bind);
    bind<AddressBook>(ADDRESS_BOOK).toConstantValue(deferred(async () => new (await code()).MemoryAddressBook()));
    bind<OrderBook>(ORDER_BOOK)
      .toDynamicValue((context) => {
        const stock = context.get<StockKeeper>(STOCK_KEEPER);
        return deferred<OrderBook>(async () => new (await code()).MemoryOrderBook(stock));
      })
      .inSingletonScope();
  },
  local: (bind, { window, logger }) => {
    bindIds(bind);
    bind<AddressBook>(ADDRESS_BOOK).toConstantValue(deferred(async () => new (await code()).LocalAddressBook(window.localStorage, logger)));
    bind<OrderBook>(ORDER_BOOK)
      .toDynamicValue((context) => {
        const stock = context.get<StockKeeper>(STOCK_KEEPER);
        return deferred<OrderBook>(async () => {
          const adapters = await code();
          // The last write of the record in any tab (see LocalOrderBook); none without IndexedDB.
          const shared = window.indexedDB ? new adapters.IndexedDbItem(window.indexedDB, 'fashion-zone', adapters.ORDERS_KEY) : undefined;
          return new adapters.LocalOrderBook(window.localStorage, stock, logger, shared);
        });
      })
      .inSingletonScope();
  },
  supabase: (bind, { client }) => {
    bindIds(bind);
    bind<AddressBook>(ADDRESS_BOOK).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseAddressBook(client)));
    bind<OrderBook>(ORDER_BOOK).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseOrderBook(client)));
  },
});
