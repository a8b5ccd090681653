import type { Category } from '../catalogue/category';
import type { Product } from '../catalogue/product';

/** The home page's product carousels, in the order the spec gives. */
export const HOME_CAROUSELS: readonly { title: string; category: Category }[] = [
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

export interface CarouselSection {
  title: string;
  category: Category;
  viewAllHref: string;
  products: Product[];
}

/** Groups products into the home carousels; a carousel without products is left out. */
export function homeCarousels(products: readonly Product[]): CarouselSection[] {
  // One pass over the catalogue, however many carousels there are.
  const byCategory = new Map<Category, Product[]>();
  for (const product of products) {
    const bucket = byCategory.get(product.category);
    if (bucket) bucket.push(product);
    else byCategory.set(product.category, [product]);
  }
  return HOME_CAROUSELS.flatMap(({ title, category }) => {
    const inCategory = byCategory.get(category);
    return inCategory ? [{ title, category, viewAllHref: `/categories/${category}`, products: inCategory }] : [];
  });
}
