import { z } from 'zod';
import { MAX_QUANTITY_PER_ORDER, MIN_QUANTITY } from '../catalogue/quantity';
import { MAX_COLOUR_NAME_LENGTH } from '../catalogue/colour';
import { VARIANT_SIZES } from '../catalogue/size-scale';
import { sameVariantLine } from './cart-edit';
import type { StoredCartLine } from './cart-line';

/** The most lines one cart keeps: a stored cart with more is not one this store wrote. */
export const MAX_CART_LINES = 100;

const storedCartLineSchema = z.object({
  productId: z.number().int().positive(),
  size: z.enum(VARIANT_SIZES),
  colour: z.string().min(1).max(MAX_COLOUR_NAME_LENGTH).optional(),
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY_PER_ORDER),
  priceWhenAdded: z.number().finite().nonnegative(),
});

/** A stored cart's shape; anything else (an older or corrupted one) is dropped, with a notice. */
export const storedCartSchema = z.array(storedCartLineSchema).max(MAX_CART_LINES);

/** A cart as read from storage: its readable lines, and whether anything unreadable was left out. */
export interface StoredCart {
  readonly lines: readonly StoredCartLine[];
  /** Something stored could not be read (a corrupted or older shape): it is left out, and the next save drops it. */
  readonly dropped: boolean;
}

export const EMPTY_CART: StoredCart = { lines: [], dropped: false };

/**
 * Reads whatever storage held as a cart. Not a list (or too long a one): nothing readable, all
 * dropped. A list: each line that is one is kept, the others dropped; a product, size and colour twice
 * keeps the first (the store never writes two).
 */
export function readStoredCart(raw: unknown): StoredCart {
  if (raw === undefined || raw === null) return EMPTY_CART;
  if (!Array.isArray(raw) || raw.length > MAX_CART_LINES) return { lines: [], dropped: true };
  const lines: StoredCartLine[] = [];
  for (const item of raw) {
    const parsed = storedCartLineSchema.safeParse(item);
    if (parsed.success && !lines.some((line) => sameVariantLine(line, parsed.data))) lines.push(parsed.data);
  }
  return { lines, dropped: lines.length !== raw.length };
}
