import type { Product } from './product';

/** The list with `product` replacing the one of the same id, or appended. */
export function upsertProduct(products: readonly Product[], product: Product): Product[] {
  const index = products.findIndex((p) => p.id === product.id);
  if (index === -1) return [...products, product];
  return products.map((p, i) => (i === index ? product : p));
}
