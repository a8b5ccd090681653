import { CATEGORIES, CATEGORY_NAMES, type Category } from '../catalogue/category';
import type { Product } from '../catalogue/product';

/** Spec: the admin product table shows 10 products a page. */
export const ADMIN_PAGE_SIZE = 10;

function needleOf(text: string): string {
  return text.trim().toLowerCase();
}

/** The categories whose name as the table shows it (CATEGORY_NAMES: 'T-shirts' for tshirts) holds `needle`. */
function categoriesNamedLike(needle: string): Category[] {
  return CATEGORIES.filter((category) => CATEGORY_NAMES[category].toLowerCase().includes(needle));
}

function contains(product: Product, needle: string, named: readonly Category[]): boolean {
  return (
    product.title.toLowerCase().includes(needle) ||
    product.category.toLowerCase().includes(needle) ||
    named.includes(product.category) ||
    product.sku.toLowerCase().includes(needle)
  );
}

/**
 * The products the admin table lists for `text`, in catalogue order. Spec: a case-insensitive
 * substring match on title, category or sku ('den' finds 'Denim Jacket', 'HOO' the hoodies, '1001'
 * the SKU TSH1001); the category as stored or as the table's Category column names it ('T-shirts'
 * finds the tshirts). Unlike the shop's search it matches inside words: an admin looks for a SKU
 * fragment or part of a title. Blank text lists every product.
 */
export function searchProductTable(products: readonly Product[], text: string): Product[] {
  const needle = needleOf(text);
  if (!needle) return [...products];
  const named = categoriesNamedLike(needle);
  return products.filter((p) => contains(p, needle, named));
}
