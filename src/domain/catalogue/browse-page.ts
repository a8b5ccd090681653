import type { ProductListing } from './category';
import type { Product } from './product';

/**
 * The products a listing holds, before filters, in catalogue order.
 * - A category: the products of that category.
 * - Men / Women: the products made for that audience. Unisex products are not listed there: the
 *   page then shows what is cut for men (or women), and each unisex piece is still one click away
 *   in its category page and in search, rather than appearing twice in the store's two main aisles.
 * - Kids: the products made for kids, and everything in the kids category (a product stored before
 *   products had an audience reads as unisex, and must not drop out of the kids page).
 */
export function productsInListing(products: readonly Product[], listing: ProductListing): Product[] {
  if (listing.kind === 'category') return products.filter((p) => p.category === listing.category);
  if (listing.audience === 'kids') return products.filter((p) => p.audience === 'kids' || p.category === 'kids');
  return products.filter((p) => p.audience === listing.audience);
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
