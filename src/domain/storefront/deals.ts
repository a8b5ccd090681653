import type { Product } from '../catalogue/product';

/** The deals page: every product, biggest discount first (then the catalogue order). */
export function dealsByDiscount(products: readonly Product[]): Product[] {
  return products
    .map((product, order) => ({ product, order }))
    .sort((a, b) => b.product.discountPercentage - a.product.discountPercentage || a.order - b.order)
    .map(({ product }) => product);
}
