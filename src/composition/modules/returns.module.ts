import type { Bind, ResolutionContext } from 'inversify';
import { ORDER_BOOK, type OrderBook } from '../../application/ports/order-book';
import { RETURN_REQUESTS, type ReturnRequests } from '../../application/ports/return-requests';
import { RETURNS_DESK, type ReturnsDesk } from '../../application/ports/returns-desk';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

const code = () => import('./returns.adapters');
type InBrowserReturns = ReturnRequests & ReturnsDesk;

/**
 * The browser backends decide a return against their own order book: the one the checkout binds.
 * The shopper's port and the back office's are one store there, bound once.
 */
function bindBeside(bind: Bind, make: (adapters: Awaited<ReturnType<typeof code>>, orders: OrderBook) => InBrowserReturns): void {
  bind<InBrowserReturns>(RETURN_REQUESTS)
    .toDynamicValue((context: ResolutionContext) => {
      const orders = context.get<OrderBook>(ORDER_BOOK);
      return deferred<InBrowserReturns>(async () => make(await code(), orders));
    })
    .inSingletonScope();
  bind<ReturnsDesk>(RETURNS_DESK).toService(RETURN_REQUESTS);
}

/** The returns' ports: the shopper's requests, and the back office's desk. Their code loads at the first call, with /returns, an order page or the admin's Returns. */
export const returnsModule = featureModule({
  memory: (bind) => bindBeside(bind, (adapters, orders) => new adapters.MemoryReturnRequests(orders)),
  local: (bind, { window, logger }) => bindBeside(bind, (adapters, orders) => new adapters.LocalReturnRequests(window.localStorage, orders, logger)),
  supabase: (bind, { client }) => {
    bind<ReturnRequests>(RETURN_REQUESTS).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseReturnRequests(client)));
    bind<ReturnsDesk>(RETURNS_DESK).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseReturnsDesk(client)));
  },
});
