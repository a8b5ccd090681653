import type { Product } from '../catalogue/product';
import type { Size } from '../catalogue/size';

/** What the shopper asked for: this product, in this size, this many. */
export interface CartLine {
  product: Product;
  size: Size;
  quantity: number;
}
