import { z } from 'zod';
import type { Product } from '../catalogue/product';
import { MAX_QUANTITY_PER_ORDER, MIN_QUANTITY } from '../catalogue/quantity';
import { SIZES, type Size } from '../catalogue/size';

/** A cart line as the cart keeps it: the product by id, and the price the shopper saw when adding it. */
export interface StoredCartLine {
  readonly productId: number;
  readonly size: Size;
  readonly quantity: number;
  /** Rupees, as the product page showed them: a later change of price is said on the line. */
  readonly priceWhenAdded: number;
}

/** A stored cart's shape; anything else (an older or corrupted one) is dropped, with a notice. */
export const storedCartSchema = z
  .array(
    z.object({
      productId: z.number().int().positive(),
      size: z.enum(SIZES),
      quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY_PER_ORDER),
      priceWhenAdded: z.number().finite().nonnegative(),
    }),
  )
  .max(100);

export type AddToCartCheck =
  | { readonly kind: 'added'; readonly lines: readonly StoredCartLine[]; readonly inCart: number }
  | { readonly kind: 'invalid-quantity' }
  | { readonly kind: 'out-of-stock' }
  | { readonly kind: 'more-than-left'; readonly left: number; readonly inCart: number }
  | { readonly kind: 'over-maximum'; readonly maximum: number; readonly inCart: number };

/**
 * Adds `quantity` of `product` in `size` to the lines: the same product and size merge into one line.
 * Refused, naming why, when the product is out of stock, when the line would ask for more than is
 * left, or more than one order may hold.
 */
export function addToCart(lines: readonly StoredCartLine[], product: Pick<Product, 'id' | 'price' | 'stock'>, size: Size, quantity: number): AddToCartCheck {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY) return { kind: 'invalid-quantity' };
  const stock = product.stock;
  if (stock !== undefined && stock < 1) return { kind: 'out-of-stock' };
  const existing = lines.find((line) => line.productId === product.id && line.size === size);
  const inCart = existing?.quantity ?? 0;
  const wanted = inCart + quantity;
  if (wanted > MAX_QUANTITY_PER_ORDER) return { kind: 'over-maximum', maximum: MAX_QUANTITY_PER_ORDER, inCart };
  if (stock !== undefined && wanted > stock) return { kind: 'more-than-left', left: Math.floor(stock), inCart };
  const line: StoredCartLine = { productId: product.id, size, quantity: wanted, priceWhenAdded: product.price };
  const next = existing ? lines.map((candidate) => (candidate === existing ? line : candidate)) : [...lines, line];
  return { kind: 'added', lines: next, inCart: wanted };
}

/** How many items the cart holds: the header's count. */
export function itemCount(lines: readonly StoredCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
