import type { Bind, ResolutionContext } from 'inversify';
import { ORDER_BOOK, type OrderBook } from '../../application/ports/order-book';
import { RETURN_REQUESTS, type ReturnRequests } from '../../application/ports/return-requests';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

const code = () => import('./returns.adapters');

/** The browser backends decide a return against their own order book: the one the checkout binds. */
function bindBeside(bind: Bind, make: (adapters: Awaited<ReturnType<typeof code>>, orders: OrderBook) => ReturnRequests): void {
  bind<ReturnRequests>(RETURN_REQUESTS)
    .toDynamicValue((context: ResolutionContext) => {
      const orders = context.get<OrderBook>(ORDER_BOOK);
      return deferred<ReturnRequests>(async () => make(await code(), orders));
    })
    .inSingletonScope();
}

/** The returns' port: the return requests of the shopper's orders. Its code loads at its first call, with /returns or an order page. */
export const returnsModule = featureModule({
  memory: (bind) => bindBeside(bind, (adapters, orders) => new adapters.MemoryReturnRequests(orders)),
  local: (bind, { window, logger }) => bindBeside(bind, (adapters, orders) => new adapters.LocalReturnRequests(window.localStorage, orders, logger)),
  supabase: (bind, { client }) => {
    bind<ReturnRequests>(RETURN_REQUESTS).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseReturnRequests(client)));
  },
});
