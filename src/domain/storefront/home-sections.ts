import type { Category } from '../catalogue/category';
import type { Product } from '../catalogue/product';

/** The home page's product shelves, in the order the spec gives. */
export const HOME_SHELVES: readonly { title: string; category: Category }[] = [
  { title: 'T-shirts', category: 'tshirts' },
  { title: 'Hoodies', category: 'hoodies' },
  { title: 'Jeans', category: 'jeans' },
  { title: 'Dresses', category: 'dresses' },
  { title: 'Kids Collection', category: 'kids' },
  { title: 'Shirts', category: 'shirts' },
  { title: 'Outerwear', category: 'outerwear' },
  { title: 'Activewear', category: 'activewear' },
  { title: 'Accessories', category: 'accessories' },
];

/**
 * The most products one home shelf shows; its View All link lists the rest. The spec sets no
 * number (its catalogue has at most four a category); without one, a catalogue of 100,000 would
 * put some 11,000 cards in each row of the home page.
 */
export const HOME_SHELF_MAX = 12;

export interface HomeShelf {
  title: string;
  category: Category;
  products: Product[];
}

/** The shelves for the products of each category; a shelf without products is left out. */
export function homeShelves(rows: readonly { category: Category; products: Product[] }[]): HomeShelf[] {
  const byCategory = new Map(rows.map((row) => [row.category, row.products]));
  return HOME_SHELVES.flatMap(({ title, category }) => {
    const products = byCategory.get(category);
    return products && products.length > 0 ? [{ title, category, products }] : [];
  });
}
