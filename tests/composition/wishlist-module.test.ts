// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { WISHLIST_STORE, type WishlistStore } from '../../src/application/ports/wishlist-store';
import { WISHLIST, type Wishlist } from '../../src/application/wishlist/wishlist';
import { WISHLISTS_KEY } from '../../src/adapters/local/local-wishlist-store';
import { createContainer } from '../../src/composition/create-container';
import { WishlistState } from '../../src/ui/stores/wishlist-state';
import { testBackend } from '../support/backends';

describe('the composition: the wishlist', () => {
  for (const storage of ['local', 'memory', 'supabase'] as const) {
    it(`${storage}: one WishlistState and one Wishlist for the app's life, resolved synchronously`, () => {
      const container = createContainer(testBackend(storage));
      expect(container.get(WishlistState)).toBe(container.get(WishlistState));
      expect(container.get(WISHLIST)).toBe(container.get(WISHLIST));
    });
  }

  for (const storage of ['local', 'memory'] as const) {
    it(`${storage}: the use cases and the store answer once their code has loaded, at the first call`, async () => {
      localStorage.clear();
      const container = createContainer(testBackend(storage));
      expect(await container.get<Wishlist>(WISHLIST).read()).toEqual({ kind: 'login-required' });
      const store = container.get<WishlistStore>(WISHLIST_STORE);
      await store.save('9876543210', [{ productId: 3 }]);
      expect(await store.read('9876543210')).toEqual({ items: [{ productId: 3 }], dropped: false });
      // The local store keeps it in the browser's storage, the memory one in the tab.
      expect(localStorage.getItem(WISHLISTS_KEY) !== null).toBe(storage === 'local');
    });
  }
});
