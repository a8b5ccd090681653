import type { Product } from '../catalogue/product';
import { MAX_QUANTITY_PER_ORDER, MIN_QUANTITY } from '../catalogue/quantity';
import { variantAt, type ProductVariants, type VariantKey } from '../catalogue/variants';
import type { StoredCartLine } from './cart-line';
import { sameVariantLine } from './cart-edit';

export type AddToCartCheck =
  | { readonly kind: 'added'; readonly lines: readonly StoredCartLine[]; readonly inCart: number }
  | { readonly kind: 'invalid-quantity' }
  /** The product has no such size or colour (a forged request, or a grid changed since the page was read). */
  | { readonly kind: 'no-variant' }
  | { readonly kind: 'out-of-stock' }
  | { readonly kind: 'more-than-left'; readonly left: number; readonly inCart: number }
  | { readonly kind: 'over-maximum'; readonly maximum: number; readonly inCart: number };

/**
 * Adds `quantity` of `product` in the variant `key` names to the lines: the same product, size and
 * colour merge into one line. Refused, naming why, when the product has no such variant, when the
 * variant is out of stock, when the line would ask for more than is left of it, or more than one
 * order may hold.
 */
export function addToCart(lines: readonly StoredCartLine[], product: Pick<Product, 'id' | 'price'> & ProductVariants, key: VariantKey, quantity: number): AddToCartCheck {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY) return { kind: 'invalid-quantity' };
  const variant = variantAt(product, key);
  if (!variant) return { kind: 'no-variant' };
  if (variant.stock < 1) return { kind: 'out-of-stock' };
  const lineKey = { productId: product.id, ...key };
  const existing = lines.find((line) => sameVariantLine(line, lineKey));
  const inCart = existing?.quantity ?? 0;
  const wanted = inCart + quantity;
  if (wanted > MAX_QUANTITY_PER_ORDER) return { kind: 'over-maximum', maximum: MAX_QUANTITY_PER_ORDER, inCart };
  if (wanted > variant.stock) return { kind: 'more-than-left', left: variant.stock, inCart };
  const line: StoredCartLine = { ...lineKey, quantity: wanted, priceWhenAdded: product.price };
  const next = existing ? lines.map((candidate) => (candidate === existing ? line : candidate)) : [...lines, line];
  return { kind: 'added', lines: next, inCart: wanted };
}
