import fc from 'fast-check';
import { CATEGORIES } from '../../src/domain/catalogue/category';
import type { Colour } from '../../src/domain/catalogue/colour';
import { storeSku } from '../../src/domain/catalogue/product';
import { SIZE_SCALES } from '../../src/domain/catalogue/size-scale';
import { type ProductVariants } from '../../src/domain/catalogue/variants';
import { makeProductVariants } from '../../src/domain/catalogue/variant-grid';

const COLOUR_NAMES = ['Navy', 'White', 'Black', 'Grey Melange', 'Red', 'Olive', 'Mustard'];

/** Two or three distinct colours, or none, as a valid product has them. */
export const arbitraryColours: fc.Arbitrary<Colour[]> = fc.oneof(
  fc.constant<Colour[]>([]),
  fc.uniqueArray(fc.constantFrom(...COLOUR_NAMES), { minLength: 2, maxLength: 3 }).map((names) =>
    names.map((name, index) => ({ name, swatch: `#${(index * 4 + 1).toString(16).repeat(6)}`, image: `/images/products/1.svg` })),
  ),
);

/** A valid product's variants: any scale, colours or none, any stock from 0 to 40 in each variant. */
export const arbitraryProductVariants: fc.Arbitrary<ProductVariants & { sku: string }> = fc
  .record({
    category: fc.constantFrom(...CATEGORIES),
    id: fc.integer({ min: 1, max: 9999 }),
    sizeScale: fc.constantFrom(...SIZE_SCALES),
    colours: arbitraryColours,
    stocks: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 15, maxLength: 15 }),
  })
  .map(({ category, id, sizeScale, colours, stocks }) => {
    const sku = storeSku(category, id);
    return { ...makeProductVariants(sku, sizeScale, colours, (_, index) => stocks[index] ?? 0), sku };
  });
