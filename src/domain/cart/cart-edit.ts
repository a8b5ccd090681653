import type { Product } from '../catalogue/product';
import { MAX_QUANTITY_PER_ORDER, MIN_QUANTITY } from '../catalogue/quantity';
import type { Size } from '../catalogue/size';
import type { StoredCartLine } from './cart-line';

/** A line of the cart, by what identifies it. */
export interface LineKey {
  readonly productId: number;
  readonly size: Size;
}

export type CartEdit =
  | { readonly kind: 'changed'; readonly lines: readonly StoredCartLine[] }
  | { readonly kind: 'invalid-quantity' }
  | { readonly kind: 'not-in-cart' }
  | { readonly kind: 'out-of-stock' }
  | { readonly kind: 'more-than-left'; readonly left: number }
  | { readonly kind: 'over-maximum'; readonly maximum: number };

type Stocked = Pick<Product, 'id' | 'stock'>;

const sameLine = (line: StoredCartLine, key: LineKey) => line.productId === key.productId && line.size === key.size;

/** Whether `quantity` of `product` may sit on one line: a whole number, within the per-order maximum and the stock. */
function quantityCheck(product: Stocked, quantity: number): Exclude<CartEdit, { kind: 'changed' | 'not-in-cart' }> | undefined {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY) return { kind: 'invalid-quantity' };
  if (product.stock !== undefined && product.stock < 1) return { kind: 'out-of-stock' };
  if (quantity > MAX_QUANTITY_PER_ORDER) return { kind: 'over-maximum', maximum: MAX_QUANTITY_PER_ORDER };
  if (product.stock !== undefined && quantity > product.stock) return { kind: 'more-than-left', left: Math.floor(product.stock) };
  return undefined;
}

/** The line `key` set to `quantity` (the stepper, or a typed number). */
export function setLineQuantity(lines: readonly StoredCartLine[], product: Stocked, key: LineKey, quantity: number): CartEdit {
  const line = lines.find((candidate) => sameLine(candidate, key));
  if (!line) return { kind: 'not-in-cart' };
  const refused = quantityCheck(product, quantity);
  if (refused) return refused;
  return { kind: 'changed', lines: lines.map((candidate) => (candidate === line ? { ...line, quantity } : candidate)) };
}

/** The line `key` in another size, in its place; a line already in that size takes its quantity (within the limits). */
export function changeLineSize(lines: readonly StoredCartLine[], product: Stocked, key: LineKey, size: Size): CartEdit {
  const line = lines.find((candidate) => sameLine(candidate, key));
  if (!line) return { kind: 'not-in-cart' };
  if (size === key.size) return { kind: 'changed', lines };
  const other = lines.find((candidate) => sameLine(candidate, { productId: key.productId, size }));
  const quantity = line.quantity + (other?.quantity ?? 0);
  const refused = quantityCheck(product, quantity);
  if (refused) return refused;
  const moved: StoredCartLine = { ...line, size, quantity };
  return { kind: 'changed', lines: lines.filter((candidate) => candidate !== other).map((candidate) => (candidate === line ? moved : candidate)) };
}

/** The cart without the line `key` (nothing changes when it is not there). */
export function removeLine(lines: readonly StoredCartLine[], key: LineKey): readonly StoredCartLine[] {
  return lines.filter((line) => !sameLine(line, key));
}
