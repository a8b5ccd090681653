import type { Product } from '../catalogue/product';

/** Spec: the admin product table shows 10 products a page. */
export const ADMIN_PAGE_SIZE = 10;

/**
 * Spec: the table's search is a case-insensitive substring match on title, category or sku
 * ('den' finds 'Denim Jacket', 'HOO' the hoodies, '1001' the SKU TSH1001). Unlike the shop's
 * search it matches inside words: an admin looks for a SKU fragment or part of a title.
 */
export function matchesTableSearch(product: Pick<Product, 'title' | 'category' | 'sku'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return (
    product.title.toLowerCase().includes(needle) ||
    product.category.toLowerCase().includes(needle) ||
    product.sku.toLowerCase().includes(needle)
  );
}

/** The products the table lists for `text` (every product for blank text), in catalogue order. */
export function searchProductTable(products: readonly Product[], text: string): Product[] {
  if (!text.trim()) return [...products];
  return products.filter((p) => matchesTableSearch(p, text));
}
