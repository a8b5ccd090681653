import { z } from 'zod/mini';
import type { Category } from './category';
import { isSwatch, MAX_COLOUR_NAME_LENGTH } from './colour';
import { isAcceptedImageUrl } from './image-url';
import { defaultSizeScale, SIZE_SCALES, VARIANT_SIZES } from './size-scale';
import { isVariantSku } from './variant-sku';
import { spreadStock } from './variant-stock';
import { type ProductVariants } from './variants';
import { makeProductVariants, productVariantsProblem } from './variant-grid';

// zod/mini, as product-schema.ts: this is read wherever products are, the storefront's first load included.
// zod/mini loads no messages of its own ('Invalid input'): each rule says what it wants here.
const COLOUR_NAME = `A colour name is 1 to ${MAX_COLOUR_NAME_LENGTH} characters.`;
const colourName = z.string(COLOUR_NAME).check(z.trim(), z.minLength(1, COLOUR_NAME), z.maxLength(MAX_COLOUR_NAME_LENGTH, COLOUR_NAME));
const STOCK = 'A stock is a whole number of 0 or more.';

export const storedColourSchema = z.object({
  name: colourName,
  swatch: z.string('A swatch must be a hex colour such as #1f2a44.').check(z.refine(isSwatch, 'A swatch must be a hex colour such as #1f2a44.')),
  image: z.string('A colour’s image must be an http(s) address or a path of this site.').check(z.refine(isAcceptedImageUrl, 'A colour’s image must be an http(s) address or a path of this site.')),
});

export const storedVariantSchema = z.object({
  size: z.enum(VARIANT_SIZES, `A size is one of ${VARIANT_SIZES.join(', ')}.`),
  colour: z.optional(colourName),
  sku: z.string('A SKU is uppercase letters and digits joined by hyphens.').check(z.refine(isVariantSku, 'A SKU is uppercase letters and digits joined by hyphens.')),
  stock: z.int(STOCK).check(z.nonnegative(STOCK)),
});

/**
 * A product's variants as stored beside its other fields. Each part is checked alone, then the
 * whole by productVariantsProblem (the full grid once, SKUs unique within the product), whose
 * sentence becomes the issue's message. Unlike a product's brand or rating, nothing here falls
 * back to a default: a guessed stock would sell what the shop does not have.
 */
export const storedProductVariantsSchema = z.object({
  sizeScale: z.enum(SIZE_SCALES, `A size scale is one of ${SIZE_SCALES.join(', ')}.`),
  colours: z._default(z.array(storedColourSchema, 'Colours are a list.'), []),
  variants: z.array(storedVariantSchema, 'Variants are a list.'),
}, 'Variants are stored as an object.').check(
  z.superRefine((value, context) => {
    const problem = productVariantsProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

/** What the old stored shape knows about stock: one figure for every size of the product. */
export interface SingleStockProduct {
  readonly category: Category;
  readonly sku: string;
  readonly stock: number | undefined;
}

export interface ConvertedVariants {
  readonly product: ProductVariants;
  /** Set when the old figure could not be kept as it was (unknown or below 0), for the reader to log. */
  readonly note?: string;
}

/**
 * The variants of a product stored before variants existed: the size scale of its category, no
 * colours, and its one stock figure spread over the sizes (spreadStock: as even as whole units
 * allow, the remainder to the first sizes), so the total is the old figure to the unit. A figure
 * that is not a whole number of 0 or more cannot be kept: both 'Unknown' (undefined) and a negative
 * one become 0 in every size, and the note says so; the product itself is kept.
 */
export function variantsFromSingleStock(old: SingleStockProduct): ConvertedVariants {
  const sizeScale = defaultSizeScale(old.category);
  const kept = old.stock !== undefined && Number.isSafeInteger(old.stock) && old.stock >= 0 ? old.stock : undefined;
  const sizes = makeProductVariants(old.sku, sizeScale).variants.length;
  const spread = spreadStock(kept ?? 0, sizes);
  const product = makeProductVariants(old.sku, sizeScale, [], (_, index) => spread[index] ?? 0);
  if (kept !== undefined) return { product };
  const note = old.stock === undefined ? `The stock of ${old.sku} was unknown; each size starts at 0.` : `The stock of ${old.sku} was ${old.stock}; each size starts at 0.`;
  return { product, note };
}

export type StoredVariantsReading =
  | { readonly kind: 'read'; readonly product: ProductVariants }
  | { readonly kind: 'converted'; readonly product: ProductVariants; readonly note?: string }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * The variants of a product record from storage: read when it has them, converted from its one
 * stock figure when it is in the old shape (no `variants` field at all), and refused, with the first
 * problem found, when it has variants that are not valid. A refused record is not converted: its
 * variants field says it was written with variants, and a guess at them could sell stock that is
 * not there.
 */
export function readStoredVariants(record: SingleStockProduct & { readonly sizeScale?: unknown; readonly colours?: unknown; readonly variants?: unknown }): StoredVariantsReading {
  if (record.variants === undefined) return { kind: 'converted', ...variantsFromSingleStock(record) };
  const parsed = storedProductVariantsSchema.safeParse({ sizeScale: record.sizeScale, colours: record.colours, variants: record.variants });
  if (parsed.success) return { kind: 'read', product: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
  const message = (issue?.message ?? 'unknown problem').replace(/\.$/, '');
  return { kind: 'refused', reason: `The variants of ${record.sku} cannot be read: ${message}${where}.` };
}

