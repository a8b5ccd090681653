import { colourCode, isSwatch, MAX_COLOUR_NAME_LENGTH, type Colour } from './colour.ts';
import { isAcceptedImageUrl } from './image-url.ts';
import { sizesOf, type SizeScale } from './size-scale.ts';
import { isVariantSku, variantSku } from './variant-sku.ts';
import { sameKey, variantLabel, type ProductVariants, type Variant, type VariantKey } from './variants.ts';

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

/**
 * Why a product's colours cannot be stored, or undefined when they can. A product either has no
 * colours (it comes in one, shown by its own image) or at least two: a single named colour would be
 * a choice with nothing to choose. Two names that give one SKU code are refused, or two variants
 * would share a SKU.
 */
export function colourProblem(colours: readonly Colour[]): string | undefined {
  if (colours.length === 1) return 'A product with colours needs at least two; with one colour, leave colours out.';
  const codes = new Set<string>();
  for (const colour of colours) {
    const name = colour.name.trim();
    if (name === '') return 'Each colour needs a name.';
    if (name.length > MAX_COLOUR_NAME_LENGTH) return `The colour name '${name}' is longer than ${MAX_COLOUR_NAME_LENGTH} characters.`;
    const code = colourCode(name);
    if (code === '') return `The colour name '${name}' needs a letter or a digit.`;
    if (codes.has(code)) return `Two colours are both called '${name}'.`;
    codes.add(code);
    if (!isSwatch(colour.swatch)) return `The swatch of '${name}' must be a hex colour such as #1f2a44.`;
    if (!isAcceptedImageUrl(colour.image)) return `The image of '${name}' must be an http(s) address or a path of this site.`;
  }
  return undefined;
}

/**
 * Why these variants cannot be stored, or undefined when they can: the colours' rules (colourProblem),
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
