import { sizesOf, type VariantSize } from './size-scale.ts';
import { isOrderable, LOW_STOCK_THRESHOLD, stockBadge, type StockBadge } from './stock.ts';
import { findVariant, variantLabel, type ProductVariants, type Variant, type VariantLookup } from './variants.ts';

/** A product's stock: the sum of its variants'. */
export function totalStock(product: ProductVariants): number {
  return product.variants.reduce((sum, variant) => sum + variant.stock, 0);
}

/**
 * The product's badge before a variant is chosen (a card, a list): the badge of its best-stocked
 * variant. The spec's thresholds are about what one shopper can buy, and that is one variant: 50
 * units spread as 10 in each size is 'Low Stock' in whatever size one picks, so the sum would
 * overstate it.
 */
export function productStockBadge(product: ProductVariants): StockBadge {
  return stockBadge(product.variants.reduce((best, variant) => Math.max(best, variant.stock), 0));
}

/** The badge of the chosen variant (the spec's thresholds: above 20 in stock, 1 to 20 low, 0 out). */
export function variantStockBadge(variant: Variant): StockBadge {
  return stockBadge(variant.stock);
}

/** Whether the product can be bought in some variant. */
export function canBuyProduct(product: ProductVariants): boolean {
  return product.variants.some(canBuyVariant);
}

export function canBuyVariant(variant: Variant): boolean {
  return isOrderable(variant.stock);
}

/** The N of 'Only N left' for the chosen variant: its stock when low (1 to 20), else undefined. */
export function onlyLeft(variant: Variant): number | undefined {
  return variant.stock > 0 && variant.stock <= LOW_STOCK_THRESHOLD ? variant.stock : undefined;
}

function sizesWhere(product: ProductVariants, colour: string | undefined, inStock: boolean): VariantSize[] {
  return sizesOf(product.sizeScale).filter((size) => {
    const ofSize = product.variants.filter((variant) => variant.size === size && (colour === undefined || variant.colour === colour));
    return ofSize.some((variant) => variant.stock > 0) === inStock;
  });
}

/**
 * The sizes with stock, in scale order: in the colour named (as in the product's colours), or in
 * any colour when none is.
 */
export function sizesInStock(product: ProductVariants, colour?: string): VariantSize[] {
  return sizesWhere(product, colour, true);
}

/** The sizes with no stock, in scale order: in the colour named, or in every colour when none is. */
export function soldOutSizes(product: ProductVariants, colour?: string): VariantSize[] {
  return sizesWhere(product, colour, false);
}

/** The most sizes in stock for which a card still says 'few sizes left'. */
export const FEW_SIZES_LEFT = 2;

/**
 * Whether a card should warn that few sizes are left: 1 or 2 sizes in stock (in any colour) while
 * at least one other size is sold out. A One Size product never has 'few sizes': it is in stock or
 * sold out.
 */
export function fewSizesLeft(product: ProductVariants): boolean {
  const left = sizesInStock(product).length;
  return left > 0 && left <= FEW_SIZES_LEFT && soldOutSizes(product).length > 0;
}

export type CardStockNote = 'sold-out' | 'few-sizes-left' | undefined;

/** What a product card says about stock: sold out in every size, few sizes left, or nothing. */
export function cardStockNote(product: ProductVariants): CardStockNote {
  if (!canBuyProduct(product)) return 'sold-out';
  return fewSizesLeft(product) ? 'few-sizes-left' : undefined;
}

/**
 * `total` spread over `slots` places as evenly as whole units allow, the remainder one each to the
 * first places: (11, 5) → [3, 2, 2, 2, 2]. Always sums to `total`. A total that is not a whole
 * number of 0 or more spreads as 0.
 */
export function spreadStock(total: number, slots: number): number[] {
  if (slots <= 0) return [];
  const whole = Number.isSafeInteger(total) && total > 0 ? total : 0;
  const base = Math.floor(whole / slots);
  const remainder = whole % slots;
  return Array.from({ length: slots }, (_, index) => base + (index < remainder ? 1 : 0));
}

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
