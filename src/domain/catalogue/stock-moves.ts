import { findVariant, variantLabel, type ProductVariants, type Variant, type VariantLookup } from './variants.ts';

export type StockMoveProblem = 'invalid-quantity' | 'more-than-left' | 'too-much';

export type StockMove =
  | { readonly kind: 'moved'; readonly variant: Variant }
  | { readonly kind: 'refused'; readonly problem: StockMoveProblem; readonly reason: string };

function quantityProblem(quantity: number): string | undefined {
  return Number.isSafeInteger(quantity) && quantity >= 1 ? undefined : `A stock move needs a whole number of at least 1, not ${quantity}.`;
}

/** Takes `quantity` units of the variant: refused when it is not a whole number from 1, or more than is left. */
export function takeStock(variant: Variant, quantity: number): StockMove {
  const invalid = quantityProblem(quantity);
  if (invalid) return { kind: 'refused', problem: 'invalid-quantity', reason: invalid };
  if (quantity > variant.stock) {
    const reason = variant.stock > 0 ? `Only ${variant.stock} left in ${variantLabel(variant)}.` : `${variantLabel(variant)} is sold out.`;
    return { kind: 'refused', problem: 'more-than-left', reason };
  }
  return { kind: 'moved', variant: { ...variant, stock: variant.stock - quantity } };
}

/**
 * Puts `quantity` units back on the variant (a cancelled order, a return): refused when it is not a
 * whole number from 1, or when the count would pass what a number holds exactly.
 */
export function putBackStock(variant: Variant, quantity: number): StockMove {
  const invalid = quantityProblem(quantity);
  if (invalid) return { kind: 'refused', problem: 'invalid-quantity', reason: invalid };
  if (!Number.isSafeInteger(variant.stock + quantity)) return { kind: 'refused', problem: 'too-much', reason: `The stock of ${variantLabel(variant)} cannot grow by ${quantity}.` };
  return { kind: 'moved', variant: { ...variant, stock: variant.stock + quantity } };
}

export type ProductStockMove =
  | { readonly kind: 'moved'; readonly product: ProductVariants; readonly variant: Variant }
  | { readonly kind: 'refused'; readonly problem: StockMoveProblem | Extract<VariantLookup, { kind: 'refused' }>['problem']; readonly reason: string };

function moveOnProduct(
  product: ProductVariants,
  wanted: { readonly size: string; readonly colour?: string },
  move: (variant: Variant) => StockMove,
): ProductStockMove {
  const found = findVariant(product, wanted);
  if (found.kind === 'refused') return found;
  const moved = move(found.variant);
  if (moved.kind === 'refused') return moved;
  const variants = product.variants.map((variant) => (variant === found.variant ? moved.variant : variant));
  return { kind: 'moved', product: { ...product, variants }, variant: moved.variant };
}

/** takeStock on the variant of `product` that `wanted` names (findVariant's refusals included). */
export function takeVariantStock(product: ProductVariants, wanted: { readonly size: string; readonly colour?: string }, quantity: number): ProductStockMove {
  return moveOnProduct(product, wanted, (variant) => takeStock(variant, quantity));
}

/** putBackStock on the variant of `product` that `wanted` names (findVariant's refusals included). */
export function putBackVariantStock(product: ProductVariants, wanted: { readonly size: string; readonly colour?: string }, quantity: number): ProductStockMove {
  return moveOnProduct(product, wanted, (variant) => putBackStock(variant, quantity));
}
