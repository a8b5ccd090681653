import { categoryPageFromSlug, type CategoryPage } from './category';
import type { Product } from './product';

/**
 * The products a category page lists, before filters.
 * - A category page: the products of that category.
 * - Men / Women: the products made for that audience. Unisex products are not listed there: the
 *   page then shows what is cut for men (or women), and each unisex piece is still one click away
 *   in its category page and in search, rather than appearing twice in the store's two main aisles.
 * - Kids: the products made for kids, and everything in the kids category (a product stored before
 *   products had an audience reads as unisex, and must not drop out of the kids page).
 */
export function productsForPage(products: readonly Product[], page: CategoryPage): Product[] {
  if (page.kind === 'category') return products.filter((p) => p.category === page.category);
  if (page.audience === 'kids') return products.filter((p) => p.audience === 'kids' || p.category === 'kids');
  return products.filter((p) => p.audience === page.audience);
}

const MAX_TITLE_LENGTH = 60;

/**
 * A title for a page we have no category for, made from its slug: 'summer-sale' → 'Summer sale'.
 * Shown as text, never as markup.
 */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/[-_\s]+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH).trim();
  if (!words) return 'Category';
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export interface CategoryListing {
  /** The h1: the category's name ('T-shirts', 'Men'), or one made from an unknown slug. */
  title: string;
  /** False for a slug that names no category: the page then shows its empty state. */
  known: boolean;
  products: Product[];
}

/** What `/categories/{slug}` lists before filters; an unknown slug lists nothing (and is no error). */
export function categoryListing(products: readonly Product[], slug: string): CategoryListing {
  const page = categoryPageFromSlug(slug);
  if (!page) return { title: titleFromSlug(slug), known: false, products: [] };
  return { title: page.title, known: true, products: productsForPage(products, page) };
}
