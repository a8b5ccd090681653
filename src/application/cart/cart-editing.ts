import type { AddToCartCheck } from '../../domain/cart/cart-add';
import type { CartEdit, LineKey } from '../../domain/cart/cart-edit';
import type { CartLine } from '../../domain/cart/cart-line';
import type { VariantSize } from '../../domain/catalogue/size-scale';
import type { VariantKey } from '../../domain/catalogue/variants';
import { type LoginRequired, type NotSaved } from '../outcomes';

/** Refusals any change of the cart may come to. */
export type Refused =
  | LoginRequired
  /** The product no longer exists. */
  | { readonly kind: 'not-found' }
  /** The store refused or could not be reached: the cart is as it was. */
  | NotSaved;

export type CartAddOutcome = { readonly kind: 'added'; readonly count: number } | Exclude<AddToCartCheck, { kind: 'added' }> | Refused;

export type CartEditOutcome = { readonly kind: 'changed'; readonly count: number } | Exclude<CartEdit, { kind: 'changed' }> | Refused;

/**
 * Every change to the shopper's cart (CartEditor). The pages that change it ask for it by this token:
 * the composition defers the editor's code to the first change, out of the pages' first load.
 */
export interface CartEditing {
  /** Add to Cart on a product page: needs a login (the session gate keeps a visitor's path); then `add`. */
  addFromPage(line: CartLine, currentPath: string): Promise<CartAddOutcome>;
  /** `quantity` more of the product's variant `key` names, merged with a line of the same variant. */
  add(productId: number, key: VariantKey, quantity: number): Promise<CartAddOutcome>;
  setQuantity(line: LineKey, quantity: number): Promise<CartEditOutcome>;
  changeSize(line: LineKey, size: VariantSize): Promise<CartEditOutcome>;
  remove(line: LineKey): Promise<CartEditOutcome>;
}

export const CART_EDITING = Symbol('CartEditing');
