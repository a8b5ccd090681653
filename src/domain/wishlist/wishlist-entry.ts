import type { Product } from '../catalogue/product';
import { canBuyProduct } from '../catalogue/variant-stock';

/** A saved product as the wishlist page shows it: against the catalogue as it is now. */
export type WishlistEntry =
  | { readonly kind: 'in-stock'; readonly productId: number; readonly product: Product }
  | { readonly kind: 'out-of-stock'; readonly productId: number; readonly product: Product }
  /** Deleted from the catalogue since it was saved: shown as no longer available, removable. */
  | { readonly kind: 'gone'; readonly productId: number };

/** What the page says of the saved product `productId`, given the catalogue's product now (undefined: none). */
export function wishlistEntry(productId: number, product: Product | undefined): WishlistEntry {
  if (!product) return { kind: 'gone', productId };
  return { kind: canBuyProduct(product) ? 'in-stock' : 'out-of-stock', productId, product };
}
