import { MAX_QUANTITY_PER_ORDER, MIN_QUANTITY } from '../catalogue/quantity';
import type { VariantSize } from '../catalogue/size-scale';
import { variantAt, type ProductVariants } from '../catalogue/variants';
import type { StoredCartLine } from './cart-line';

/** A line of the cart, by what identifies it: the product and its variant. */
export interface LineKey {
  readonly productId: number;
  readonly size: VariantSize;
  readonly colour?: string;
}

export type CartEdit =
  | { readonly kind: 'changed'; readonly lines: readonly StoredCartLine[] }
  | { readonly kind: 'invalid-quantity' }
  | { readonly kind: 'not-in-cart' }
  | { readonly kind: 'no-variant' }
  | { readonly kind: 'out-of-stock' }
  | { readonly kind: 'more-than-left'; readonly left: number }
  | { readonly kind: 'over-maximum'; readonly maximum: number };

/** Whether `line` is the line of `key`: the same product, size and colour. */
export function sameVariantLine(line: LineKey, key: LineKey): boolean {
  return line.productId === key.productId && line.size === key.size && line.colour === key.colour;
}

/** Whether `quantity` of the variant `key` names may sit on one line: a whole number, within the per-order maximum and that variant's stock. */
function quantityCheck(product: ProductVariants, key: LineKey, quantity: number): Exclude<CartEdit, { kind: 'changed' | 'not-in-cart' }> | undefined {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY) return { kind: 'invalid-quantity' };
  const variant = variantAt(product, key);
  if (!variant) return { kind: 'no-variant' };
  if (variant.stock < 1) return { kind: 'out-of-stock' };
  if (quantity > MAX_QUANTITY_PER_ORDER) return { kind: 'over-maximum', maximum: MAX_QUANTITY_PER_ORDER };
  if (quantity > variant.stock) return { kind: 'more-than-left', left: variant.stock };
  return undefined;
}

/** The line `key` set to `quantity` (the stepper, or a typed number). */
export function setLineQuantity(lines: readonly StoredCartLine[], product: ProductVariants, key: LineKey, quantity: number): CartEdit {
  const line = lines.find((candidate) => sameVariantLine(candidate, key));
  if (!line) return { kind: 'not-in-cart' };
  const refused = quantityCheck(product, key, quantity);
  if (refused) return refused;
  return { kind: 'changed', lines: lines.map((candidate) => (candidate === line ? { ...line, quantity } : candidate)) };
}

/**
 * The line `key` in another size (its colour kept), in its place; a line already in that size takes
 * its quantity (within the limits of that size's stock).
 */
export function changeLineSize(lines: readonly StoredCartLine[], product: ProductVariants, key: LineKey, size: VariantSize): CartEdit {
  const line = lines.find((candidate) => sameVariantLine(candidate, key));
  if (!line) return { kind: 'not-in-cart' };
  if (size === key.size) return { kind: 'changed', lines };
  const target: LineKey = { ...key, size };
  const other = lines.find((candidate) => sameVariantLine(candidate, target));
  const quantity = line.quantity + (other?.quantity ?? 0);
  const refused = quantityCheck(product, target, quantity);
  if (refused) return refused;
  const moved: StoredCartLine = { ...line, size, quantity };
  return { kind: 'changed', lines: lines.filter((candidate) => candidate !== other).map((candidate) => (candidate === line ? moved : candidate)) };
}

/** The cart without the line `key` (nothing changes when it is not there). */
export function removeLine(lines: readonly StoredCartLine[], key: LineKey): readonly StoredCartLine[] {
  return lines.filter((line) => !sameVariantLine(line, key));
}
