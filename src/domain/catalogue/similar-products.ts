import type { Product } from './product';

/** Spec: similar products max 4. */
export const SIMILAR_PRODUCTS_MAX = 4;

/**
 * Products of the same category as `current`, not `current` itself, in catalogue order, at most
 * `limit` (4 by default).
 */
export function similarProducts(
  products: readonly Product[],
  current: Pick<Product, 'id' | 'category'>,
  limit: number = SIMILAR_PRODUCTS_MAX,
): Product[] {
  const similar: Product[] = [];
  for (const product of products) {
    if (similar.length >= limit) break;
    if (product.category === current.category && product.id !== current.id) similar.push(product);
  }
  return similar;
}
