import { inOrder, type BrowseQuery } from './browse';
import type { ProductListing } from './category';
import { SIZES } from './size';
import { ONE_SIZE, VARIANT_SIZES, type VariantSize } from './size-scale';

// The size filter's choices, apart from browse.ts: only the category and search pages run them,
// while the rest of browse.ts is read wherever products are.

/** The sizes a page's size filter offers: a category's scale, or every size where clothing and accessories meet. */
export function filterSizes(listing?: ProductListing): readonly VariantSize[] {
  if (listing?.kind !== 'category') return VARIANT_SIZES;
  return listing.category === 'accessories' ? [ONE_SIZE] : SIZES;
}

/** The query with `size` ticked or not, the sizes kept in VARIANT_SIZES order. */
export function withSize(query: BrowseQuery, size: VariantSize, on: boolean): BrowseQuery {
  const sizes = on ? [...query.sizes, size] : query.sizes.filter((s) => s !== size);
  return { ...query, sizes: inOrder(VARIANT_SIZES, sizes) };
}
