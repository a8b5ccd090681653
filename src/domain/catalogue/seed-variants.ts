import { colourCode, type Colour } from './colour.ts';
import type { Product } from './product.ts';
import { defaultSizeScale, type VariantSize } from './size-scale.ts';
import { spreadStock } from './variant-stock.ts';
import type { ProductVariants } from './variants.ts';
import { makeProductVariants } from './variant-grid.ts';

type SeedColour = readonly [name: string, swatch: string];

/**
 * The seeded products that come in colours. The first colour of each is the one the product's own
 * image is drawn in; each other colour has its own, `/images/products/<id>-<colour>.svg`
 * (scripts/generate-artwork.mjs draws them all). Clothing gets two colours at most: with the seed's
 * least stock (10) spread over 5 sizes × 2 colours, no variant starts at 0 by accident.
 */
const SEED_COLOURS: Readonly<Record<number, readonly SeedColour[]>> = {
  4: [['Grey Melange', '#a4a8ad'], ['Black', '#1c1c1c']],
  13: [['Plum', '#6b2d5c'], ['Black', '#1c1c1c']],
  23: [['Gold', '#c9a24a'], ['Gunmetal', '#4a4d52']],
  29: [['Khaki', '#c9b48a'], ['Navy', '#243a66'], ['Red', '#b3322f']],
};

/**
 * The seeded products that start with sizes sold out, in every colour: four with one size, so the
 * product page has a sold-out size to show, and one (the joggers) with two sizes left, so a card
 * has 'few sizes left' to show.
 */
export const SEEDED_SOLD_OUT_SIZES: Readonly<Record<number, readonly VariantSize[]>> = {
  1: ['XXL'],
  3: ['XXL'],
  11: ['S'],
  17: ['XL'],
  28: ['S', 'XL', 'XXL'],
};

export const SEEDED_COLOUR_PRODUCT_IDS: readonly number[] = Object.keys(SEED_COLOURS).map(Number);

/**
 * A seeded product's variants: its category's size scale, its seed colours if any, and its seeded
 * stock spread over the variants that are not sold out (spreadStock, in grid order), so the total
 * is the product's stock. Deterministic: the chance is all in the product's stock (seedStock).
 */
export function seedVariants(product: Pick<Product, 'id' | 'category' | 'sku' | 'image' | 'stock'>): ProductVariants {
  const colours: Colour[] = (SEED_COLOURS[product.id] ?? []).map(([name, swatch], index) => ({
    name,
    swatch,
    image: index === 0 ? product.image : `/images/products/${product.id}-${colourCode(name).toLowerCase()}.svg`,
  }));
  const soldOut = SEEDED_SOLD_OUT_SIZES[product.id] ?? [];
  const grid = makeProductVariants(product.sku, defaultSizeScale(product.category), colours);
  const selling = grid.variants.filter((variant) => !soldOut.includes(variant.size));
  const spread = spreadStock(product.stock ?? 0, selling.length);
  const variants = grid.variants.map((variant) => {
    const slot = selling.indexOf(variant);
    return { ...variant, stock: slot < 0 ? 0 : (spread[slot] ?? 0) };
  });
  return { ...grid, variants };
}
