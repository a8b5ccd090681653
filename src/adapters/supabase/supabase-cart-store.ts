import type { SupabaseClient } from '@supabase/supabase-js';
import type { CartStore } from '../../application/ports/cart-store';
import type { StoredCartLine } from '../../domain/cart/cart-line';
import { EMPTY_CART, readStoredCart, type StoredCart } from '../../domain/cart/stored-cart';
import { readError, writeError } from './supabase-errors';

// By the SQLSTATE the table's privileges, row-level security and check raise (supabase/migrations).
const REFUSALS: Record<string, string> = {
  '42501': 'sign in to keep a cart',
  '23514': 'it is not a list of products, sizes and quantities',
};

/**
 * Each shopper's cart in the project's `carts` table, one row per Supabase Auth user, which
 * row-level security lets only that user read and write.
 *
 * The row is the signed-in user's, not the owner's: the port's owner (a phone) identifies the
 * account in a browser's own storage, where every account's cart sits side by side; here the
 * session identifies it, and a client can reach no other account's row. So the owner is not used:
 * the composition root hands this store the client of the session whose shopper the page shows.
 */
export class SupabaseCartStore implements CartStore {
  constructor(private readonly client: SupabaseClient) {}

  /**
   * Rejects when the request fails, without a session too (anon may not read the table): a cart
   * that reads as empty because the server could not be asked would be saved over, losing it.
   */
  async read(_owner: string): Promise<StoredCart> {
    const { data, error } = await this.client.from('carts').select('lines').limit(1);
    if (error) throw readError('Your cart', error);
    const row = (data as { lines: unknown }[])[0];
    return row ? readStoredCart(row.lines) : EMPTY_CART;
  }

  async save(_owner: string, lines: readonly StoredCartLine[]): Promise<void> {
    const { error } = await this.client.from('carts').upsert({ lines, updated_at: new Date().toISOString() }, { onConflict: 'user_id' });
    if (error) throw writeError('Your cart', error, REFUSALS);
  }

  /** Never calls: this store does not follow the project's realtime changes; the page re-reads the cart when its tab comes back into view. */
  async watch(_owner: string, _listener: () => void): Promise<() => void> {
    return () => {};
  }
}
