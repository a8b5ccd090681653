/** The sizes a shopper picks from (spec: S, M, L, XL, XXL), smallest first. */
export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

/** The size chosen when a product page opens. */
export const DEFAULT_SIZE: Size = 'M';

