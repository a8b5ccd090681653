import { colourProblem, namesColour, type Colour } from './colour.ts';
import { sizeNamed, sizesOf, type SizeScale, type VariantSize } from './size-scale.ts';
import { isVariantSku, variantSku } from './variant-sku.ts';

/** Which variant: a size and, for a product with colours, the colour's name. */
export interface VariantKey {
  readonly size: VariantSize;
  readonly colour?: string;
}

/** One thing the shop can sell and count: a size (and colour) of a product, with its own SKU and stock. */
export interface Variant extends VariantKey {
  readonly sku: string;
  /** Units on hand: an integer, never below 0. */
  readonly stock: number;
}

/**
 * What a product holds about its variants, meant to sit beside its other fields (price stays the
 * product's). `variants` is the whole grid: each size of the scale × each colour (or each size alone
 * when there are no colours) exactly once, sizes in scale order, colours in their order within a size.
 */
export interface ProductVariants {
  readonly sizeScale: SizeScale;
  readonly colours: readonly Colour[];
  readonly variants: readonly Variant[];
}

/** Every key of the grid, in the stored order: by size, then by colour. */
export function variantKeys(sizeScale: SizeScale, colours: readonly Colour[]): VariantKey[] {
  return sizesOf(sizeScale).flatMap((size) => (colours.length === 0 ? [{ size }] : colours.map((colour) => ({ size, colour: colour.name }))));
}

/**
 * A product's full grid with the SKUs the store derives from the product's SKU; `stockOf` gives
 * each variant's stock (0 when left out).
 */
export function makeProductVariants(
  productSku: string,
  sizeScale: SizeScale,
  colours: readonly Colour[] = [],
  stockOf: (key: VariantKey, index: number) => number = () => 0,
): ProductVariants {
  const variants = variantKeys(sizeScale, colours).map((key, index): Variant => ({
    ...key,
    sku: variantSku(productSku, key.size, key.colour),
    stock: stockOf(key, index),
  }));
  return { sizeScale, colours, variants };
}

function sameKey(a: VariantKey, b: VariantKey): boolean {
  return a.size === b.size && a.colour === b.colour;
}

/** Just the size and colour of `key` (no `colour` field when there is none): what a line stores of its variant. */
export function variantKeyOf(key: { readonly size: VariantSize; readonly colour?: string | undefined }): VariantKey {
  return key.colour === undefined ? { size: key.size } : { size: key.size, colour: key.colour };
}

/**
 * The variant a stored line names exactly (its size and colour as the store wrote them), or
 * undefined when the product has no such variant any more (its scale or colours changed).
 */
export function variantAt(product: ProductVariants, key: { readonly size: string; readonly colour?: string }): Variant | undefined {
  return product.variants.find((variant) => variant.size === key.size && variant.colour === key.colour);
}

/** How a shopper reads a variant: 'XL', or 'XL, Navy'. */
export function variantLabel(key: VariantKey): string {
  return key.colour === undefined ? key.size : `${key.size}, ${key.colour}`;
}

/**
 * Why these variants cannot be stored, or undefined when they can: the colours' rules (colour.ts),
 * the whole grid exactly once (no combination missing, none the product does not have, none
 * twice), each SKU well formed and unique within the product (case aside), each stock an integer
 * from 0. Uniqueness across the catalogue needs every product: skuClashes (variant-sku.ts).
 */
export function productVariantsProblem(product: ProductVariants): string | undefined {
  const colours = colourProblem(product.colours);
  if (colours) return colours;
  const expected = variantKeys(product.sizeScale, product.colours);
  const skus = new Set<string>();
  for (const variant of product.variants) {
    if (!expected.some((key) => sameKey(key, variant))) {
      return variant.colour === undefined && product.colours.length > 0
        ? `The variant in size ${variant.size} needs a colour.`
        : `The product has no variant ${variantLabel(variant)}.`;
    }
    if (!isVariantSku(variant.sku)) return `The SKU '${variant.sku}' of ${variantLabel(variant)} must be uppercase letters and digits joined by hyphens.`;
    const sku = variant.sku.toUpperCase();
    if (skus.has(sku)) return `Two variants share the SKU '${variant.sku}'.`;
    skus.add(sku);
    if (!Number.isSafeInteger(variant.stock) || variant.stock < 0) return `The stock of ${variantLabel(variant)} must be a whole number of 0 or more.`;
  }
  for (const key of expected) {
    const count = product.variants.filter((variant) => sameKey(variant, key)).length;
    if (count === 0) return `The variant ${variantLabel(key)} is missing.`;
    if (count > 1) return `The variant ${variantLabel(key)} is listed twice.`;
  }
  return undefined;
}

export type VariantLookup =
  | { readonly kind: 'found'; readonly variant: Variant }
  | { readonly kind: 'refused'; readonly problem: 'size-needed' | 'unknown-size' | 'unknown-colour' | 'colour-needed' | 'no-colours' | 'not-offered'; readonly reason: string };

/**
 * The variant a shopper, a URL or a cart line names. Size and colour are read leniently ('xl',
 * 'navy'), but only a size of the product's scale and one of its colours is found: anything else is
 * refused with a reason a shopper can read, never matched to the nearest variant.
 */
export function findVariant(product: ProductVariants, wanted: { readonly size: string; readonly colour?: string }): VariantLookup {
  const sizes = sizesOf(product.sizeScale);
  if (wanted.size.trim() === '') return { kind: 'refused', problem: 'size-needed', reason: `Choose a size: ${sizes.join(', ')}.` };
  const size = sizeNamed(product.sizeScale, wanted.size);
  if (size === undefined) {
    const reason = sizes.length === 1 ? `This product comes in ${sizes[0]} only.` : `This product does not come in size '${wanted.size.trim()}': choose ${sizes.join(', ')}.`;
    return { kind: 'refused', problem: 'unknown-size', reason };
  }
  const colourText = wanted.colour?.trim();
  let colour: string | undefined;
  if (product.colours.length === 0) {
    if (colourText) return { kind: 'refused', problem: 'no-colours', reason: `This product comes in one colour only, not in '${colourText}'.` };
  } else {
    const names = product.colours.map((candidate) => candidate.name);
    if (!colourText) return { kind: 'refused', problem: 'colour-needed', reason: `Choose a colour: ${names.join(', ')}.` };
    colour = product.colours.find((candidate) => namesColour(candidate, colourText))?.name;
    if (colour === undefined) return { kind: 'refused', problem: 'unknown-colour', reason: `This product does not come in '${colourText}': choose ${names.join(', ')}.` };
  }
  const variant = product.variants.find((candidate) => sameKey(candidate, { size, colour }));
  // Only a grid that skipped productVariantsProblem can miss a combination of its own sizes and colours.
  if (variant === undefined) return { kind: 'refused', problem: 'not-offered', reason: `${variantLabel({ size, colour })} is not offered.` };
  return { kind: 'found', variant };
}

/**
 * The image to show: the chosen colour's own; before a colour is chosen, the first colour's (the
 * one a page opens on); the product's own when it has no colours or the name matches none.
 */
export function variantImage(product: ProductVariants, productImage: string, colourName?: string): string {
  if (colourName === undefined) return product.colours[0]?.image ?? productImage;
  return product.colours.find((colour) => namesColour(colour, colourName))?.image ?? productImage;
}
