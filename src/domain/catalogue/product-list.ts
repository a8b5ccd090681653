import type { Product } from './product';

/** The list with `product` replacing the one of the same id, or appended. */
export function upsertProduct(products: readonly Product[], product: Product): Product[] {
  const index = products.findIndex((p) => p.id === product.id);
  if (index === -1) return [...products, product];
  return products.map((p, i) => (i === index ? product : p));
}

/** The id a new product gets: one above the highest in the catalogue (1 for the first). */
export function nextProductId(products: readonly Product[]): number {
  let highest = 0;
  for (const product of products) if (product.id > highest) highest = product.id;
  return highest + 1;
}
