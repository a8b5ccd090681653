// What shoppers and the admin see of stock: light enough for every page's first load. Moving stock
// (a sale, a cancellation) is stock-moves.ts.
import { sizesOf, type VariantSize } from './size-scale.ts';
import { isOrderable, LOW_STOCK_THRESHOLD, stockBadge, type StockBadge } from './stock.ts';
import type { ProductVariants, Variant } from './variants.ts';

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

/**
 * The variants the admin should restock: those with none left while others still sell. None when
 * every variant is out, as the product's own badge then says so.
 */
export function variantsToRestock(product: ProductVariants): Variant[] {
  const out = product.variants.filter((variant) => variant.stock < 1);
  return out.length === product.variants.length ? [] : out;
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
