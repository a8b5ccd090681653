import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain/catalogue/category';
import { colourCode, isSwatch, type Colour } from '../../src/domain/catalogue/colour';
import { defaultSizeScale, sizeNamed, sizesOf } from '../../src/domain/catalogue/size-scale';
import { findVariant, variantImage, variantLabel, type ProductVariants } from '../../src/domain/catalogue/variants';
import { colourProblem, makeProductVariants, productVariantsProblem } from '../../src/domain/catalogue/variant-grid';
import { arbitraryProductVariants } from '../support/product-variants';

const navy: Colour = { name: 'Navy', swatch: '#243a66', image: '/images/products/1-navy.svg' };
const white: Colour = { name: 'White', swatch: '#fff', image: '/images/products/1-white.svg' };
const tee = makeProductVariants('TSH1001', 'clothing', [navy, white], (_, index) => index);
const plainTee = makeProductVariants('TSH1001', 'clothing');
const cap = makeProductVariants('ACC290029', 'one-size');

describe('size scale', () => {
  it('is One Size for accessories and S to XXL for every other category', () => {
    for (const category of CATEGORIES) {
      expect(sizesOf(defaultSizeScale(category))).toEqual(category === 'accessories' ? ['One Size'] : ['S', 'M', 'L', 'XL', 'XXL']);
    }
  });

  it('reads a size as a URL may write it, only from its own scale', () => {
    expect(sizeNamed('clothing', ' xl ')).toBe('XL');
    expect(sizeNamed('one-size', 'one size')).toBe('One Size');
    expect(sizeNamed('one-size', 'M')).toBeUndefined();
    expect(sizeNamed('clothing', 'One Size')).toBeUndefined();
    expect(sizeNamed('clothing', 'XXXL')).toBeUndefined();
  });
});

describe('colours', () => {
  it('takes #rgb and #rrggbb swatches only', () => {
    for (const ok of ['#fff', '#FFF', '#1f2a44', '#1F2A44']) expect(isSwatch(ok)).toBe(true);
    for (const bad of ['fff', '#ffff', '#1f2a4', '#1f2a44ff', 'red', 'rgb(0,0,0)', '#ggg', ' #fff', 'url(x)']) expect(isSwatch(bad)).toBe(false);
  });

  it('codes a name for a SKU as its letters and digits, uppercase', () => {
    expect(colourCode('Grey Melange')).toBe('GREYMELANGE');
    expect(colourCode('off-white 2')).toBe('OFFWHITE2');
    expect(colourCode('Crème')).toBe('CREME');
  });

  it('are none or at least two, each named once, with a hex swatch and an accepted image', () => {
    expect(colourProblem([])).toBeUndefined();
    expect(colourProblem([navy, white])).toBeUndefined();
    expect(colourProblem([navy])).toBe('A product with colours needs at least two; with one colour, leave colours out.');
    expect(colourProblem([navy, { ...white, name: '  ' }])).toBe('Each colour needs a name.');
    expect(colourProblem([navy, { ...white, name: 'A very long colour name indeed' }])).toBe("The colour name 'A very long colour name indeed' is longer than 24 characters.");
    expect(colourProblem([navy, { ...white, name: '—' }])).toBe("The colour name '—' needs a letter or a digit.");
    expect(colourProblem([navy, { ...white, name: 'navy' }])).toBe("Two colours are both called 'navy'.");
    expect(colourProblem([navy, { ...white, swatch: 'white' }])).toBe("The swatch of 'White' must be a hex colour such as #1f2a44.");
    expect(colourProblem([navy, { ...white, image: 'javascript:alert(1)' }])).toBe("The image of 'White' must be an http(s) address or a path of this site.");
  });
});

