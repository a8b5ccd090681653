import type { ProductListing } from './category';

/**
 * The address of a category page under its own slug ('tshirts' for /categories/t-shirts): an
 * audience's page by the audience, any other by its stored category.
 */
export function canonicalSlug(page: ProductListing): string {
  return page.kind === 'audience' ? page.audience : page.category;
}
