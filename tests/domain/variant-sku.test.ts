import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVariantSku, skuClashes, variantSku } from '../../src/domain/catalogue/variant-sku';
import { arbitraryProductVariants } from '../support/product-variants';

describe('variant SKU', () => {
  it('extends the product SKU by size and colour, uppercase', () => {
    expect(variantSku('TSH1001', 'M')).toBe('TSH1001-M');
    expect(variantSku('TSH1001', 'M', 'Navy')).toBe('TSH1001-M-NAVY');
    expect(variantSku('ACC290029', 'One Size', 'Grey Melange')).toBe('ACC290029-OS-GREYMELANGE');
    expect(variantSku('TSH-123456', 'XXL')).toBe('TSH-123456-XXL');
  });

  it('folds a stored product SKU of another alphabet into one the store accepts', () => {
    expect(variantSku('tsh 1001', 'S')).toBe('TSH-1001-S');
    expect(variantSku('--x__y--', 'L')).toBe('X-Y-L');
    expect(variantSku('', 'L')).toBe('SKU-L');
    fc.assert(fc.property(fc.string(), fc.constantFrom('S', 'M', 'One Size' as const), fc.option(fc.string(), { nil: undefined }), (base, size, colour) => {
      const sku = variantSku(base, size, colour && /[a-z0-9]/i.test(colour) ? colour : undefined);
      return sku.length > 64 || isVariantSku(sku);
    }));
  });

  it('accepts uppercase letters and digits joined by single hyphens, up to 64 characters', () => {
    for (const ok of ['TSH1001-M', 'TSH1001-M-NAVY', 'A', 'X'.repeat(64)]) expect(isVariantSku(ok)).toBe(true);
    for (const bad of ['tsh1001-m', 'TSH1001--M', '-TSH1001', 'TSH1001-', 'TSH 1001', '', 'X'.repeat(65), 'TSH1001-M_NAVY']) expect(isVariantSku(bad)).toBe(false);
  });
});

describe('SKU clashes across a catalogue', () => {
  it('names each SKU two variants share, case aside, and the products holding it', () => {
    const products = [
      { id: 1, variants: [{ sku: 'X-M-L' }, { sku: 'A-S' }] },
      { id: 2, variants: [{ sku: 'x-m-l' }, { sku: 'B-S' }] },
      { id: 3, variants: [{ sku: 'C-S' }, { sku: 'C-S' }] },
    ];
    expect(skuClashes(products)).toEqual([{ sku: 'X-M-L', productIds: [1, 2] }, { sku: 'C-S', productIds: [3] }]);
    expect(skuClashes(products.slice(0, 1))).toEqual([]);
  });

  it('finds none in products with distinct product SKUs made the store’s way, and finds a copied variant', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryProductVariants, { selector: (p) => p.sku, maxLength: 8 }), fc.nat(), (products, pick) => {
        const catalogue = products.map((product, index) => ({ id: index + 1, variants: product.variants }));
        expect(skuClashes(catalogue)).toEqual([]);
        const allSkus = catalogue.flatMap((product) => product.variants.map((v) => v.sku));
        expect(new Set(allSkus).size).toBe(allSkus.length);
        if (catalogue.length === 0) return;
        const copied = allSkus[pick % allSkus.length]!;
        const withCopy = [...catalogue, { id: 999, variants: [{ sku: copied.toLowerCase() }] }];
        expect(skuClashes(withCopy).map((clash) => clash.sku)).toEqual([copied]);
      }),
    );
  });
});
