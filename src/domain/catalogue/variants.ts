import { namesColour, type Colour } from './colour.ts';
import { sizeNamed, sizesOf, type SizeScale, type VariantSize } from './size-scale.ts';

// What a page needs to find and name a variant. Building and checking a whole grid is variant-grid.ts.

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

/** Whether two keys name the same variant. */
export function sameKey(a: VariantKey, b: VariantKey): boolean {
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
