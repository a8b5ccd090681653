import { colourCode } from './colour.ts';
import { ONE_SIZE, type VariantSize } from './size-scale.ts';

/** A SKU as the store writes one: uppercase letters and digits in groups joined by single hyphens. */
const SKU_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** The longest SKU stored; the longest the store makes is under 40 (product, size, a 24-letter colour). */
export const MAX_SKU_LENGTH = 64;

export function isVariantSku(value: string): boolean {
  return value.length <= MAX_SKU_LENGTH && SKU_PATTERN.test(value);
}

/** The size's part of a variant SKU: the size itself, 'OS' for One Size (no space in a SKU). */
export function sizeCode(size: VariantSize): string {
  return size === ONE_SIZE ? 'OS' : size;
}

/**
 * A variant's SKU: the product's SKU extended by size and, when the product has colours, colour
 * ('TSH1001', 'M' → 'TSH1001-M'; with 'Navy' → 'TSH1001-M-NAVY'). A product SKU from storage that
 * is lowercase or holds other characters is folded into the same alphabet, so the result is always
 * a SKU the store accepts.
 */
export function variantSku(productSku: string, size: VariantSize, colourName?: string): string {
  const base = productSku.toUpperCase().replace(/[^A-Z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const parts = [base === '' ? 'SKU' : base, sizeCode(size)];
  if (colourName !== undefined) parts.push(colourCode(colourName));
  return parts.join('-');
}

export interface SkuClash {
  readonly sku: string;
  /** Each product holding the SKU, once each, in the order first met (one id: a clash inside that product). */
  readonly productIds: readonly number[];
}

/**
 * Every SKU held by more than one variant across a catalogue. SKUs differing only in case clash:
 * the shop's staff, a CSV opened in Excel and a database with case-insensitive lookups would all
 * read them as one. Made from SKUs alone, a clash between products is possible (a product SKU
 * 'X-M' in size L and a product 'X' in M and colour 'L' both give 'X-M-L'), so a catalogue is
 * checked as a whole, not product by product.
 */
export function skuClashes(products: readonly { readonly id: number; readonly variants: readonly { readonly sku: string }[] }[]): SkuClash[] {
  const holders = new Map<string, { count: number; productIds: number[] }>();
  for (const product of products) {
    for (const variant of product.variants) {
      const key = variant.sku.toUpperCase();
      const entry = holders.get(key) ?? { count: 0, productIds: [] };
      entry.count += 1;
      if (!entry.productIds.includes(product.id)) entry.productIds.push(product.id);
      holders.set(key, entry);
    }
  }
  return [...holders].filter(([, entry]) => entry.count > 1).map(([sku, entry]) => ({ sku, productIds: entry.productIds }));
}
