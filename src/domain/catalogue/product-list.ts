import type { Product } from './product';
import { totalStock } from './variant-stock';
import type { Variant } from './variants';

/** Each product's whole grid after a stock move, by product id: what a book writes back in one step (stock-levels.ts). */
export type StockLevels = ReadonlyMap<number, readonly Variant[]>;

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

/** The products with the levels set (their stock the new total); products not in `levels` as they were. */
export function withLevels(products: readonly Product[], levels: StockLevels): Product[] {
  return products.map((product) => {
    const variants = levels.get(product.id);
    return variants ? { ...product, variants, stock: totalStock({ ...product, variants }) } : product;
  });
}
