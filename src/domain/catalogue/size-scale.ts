import type { Category } from './category.ts';
import { SIZES, type Size } from './size.ts';

/** The size an accessory comes in: a bag or a cap has no S to XXL. */
export const ONE_SIZE = 'One Size';
export type OneSize = typeof ONE_SIZE;

/** Any size a variant can have, across every scale. */
export type VariantSize = Size | OneSize;
export const VARIANT_SIZES = [...SIZES, ONE_SIZE] as const satisfies readonly VariantSize[];

/**
 * The sets of sizes a product can be offered in. It is a property of the product (the admin may
 * change it), with a default from its category, so that a kids' cap or a scarf sold as clothing
 * does not need a category of its own.
 */
export const SIZE_SCALES = ['clothing', 'one-size'] as const;
export type SizeScale = (typeof SIZE_SCALES)[number];

const SCALE_SIZES: Record<SizeScale, readonly VariantSize[]> = { clothing: SIZES, 'one-size': [ONE_SIZE] };

/** The sizes of a scale, in the order a shopper reads them (smallest first). */
export function sizesOf(scale: SizeScale): readonly VariantSize[] {
  return SCALE_SIZES[scale];
}

/** The scale a new or converted product gets: One Size for accessories, S to XXL (the spec's) for the rest. */
export function defaultSizeScale(category: Category): SizeScale {
  return category === 'accessories' ? 'one-size' : 'clothing';
}

export function isSizeScale(value: string): value is SizeScale {
  return (SIZE_SCALES as readonly string[]).includes(value);
}

export function isVariantSize(value: string): value is VariantSize {
  return (VARIANT_SIZES as readonly string[]).includes(value);
}

/**
 * The size of `scale` that `text` names, read as a shopper or a URL may write it ('xl', ' One size ').
 * Undefined when the scale has no such size.
 */
export function sizeNamed(scale: SizeScale, text: string): VariantSize | undefined {
  const wanted = text.trim().toUpperCase();
  return sizesOf(scale).find((size) => size.toUpperCase() === wanted);
}
