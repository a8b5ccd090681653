import type { Product } from '../catalogue/product';
import type { VariantSize } from '../catalogue/size-scale';

/** What the shopper asked for: this product, in this size (and colour), this many. */
export interface CartLine {
  product: Product;
  size: VariantSize;
  colour?: string;
  quantity: number;
}

/** A cart line as the cart keeps it: the product by id, and the price the shopper saw when adding it. */
export interface StoredCartLine {
  readonly productId: number;
  readonly size: VariantSize;
  /** The colour's name, for a product that comes in colours. */
  readonly colour?: string;
  readonly quantity: number;
  /** Rupees, as the product page showed them: a later change of price is said on the line. */
  readonly priceWhenAdded: number;
}

/** How many items the cart holds: the header's count. */
export function itemCount(lines: readonly StoredCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
