import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedProducts, SEED_STOCK_MAX, SEED_STOCK_MIN } from '../../src/domain/catalogue/seed-products';
import { SEEDED_COLOUR_PRODUCT_IDS, SEEDED_SOLD_OUT_SIZES, seedVariants } from '../../src/domain/catalogue/seed-variants';
import { skuClashes } from '../../src/domain/catalogue/variant-sku';
import { cardStockNote, soldOutSizes, totalStock } from '../../src/domain/catalogue/variant-stock';
import { productVariantsProblem } from '../../src/domain/catalogue/variant-grid';

const catalogue = (random: () => number) => seedProducts(random).map((product) => ({ ...product, ...seedVariants(product) }));

describe('the seeded variants', () => {
  it('give each colour its own artwork, the first colour the product’s own image, every file drawn', () => {
    const coloured = catalogue(() => 0.5).filter((product) => product.colours.length > 0);
    expect(coloured.map((product) => product.id)).toEqual([...SEEDED_COLOUR_PRODUCT_IDS]);
    for (const product of coloured) {
      expect(product.colours[0]!.image).toBe(product.image);
      const images = product.colours.map((colour) => colour.image);
      expect(new Set(images).size).toBe(images.length);
      for (const image of images) expect(existsSync(`public${image}`), image).toBe(true);
    }
  });

  it('spread each product’s seeded stock over its variants, to the unit, for any draw', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 25 }), (draws) => {
        let next = 0;
        for (const product of catalogue(() => draws[next++ % draws.length]!)) {
          expect(productVariantsProblem(product)).toBeUndefined();
          expect(totalStock(product)).toBe(product.stock);
        }
      }),
    );
  });

  it('start exactly the chosen sizes sold out, and no other variant at 0, at every stock the seed can draw', () => {
    const products = seedProducts(() => 0.5);
    for (let stock = SEED_STOCK_MIN; stock <= SEED_STOCK_MAX; stock += 1) {
      for (const product of products.map((p) => ({ ...p, ...seedVariants({ ...p, stock }) }))) {
        const chosen = SEEDED_SOLD_OUT_SIZES[product.id] ?? [];
        expect(soldOutSizes(product)).toEqual(chosen);
        for (const variant of product.variants) expect(variant.stock === 0).toBe(chosen.includes(variant.size));
      }
    }
  });

  it('have a few products with one size sold out and one card with few sizes left', () => {
    const products = catalogue(() => 0.5);
    expect(products.filter((p) => soldOutSizes(p).length === 1).map((p) => p.id)).toEqual([1, 3, 11, 17]);
    expect(products.filter((p) => cardStockNote(p) === 'few-sizes-left').map((p) => p.id)).toEqual([28]);
    expect(products.filter((p) => cardStockNote(p) === 'sold-out')).toEqual([]);
  });

  it('give four products two or three colours, each a named hex swatch', () => {
    const products = catalogue(() => 0.5);
    const coloured = products.filter((p) => p.colours.length > 0);
    expect(coloured.map((p) => p.id)).toEqual([...SEEDED_COLOUR_PRODUCT_IDS]);
    expect(coloured.map((p) => [p.id, p.colours.map((c) => c.name)])).toEqual([
      [4, ['Grey Melange', 'Black']],
      [13, ['Plum', 'Black']],
      [23, ['Gold', 'Gunmetal']],
      [29, ['Khaki', 'Navy', 'Red']],
    ]);
    for (const product of coloured) for (const colour of product.colours) expect(colour.swatch).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('give accessories One Size, and no two variants of the catalogue one SKU', () => {
    const products = catalogue(() => 0.5);
    for (const product of products) expect(product.sizeScale).toBe(product.category === 'accessories' ? 'one-size' : 'clothing');
    expect(products.find((p) => p.id === 29)?.variants.map((v) => v.sku)).toEqual(['ACC290029-OS-KHAKI', 'ACC290029-OS-NAVY', 'ACC290029-OS-RED']);
    expect(skuClashes(products)).toEqual([]);
  });
});