describe('a product’s variants', () => {
  it('are the whole grid, by size then colour, each SKU the product SKU extended by size and colour', () => {
    expect(tee.variants.map((v) => v.sku)).toEqual([
      'TSH1001-S-NAVY', 'TSH1001-S-WHITE', 'TSH1001-M-NAVY', 'TSH1001-M-WHITE', 'TSH1001-L-NAVY',
      'TSH1001-L-WHITE', 'TSH1001-XL-NAVY', 'TSH1001-XL-WHITE', 'TSH1001-XXL-NAVY', 'TSH1001-XXL-WHITE',
    ]);
    expect(plainTee.variants.map((v) => v.sku)).toEqual(['TSH1001-S', 'TSH1001-M', 'TSH1001-L', 'TSH1001-XL', 'TSH1001-XXL']);
    expect(cap.variants).toEqual([{ size: 'One Size', sku: 'ACC290029-OS', stock: 0 }]);
    for (const product of [tee, plainTee, cap]) expect(productVariantsProblem(product)).toBeUndefined();
  });

  it('refuse, each with its reason, a grid that is not whole or not sound', () => {
    const replace = (product: ProductVariants, index: number, change: object): ProductVariants => ({
      ...product,
      variants: product.variants.map((v, i) => (i === index ? { ...v, ...change } : v)),
    });
    expect(productVariantsProblem({ ...tee, colours: [navy] })).toBe('A product with colours needs at least two; with one colour, leave colours out.');
    expect(productVariantsProblem({ ...cap, variants: [...cap.variants, { size: 'M', sku: 'ACC290029-M', stock: 1 }] })).toBe('The product has no variant M.');
    expect(productVariantsProblem(replace(tee, 0, { colour: 'Red' }))).toBe('The product has no variant S, Red.');
    expect(productVariantsProblem(replace(tee, 0, { colour: undefined }))).toBe('The variant in size S needs a colour.');
    expect(productVariantsProblem(replace(plainTee, 0, { sku: 'tsh1001-s' }))).toBe("The SKU 'tsh1001-s' of S must be uppercase letters and digits joined by hyphens.");
    expect(productVariantsProblem(replace(plainTee, 1, { sku: 'TSH1001-S' }))).toBe("Two variants share the SKU 'TSH1001-S'.");
    expect(productVariantsProblem(replace(plainTee, 2, { stock: -1 }))).toBe('The stock of L must be a whole number of 0 or more.');
    expect(productVariantsProblem(replace(plainTee, 2, { stock: 1.5 }))).toBe('The stock of L must be a whole number of 0 or more.');
    expect(productVariantsProblem({ ...plainTee, variants: plainTee.variants.slice(1) })).toBe('The variant S is missing.');
    expect(productVariantsProblem({ ...plainTee, variants: [...plainTee.variants, { ...plainTee.variants[0]!, sku: 'TSH1001-S2' }] })).toBe('The variant S is listed twice.');
  });

  it('made by makeProductVariants are always sound, whatever the scale, colours and stock', () => {
    fc.assert(fc.property(arbitraryProductVariants, (product) => productVariantsProblem(product) === undefined));
  });

  it('are read as a shopper names them: "Only 2 left in XL, Navy" needs its label', () => {
    expect(variantLabel({ size: 'XL' })).toBe('XL');
    expect(variantLabel({ size: 'XL', colour: 'Navy' })).toBe('XL, Navy');
  });
});

describe('finding a variant', () => {
  it('finds it by size and colour, read leniently', () => {
    expect(findVariant(tee, { size: 'xl', colour: 'white' })).toEqual({ kind: 'found', variant: tee.variants[7] });
    expect(findVariant(plainTee, { size: 'M' })).toEqual({ kind: 'found', variant: plainTee.variants[1] });
    expect(findVariant(plainTee, { size: 'M', colour: '' })).toEqual({ kind: 'found', variant: plainTee.variants[1] });
    expect(findVariant(cap, { size: 'One Size' })).toEqual({ kind: 'found', variant: cap.variants[0] });
  });

  it('refuses a size or colour the product does not have, saying which it has', () => {
    expect(findVariant(tee, { size: 'XXXL', colour: 'Navy' })).toEqual({
      kind: 'refused', problem: 'unknown-size', reason: "This product does not come in size 'XXXL': choose S, M, L, XL, XXL.",
    });
    expect(findVariant(tee, { size: ' ', colour: 'Navy' })).toEqual({ kind: 'refused', problem: 'size-needed', reason: 'Choose a size: S, M, L, XL, XXL.' });
    expect(findVariant(cap, { size: 'M' })).toEqual({ kind: 'refused', problem: 'unknown-size', reason: 'This product comes in One Size only.' });
    expect(findVariant(tee, { size: 'M', colour: 'Red' })).toEqual({
      kind: 'refused', problem: 'unknown-colour', reason: "This product does not come in 'Red': choose Navy, White.",
    });
    expect(findVariant(tee, { size: 'M' })).toEqual({ kind: 'refused', problem: 'colour-needed', reason: 'Choose a colour: Navy, White.' });
    expect(findVariant(plainTee, { size: 'M', colour: 'Navy' })).toEqual({
      kind: 'refused', problem: 'no-colours', reason: "This product comes in one colour only, not in 'Navy'.",
    });
    const holed = { ...plainTee, variants: plainTee.variants.filter((v) => v.size !== 'L') };
    expect(findVariant(holed, { size: 'L' })).toEqual({ kind: 'refused', problem: 'not-offered', reason: 'L is not offered.' });
  });
});

describe('a colour’s image', () => {
  it('is the colour’s own, the first colour’s when none is chosen, and the product’s without colours', () => {
    expect(variantImage(tee, '/images/products/1.svg', 'White')).toBe('/images/products/1-white.svg');
    expect(variantImage(tee, '/images/products/1.svg')).toBe('/images/products/1-navy.svg');
    expect(variantImage(tee, '/images/products/1.svg', 'Mauve')).toBe('/images/products/1.svg');
    expect(variantImage(plainTee, '/images/products/1.svg')).toBe('/images/products/1.svg');
  });
});
