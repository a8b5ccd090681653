import { z } from 'zod';
import { MAX_WISHLIST_ITEMS, type WishlistItem } from './wishlist';

const storedWishlistItemSchema = z.object({ productId: z.number().int().positive() });

/** A wishlist as read from storage: its readable items, and whether anything unreadable was left out. */
export interface StoredWishlist {
  readonly items: readonly WishlistItem[];
  /** Something stored could not be read (a corrupted or older shape, a product twice, too many): left out, and the next save drops it. */
  readonly dropped: boolean;
}

export const EMPTY_WISHLIST: StoredWishlist = { items: [], dropped: false };

/**
 * Reads whatever storage held as a wishlist, never throwing. Nothing stored: empty. Not a list:
 * nothing readable, all dropped. A list: each item that is one is kept in its place (only the
 * product id is kept); an unreadable item, a product seen before, or any beyond the maximum is dropped.
 */
export function readStoredWishlist(raw: unknown): StoredWishlist {
  if (raw === undefined || raw === null) return EMPTY_WISHLIST;
  if (!Array.isArray(raw)) return { items: [], dropped: true };
  const items: WishlistItem[] = [];
  const seen = new Set<number>();
  for (const entry of raw as unknown[]) {
    if (items.length === MAX_WISHLIST_ITEMS) break;
    const parsed = storedWishlistItemSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.productId)) continue;
    seen.add(parsed.data.productId);
    items.push({ productId: parsed.data.productId });
  }
  return { items, dropped: items.length !== raw.length };
}
