import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain/catalogue/category';
import { storeSku } from '../../src/domain/catalogue/product';
import { readStoredVariants, storedProductVariantsSchema, variantsFromSingleStock } from '../../src/domain/catalogue/variant-schema';
import { totalStock } from '../../src/domain/catalogue/variant-stock';
import { makeProductVariants, productVariantsProblem } from '../../src/domain/catalogue/variant-grid';
import { arbitraryProductVariants } from '../support/product-variants';

const tee = makeProductVariants('TSH1001', 'clothing', [
  { name: 'Navy', swatch: '#243a66', image: '/images/products/1.svg' },
  { name: 'White', swatch: '#fff', image: '/images/products/1.svg' },
], (_, index) => index);
/** The product as JSON would bring it back. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const reasonOf = (record: Parameters<typeof readStoredVariants>[0]): string | undefined => {
  const reading = readStoredVariants(record);
  return reading.kind === 'refused' ? reading.reason : undefined;
};

describe('stored variants', () => {
  it('read back as they were written', () => {
    fc.assert(
      fc.property(arbitraryProductVariants, ({ sku: _sku, ...product }) => {
        expect(storedProductVariantsSchema.parse(stored(product))).toEqual(product);
      }),
    );
  });

  it('default to no colours when the field is left out', () => {
    const plain = makeProductVariants('ACC290029', 'one-size', [], () => 4);
    expect(storedProductVariantsSchema.parse({ sizeScale: 'one-size', variants: plain.variants })).toEqual(plain);
  });

  it('are refused, with the first reason, when a part or the whole is unsound', () => {
    const base = { category: 'tshirts' as const, sku: 'TSH1001', stock: 5, sizeScale: tee.sizeScale, colours: stored(tee.colours) };
    const withVariant = (index: number, change: object) => tee.variants.map((v, i) => (i === index ? { ...v, ...change } : v));
    const stockReason = 'The variants of TSH1001 cannot be read: A stock is a whole number of 0 or more (at variants.0.stock).';
    expect(reasonOf({ ...base, variants: withVariant(0, { stock: -1 }) })).toBe(stockReason);
    expect(reasonOf({ ...base, variants: withVariant(0, { stock: 2.5 }) })).toBe(stockReason);
    expect(reasonOf({ ...base, variants: withVariant(0, { stock: '3' }) })).toBe(stockReason);
    expect(reasonOf({ ...base, variants: withVariant(0, { sku: 'tsh1001-s-navy' }) })).toBe(
      'The variants of TSH1001 cannot be read: A SKU is uppercase letters and digits joined by hyphens (at variants.0.sku).',
    );
    expect(reasonOf({ ...base, variants: withVariant(1, { sku: 'TSH1001-S-NAVY' }) })).toBe("The variants of TSH1001 cannot be read: Two variants share the SKU 'TSH1001-S-NAVY'.");
    expect(reasonOf({ ...base, variants: tee.variants.slice(1) })).toBe('The variants of TSH1001 cannot be read: The variant S, Navy is missing.');
    expect(reasonOf({ ...base, variants: withVariant(0, { size: 'XXXL' }) })).toBe('The variants of TSH1001 cannot be read: A size is one of S, M, L, XL, XXL, One Size (at variants.0.size).');
    expect(reasonOf({ ...base, variants: withVariant(0, { colour: '' }) })).toBe('The variants of TSH1001 cannot be read: A colour name is 1 to 24 characters (at variants.0.colour).');
    expect(reasonOf({ ...base, colours: [{ name: 'Navy', swatch: 'navy', image: '/a.svg' }, tee.colours[1]], variants: tee.variants })).toBe(
      'The variants of TSH1001 cannot be read: A swatch must be a hex colour such as #1f2a44 (at colours.0.swatch).',
    );
    expect(reasonOf({ ...base, colours: [tee.colours[0], { ...tee.colours[1], image: 'javascript:alert(1)' }], variants: tee.variants })).toBe(
      'The variants of TSH1001 cannot be read: A colour’s image must be an http(s) address or a path of this site (at colours.1.image).',
    );
    expect(reasonOf({ ...base, sizeScale: 'shoes', variants: tee.variants })).toBe('The variants of TSH1001 cannot be read: A size scale is one of clothing, one-size (at sizeScale).');
    expect(reasonOf({ ...base, variants: 'lots' })).toBe('The variants of TSH1001 cannot be read: Variants are a list (at variants).');
    expect(reasonOf({ ...base, variants: null })).toBe('The variants of TSH1001 cannot be read: Variants are a list (at variants).');
    expect(reasonOf({ ...base, colours: {}, variants: tee.variants })).toBe('The variants of TSH1001 cannot be read: Colours are a list (at colours).');
    expect(readStoredVariants({ ...base, variants: stored(tee.variants) })).toEqual({ kind: 'read', product: tee });
  });
});

describe('a product stored with one stock figure', () => {
  it('gets its category’s sizes, the figure spread over them, the remainder to the first', () => {
    expect(variantsFromSingleStock({ category: 'tshirts', sku: 'TSH1001', stock: 12 })).toEqual({
      product: makeProductVariants('TSH1001', 'clothing', [], (_, index) => [3, 3, 2, 2, 2][index]!),
    });
    expect(variantsFromSingleStock({ category: 'accessories', sku: 'ACC140014', stock: 37 })).toEqual({
      product: { sizeScale: 'one-size', colours: [], variants: [{ size: 'One Size', sku: 'ACC140014-OS', stock: 37 }] },
    });
    expect(readStoredVariants({ category: 'jeans', sku: 'JEA3003', stock: 3 })).toEqual({
      kind: 'converted',
      product: makeProductVariants('JEA3003', 'clothing', [], (_, index) => (index < 3 ? 1 : 0)),
    });
  });

  it('starts at 0 in every size when its figure was unknown or below 0, and says so', () => {
    const zero = makeProductVariants('TSH1001', 'clothing');
    expect(variantsFromSingleStock({ category: 'tshirts', sku: 'TSH1001', stock: undefined })).toEqual({
      product: zero, note: 'The stock of TSH1001 was unknown; each size starts at 0.',
    });
    expect(variantsFromSingleStock({ category: 'tshirts', sku: 'TSH1001', stock: -4 })).toEqual({
      product: zero, note: 'The stock of TSH1001 was -4; each size starts at 0.',
    });
  });

  it('keeps its total exactly and every variant sound, whatever the figure', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORIES), fc.integer({ min: 1, max: 9999 }), fc.nat({ max: 10_000_000 }), (category, id, stock) => {
        const { product, note } = variantsFromSingleStock({ category, sku: storeSku(category, id), stock });
        expect(note).toBeUndefined();
        expect(totalStock(product)).toBe(stock);
        expect(productVariantsProblem(product)).toBeUndefined();
        expect(storedProductVariantsSchema.safeParse(stored(product)).success).toBe(true);
      }),
    );
  });
});
