import type { Bind } from 'inversify';
import { CART_EDITING, type CartEditing } from '../../application/cart/cart-editing';
import { CartReader } from '../../application/cart/cart-reader';
import { CART_STORE, type CartStore } from '../../application/ports/cart-store';
import { CartState } from '../../ui/stores/cart-state';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

const code = () => import('./cart.adapters');

/**
 * One CartReader and one CartState for the app's life: every screen hears of every change. The
 * editor's code (the cart's rules) loads at the first change, with the page that makes it.
 */
function bindCartSingletons(bind: Bind): void {
  bind(CartReader).toSelf().inSingletonScope();
  bind(CartState).toSelf().inSingletonScope();
  bind<CartEditing>(CART_EDITING)
    .toDynamicValue((context) => deferred<CartEditing>(async () => context.get<CartEditing>((await import('../../application/cart/cart-editor')).CartEditor)))
    .inSingletonScope();
}

/**
 * The shopper's cart. The header shows its count on every page through one CartState for the app's
 * life; the store's code loads at its first read, once a shopper is logged in.
 */
export const cartModule = featureModule({
  memory: (bind) => {
    bindCartSingletons(bind);
    bind<CartStore>(CART_STORE).toConstantValue(deferred(async () => new (await code()).MemoryCartStore()));
  },
  local: (bind, { window, logger }) => {
    bindCartSingletons(bind);
    bind<CartStore>(CART_STORE).toConstantValue(deferred(async () => new (await code()).LocalCartStore(window.localStorage, logger, window)));
  },
  supabase: (bind, { client }) => {
    bindCartSingletons(bind);
    bind<CartStore>(CART_STORE).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseCartStore(client)));
  },
});
