import type { Bind } from 'inversify';
import { WISHLIST_STORE, type WishlistStore } from '../../application/ports/wishlist-store';
import { WISHLIST, type Wishlist } from '../../application/wishlist/wishlist';
import { WishlistState } from '../../ui/stores/wishlist-state';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

const code = () => import('./wishlist.adapters');

/**
 * One WishlistState for the app's life: every heart and the wishlist page show the same list. The
 * hearts are on the home page's first load, so the use cases' code, and the store's, load at the
 * first read (once a shopper is logged in) or the first press.
 */
function bindWishlist(bind: Bind, store: () => Promise<WishlistStore>): void {
  bind(WishlistState).toSelf().inSingletonScope();
  bind<Wishlist>(WISHLIST)
    .toDynamicValue((context) => deferred<Wishlist>(async () => context.get<Wishlist>((await code()).WishlistService)))
    .inSingletonScope();
  bind<WishlistStore>(WISHLIST_STORE).toConstantValue(deferred(store));
}

/** The shopper's wishlist, kept per account like the cart. */
export const wishlistModule = featureModule({
  memory: (bind) => bindWishlist(bind, async () => new (await code()).MemoryWishlistStore()),
  local: (bind, { window, logger }) => bindWishlist(bind, async () => new (await code()).LocalWishlistStore(window.localStorage, logger, window)),
  supabase: (bind, { client }) => bindWishlist(bind, async () => new (await supabaseAdapters()).SupabaseWishlistStore(client)),
});
