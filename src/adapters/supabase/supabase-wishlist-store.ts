import type { SupabaseClient } from '@supabase/supabase-js';
import type { WishlistStore } from '../../application/ports/wishlist-store';
import { EMPTY_WISHLIST, readStoredWishlist, type StoredWishlist } from '../../domain/wishlist/stored-wishlist';
import type { WishlistItem } from '../../domain/wishlist/wishlist';
import { readError, writeError } from './supabase-errors';

// By the SQLSTATE the table's privileges, row-level security and check raise (supabase/migrations).
const REFUSALS: Record<string, string> = {
  '42501': 'sign in to keep a wishlist',
  '23514': 'it is not a list of at most 100 different products',
};

/**
 * Each shopper's wishlist in the project's `wishlists` table, one row per Supabase Auth user, which
 * row-level security lets only that user read and write. As with the cart, the row is the signed-in
 * user's: the port's owner (a phone) is not used, and a client can reach no other account's row.
 */
export class SupabaseWishlistStore implements WishlistStore {
  constructor(private readonly client: SupabaseClient) {}

  /** Rejects when the request fails, without a session too: a list read as empty because the server could not be asked would be saved over. */
  async read(_owner: string): Promise<StoredWishlist> {
    const { data, error } = await this.client.from('wishlists').select('items').limit(1);
    if (error) throw readError('Your wishlist', error);
    const row = (data as { items: unknown }[])[0];
    return row ? readStoredWishlist(row.items) : EMPTY_WISHLIST;
  }

  async save(_owner: string, items: readonly WishlistItem[]): Promise<void> {
    // Only the product ids: the check takes items of exactly that key.
    const stored = items.map(({ productId }) => ({ productId }));
    const { error } = await this.client.from('wishlists').upsert({ items: stored, updated_at: new Date().toISOString() }, { onConflict: 'user_id' });
    if (error) throw writeError('Your wishlist', error, REFUSALS);
  }

  /** Never calls: no realtime here; the page re-reads the list when its tab comes back into view. */
  async watch(_owner: string, _listener: () => void): Promise<() => void> {
    return () => {};
  }
}
