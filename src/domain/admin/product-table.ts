import type { Product } from '../catalogue/product';

/** Spec: the admin product table shows 10 products a page. */
export const ADMIN_PAGE_SIZE = 10;

function needleOf(text: string): string {
  return text.trim().toLowerCase();
}

function contains(product: Product, needle: string): boolean {
  return (
    product.title.toLowerCase().includes(needle) ||
    product.category.toLowerCase().includes(needle) ||
    product.sku.toLowerCase().includes(needle)
  );
}

/**
 * The products the admin table lists for `text`, in catalogue order. Spec: a case-insensitive
 * substring match on title, category or sku ('den' finds 'Denim Jacket', 'HOO' the hoodies, '1001'
 * the SKU TSH1001). Unlike the shop's search it matches inside words: an admin looks for a SKU
 * fragment or part of a title. Blank text lists every product.
 */
export function searchProductTable(products: readonly Product[], text: string): Product[] {
  const needle = needleOf(text);
  if (!needle) return [...products];
  return products.filter((p) => contains(p, needle));
}
