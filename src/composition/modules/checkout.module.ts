import type { Bind, ResolutionContext } from 'inversify';
import { RandomUuidSource } from '../../adapters/browser/random-uuid-source';
import { ADDRESS_BOOK, type AddressBook } from '../../application/ports/address-book';
import { CART_STORE, type CartStore } from '../../application/ports/cart-store';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../../application/ports/exclusive-lock';
import { ID_SOURCE, type IdSource } from '../../application/ports/id-source';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/ports/payment-gateway';
import { ORDER_BOOK, type OrderBook } from '../../application/ports/order-book';
import { PROMOTION_BOOK, type PromotionBook } from '../../application/ports/promotion-book';
import { STORE_SETTINGS, type StoreSettings } from '../../application/ports/store-settings';
import type { OrderBookParts, StockKeeper } from '../../adapters/in-browser/orders-record';
import type { PromotionKeeper } from '../../adapters/in-browser/record-promotion-book';
import type { WholeOrderBook } from '../../adapters/in-browser/whole-order-book';
import { deferred } from '../deferred';
import { STOCK_KEEPER } from '../stock-keeper';
import { WHOLE_ORDER_BOOK } from '../whole-order-book';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

const code = () => import('./checkout.adapters');

/** Loads once per container: the promotion book the admin edits is the very one the order book counts uses in. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/**
 * What a browser backend's order book changes with an order: the storefront's catalogue, the cart
 * store the cart's use cases use, and the lock they take (EXCLUSIVE_LOCK), so that a placing from
 * the cart and a cart edit never interleave; and who sells, from the settings, for each order to keep.
 */
function bookParts(context: ResolutionContext): (promotions: PromotionKeeper) => OrderBookParts {
  const catalogue = context.get<StockKeeper>(STOCK_KEEPER);
  const carts = context.get<CartStore>(CART_STORE);
  const lock = context.get<ExclusiveLock>(EXCLUSIVE_LOCK);
  const settings = context.get<StoreSettings>(STORE_SETTINGS);
  return (promotions) => ({ catalogue, carts, lock, promotions, identity: () => settings.readIdentity() });
}

/** A browser backend's order book: the checkout's port, and read whole by the admin's figures and reports (WHOLE_ORDER_BOOK). */
type BrowserOrderBook = OrderBook & WholeOrderBook;

/**
 * Every backend's ids are the browser's UUIDs (the Supabase table's uuid key takes them as they are),
 * and every backend is paid the same way (UPI by a link to the settings' UPI ID the shop confirms, or cash).
 */
function bindIds(bind: Bind): void {
  bind<IdSource>(ID_SOURCE).toConstantValue(new RandomUuidSource());
  bind<PaymentGateway>(PAYMENT_GATEWAY).toDynamicValue((context) => {
    const settings = context.get<StoreSettings>(STORE_SETTINGS);
    return deferred<PaymentGateway>(async () => new (await code()).UpiPaymentGateway(() => settings.readIdentity()));
  });
}

/**
 * The checkout's ports: the shopper's saved delivery addresses, their orders and the promotion codes
 * an order may carry (the admin's Promotions section edits the same book). The book's code loads at its first
 * read, with the page that shows them.
 */
export const checkoutModule = featureModule({
  memory: (bind) => {
    bindIds(bind);
    const promotions = once(async () => new (await code()).MemoryPromotionBook());
    bind<PromotionBook>(PROMOTION_BOOK).toConstantValue(deferred(promotions));
    bind<AddressBook>(ADDRESS_BOOK).toConstantValue(deferred(async () => new (await code()).MemoryAddressBook()));
    bind<BrowserOrderBook>(WHOLE_ORDER_BOOK)
      .toDynamicValue((context) => {
        const parts = bookParts(context);
        return deferred<BrowserOrderBook>(async () => new (await code()).MemoryOrderBook(parts(await promotions())));
      })
      .inSingletonScope();
    bind<OrderBook>(ORDER_BOOK).toService(WHOLE_ORDER_BOOK);
  },
  local: (bind, { window, logger }) => {
    bindIds(bind);
    // Tabs share the tries of a code: counted under the same cross-tab lock as the rest (EXCLUSIVE_LOCK, a singleton).
    let lock: ExclusiveLock | undefined;
    const promotions = once(async () => new (await code()).LocalPromotionBook(window.localStorage, logger, lock));
    bind<PromotionBook>(PROMOTION_BOOK)
      .toDynamicValue((context) => {
        lock = context.get<ExclusiveLock>(EXCLUSIVE_LOCK);
        return deferred<PromotionBook>(promotions);
      })
      .inSingletonScope();
    bind<AddressBook>(ADDRESS_BOOK).toConstantValue(deferred(async () => new (await code()).LocalAddressBook(window.localStorage, logger)));
    bind<BrowserOrderBook>(WHOLE_ORDER_BOOK)
      .toDynamicValue((context) => {
        const parts = bookParts(context);
        lock = context.get<ExclusiveLock>(EXCLUSIVE_LOCK);
        return deferred<BrowserOrderBook>(async () => {
          const adapters = await code();
          // The last write of the record in any tab (see LocalOrderBook); none without IndexedDB.
          const shared = window.indexedDB ? new adapters.IndexedDbItem(window.indexedDB, 'fashion-zone', adapters.ORDERS_KEY) : undefined;
          return new adapters.LocalOrderBook(window.localStorage, logger, { ...parts(await promotions()), shared });
        });
      })
      .inSingletonScope();
    bind<OrderBook>(ORDER_BOOK).toService(WHOLE_ORDER_BOOK);
  },
  supabase: (bind, { client }) => {
    bindIds(bind);
    bind<AddressBook>(ADDRESS_BOOK).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseAddressBook(client)));
    bind<OrderBook>(ORDER_BOOK).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseOrderBook(client)));
    bind<PromotionBook>(PROMOTION_BOOK).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabasePromotionBook(client)));
  },
});
