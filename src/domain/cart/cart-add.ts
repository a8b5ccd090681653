import type { Product } from '../catalogue/product';
import { MAX_QUANTITY_PER_ORDER, MIN_QUANTITY } from '../catalogue/quantity';
import type { Size } from '../catalogue/size';
import type { StoredCartLine } from './cart-line';

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
