import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STOCK,
  derivedDiscount,
  formValuesOf,
  missingRequiredFields,
  NEW_PRODUCT_VALUES,
  parseDecimal,
  productDraftFrom,
  productFormSchema,
  REQUIRED_FIELDS_ISSUE,
  type ProductFormValues,
} from '../../src/domain/admin/product-form';
import { isAcceptedImageUrl } from '../../src/domain/catalogue/image-url';
import { checkForm } from '../../src/domain/form-check';
import { CATEGORIES } from '../../src/domain/catalogue/category';
import { newProductSku } from '../../src/domain/catalogue/product';
import { aProduct, aProductInSizes } from '../support/products';

const filled: ProductFormValues = {
  ...NEW_PRODUCT_VALUES,
  title: 'Linen Shirt',
  price: '799.5',
  originalPrice: '1599',
  image: '/images/products/11.svg',
  sku: 'SHI-123456',
  category: 'shirts',
};

function fieldErrors(values: Partial<ProductFormValues>): Record<string, string> {
  const result = productFormSchema.safeParse({ ...filled, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the admin product form: defaults', () => {
  it('starts a new product with the spec defaults', () => {
    expect(NEW_PRODUCT_VALUES).toMatchObject({ rating: '4', ratingCount: '0', stock: '10', category: 'tshirts', price: '0', originalPrice: '0' });
  });

  it('fills the form from a product and back, unchanged', () => {
    const product = aProduct({ id: 7, price: 649.5, originalPrice: 1299, rating: 4.3, stock: 0 });
    const { id, ...draft } = product;
    expect(id).toBe(7);
    expect(productDraftFrom(formValuesOf(product))).toEqual(draft);
  });
});

describe('numbers as typed', () => {
  it('parses decimals; empty is 0; anything else is not a number', () => {
    expect([parseDecimal('12.5'), parseDecimal(' 3 '), parseDecimal(''), parseDecimal('.5')]).toEqual([12.5, 3, 0, 0.5]);
    expect(parseDecimal('12abc')).toBeNaN();
  });

  it('derives the discount as round((original − price) / original × 100)', () => {
    expect(derivedDiscount('500', '1000')).toBe('50');
    expect(derivedDiscount('899', '1999')).toBe('55');
    expect(derivedDiscount('333.33', '1000')).toBe('67');
    expect(derivedDiscount('100', '')).toBe('0');
    expect(derivedDiscount('', '1000')).toBe('100');
  });

  it('matches the formula for any prices', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (price, original) => {
        expect(derivedDiscount(String(price), String(original))).toBe(String(Math.round(((original - price) / original) * 100)));
      }),
    );
  });
});

describe('the required fields (spec)', () => {
  it('needs a title, a price, an original price, an image and a category', () => {
    expect(missingRequiredFields(filled)).toEqual([]);
    expect(missingRequiredFields(NEW_PRODUCT_VALUES)).toEqual(['title', 'price', 'originalPrice', 'image']);
    expect(missingRequiredFields({ ...filled, title: '   ', price: '', originalPrice: '0' })).toEqual(['title', 'price', 'originalPrice']);
    expect(missingRequiredFields({ ...filled, category: '' as never })).toEqual(['category']);
  });

  it('are a check of the whole form in its one schema (no field: the form says it in a toast), whatever else fails', () => {
    expect(checkForm(productFormSchema, filled)).toEqual({ ok: true, value: filled });
    expect(checkForm(productFormSchema, NEW_PRODUCT_VALUES)).toEqual({ ok: false, fieldErrors: {}, formErrors: [REQUIRED_FIELDS_ISSUE] });
    expect(checkForm(productFormSchema, { ...filled, title: '', rating: '9' })).toEqual({
      ok: false,
      fieldErrors: { rating: 'Rating must be between 0 and 5' },
      formErrors: [REQUIRED_FIELDS_ISSUE],
    });
    expect(checkForm(productFormSchema, { ...filled, category: '' as never })).toMatchObject({ ok: false, formErrors: [REQUIRED_FIELDS_ISSUE] });
  });
});

describe('the field rules beyond the spec', () => {
  it('passes a filled form and empty optional numbers', () => {
    expect(fieldErrors({})).toEqual({});
    expect(fieldErrors({ stock: '', ratingCount: '', rating: '' })).toEqual({});
  });

  it('refuses a price above the original price, at the price', () => {
    expect(fieldErrors({ price: '1600' })).toEqual({ price: 'Price cannot be above the original price' });
    expect(fieldErrors({ price: '1599' })).toEqual({});
  });

  it('refuses negative numbers', () => {
    expect(fieldErrors({ price: '-1', originalPrice: '-1' })).toEqual({ price: 'Price cannot be negative', originalPrice: 'Original price cannot be negative' });
    expect(fieldErrors({ stock: '-2' })).toEqual({ stock: 'Stock cannot be negative' });
    expect(fieldErrors({ ratingCount: '-2' })).toEqual({ ratingCount: 'Rating count cannot be negative' });
  });

  it('refuses a rating outside 0–5, and text that is not a number', () => {
    expect(fieldErrors({ rating: '5.1' })).toEqual({ rating: 'Rating must be between 0 and 5' });
    expect(fieldErrors({ rating: '-0.1' })).toEqual({ rating: 'Rating must be between 0 and 5' });
    expect(fieldErrors({ rating: '4.7' })).toEqual({});
    expect(fieldErrors({ rating: 'abc' })).toEqual({ rating: 'Rating must be a number' });
  });

  it('keeps stock and rating counts whole, as the store does', () => {
    expect(fieldErrors({ stock: '2.5', ratingCount: '1.5' })).toEqual({
      stock: 'Stock must be a whole number',
      ratingCount: 'Rating count must be a whole number',
    });
  });

  it('accepts an image at http(s) or on this site, and nothing else', () => {
    for (const url of ['https://cdn.example.com/a.jpg', 'http://example.com/a.png', '/images/products/1.svg']) expect(isAcceptedImageUrl(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', 'ftp://x/a.png', 'images/a.png', '/\\evil.example'])
      expect(isAcceptedImageUrl(url), url).toBe(false);
    expect(fieldErrors({ image: 'javascript:alert(1)' })).toEqual({ image: 'Image URL must start with http://, https:// or /' });
  });

  it('refuses another site written as a path of this one, as a browser would read it (issue 20)', () => {
    for (const url of ['/\\evil.example/x.png', '/\\\\evil.example/x.png', '//evil.example/x.png', '/\t/evil.example/x.png', '/\n/evil.example/x.png', '/images/\nx.png', 'http:evil.example/x.png'])
      expect(isAcceptedImageUrl(url), JSON.stringify(url)).toBe(false);
    for (const url of ['/', '/images/a b.png', '/images/a\\b.png', 'HTTPS://CDN.example.com/a.jpg', ' /images/products/1.svg '])
      expect(isAcceptedImageUrl(url), JSON.stringify(url)).toBe(true);
  });

  it('takes a fit note of up to 160 characters once its spaces are tidied, and refuses a longer one at its field', () => {
    expect(fieldErrors({ fitNote: `  ${'x'.repeat(160)}  ` })).toEqual({});
    expect(fieldErrors({ fitNote: 'x'.repeat(161) })).toEqual({ fitNote: 'Fit note must be at most 160 characters' });
  });

  it('refuses an overlong title and an unknown category', () => {
    expect(Object.keys(fieldErrors({ title: 'x'.repeat(121) }))).toEqual(['title']);
    expect(Object.keys(fieldErrors({ category: 'socks' as never }))).toEqual(['category']);
  });
});

describe('the product the form describes', () => {
  it('parses the numbers, derives the discount, keeps the sku; the stock is the grid’s', () => {
    const cells = [['2'], ['2'], [' 1 '], ['1'], ['']];
    expect(productDraftFrom({ ...filled, title: ' Linen Shirt ', rating: '4.5', ratingCount: '', stock: '6', cells })).toEqual({
      title: 'Linen Shirt',
      description: 'High quality shirts with great comfort and style...',
      price: 799.5,
      originalPrice: 1599,
      discountPercentage: 50,
      image: '/images/products/11.svg',
      rating: 4.5,
      ratingCount: 0,
      category: 'shirts',
      brand: 'Fashion Grown',
      audience: 'unisex',
      stock: 6,
      sku: 'SHI-123456',
      sizeScale: 'clothing',
      colours: [],
      variants: [
        { size: 'S', sku: 'SHI-123456-S', stock: 2 },
        { size: 'M', sku: 'SHI-123456-M', stock: 2 },
        { size: 'L', sku: 'SHI-123456-L', stock: 1 },
        { size: 'XL', sku: 'SHI-123456-XL', stock: 1 },
        { size: 'XXL', sku: 'SHI-123456-XXL', stock: 0 },
      ],
    });
  });

  it('keeps a fit note tidied, and none for a blank one', () => {
    expect(productDraftFrom({ ...filled, fitNote: '  Slim fit.\n The model  wears M. ' }).fitNote).toBe('Slim fit. The model wears M.');
    expect(productDraftFrom({ ...filled, fitNote: ' \n ' }).fitNote).toBeUndefined();
  });

  it('fills the form with a product’s fit note, and back', () => {
    const product = aProduct({ id: 7, fitNote: 'Regular fit. The model is 180 cm and wears M.' });
    expect(formValuesOf(product).fitNote).toBe('Regular fit. The model is 180 cm and wears M.');
    expect(productDraftFrom(formValuesOf(product)).fitNote).toBe(product.fitNote);
  });

  it('gives an edited product back its own variants, each stock and SKU kept', () => {
    const product = aProductInSizes({ M: 6, XL: 1 }, { category: 'shirts', sku: 'SHI-123456' });
    expect(productDraftFrom(formValuesOf(product), product).variants).toEqual(product.variants);
  });

  it('starts a new product with the spec’s 10 in stock, spread over its sizes', () => {
    expect(productDraftFrom(filled).stock).toBe(DEFAULT_STOCK);
    expect(productDraftFrom(filled).variants.map((variant) => variant.stock)).toEqual([2, 2, 2, 2, 2]);
  });

  it('refuses a cell that is not a whole number of 0 or more, at the cell', () => {
    expect(fieldErrors({ cells: [['2'], ['-1'], ['1.5'], ['x'], ['0']] })).toEqual({
      'cells.1.0': 'Stock cannot be negative',
      'cells.2.0': 'Stock must be a whole number',
      'cells.3.0': 'Stock must be a number',
    });
  });

  it('refuses colours the store cannot keep, and a grid of another shape, at the colours', () => {
    const navy = { name: 'Navy', swatch: '#1f2a44', image: '' };
    expect(fieldErrors({ colours: [navy], cells: filled.cells })).toEqual({ colours: 'A product with colours needs at least two; with one colour, leave colours out.' });
    expect(fieldErrors({ colours: [navy, { ...navy, name: 'navy' }], cells: filled.cells.map((row) => [...row, '0']) })).toEqual({ colours: "Two colours are both called 'navy'." });
    expect(fieldErrors({ cells: filled.cells.slice(1) })).toEqual({ colours: 'The stock grid does not match the sizes and colours.' });
  });

  it('keeps a description that was written', () => {
    expect(productDraftFrom({ ...filled, description: ' Soft linen. ' }).description).toBe('Soft linen.');
  });
});

describe('a new product SKU', () => {
  it('is the category prefix, a hyphen and the last 6 digits of the time in ms', () => {
    expect(newProductSku('tshirts', 1_700_000_123_456)).toBe('TSH-123456');
    expect(newProductSku('accessories', 1_700_000_000_042)).toBe('ACC-000042');
    for (const category of CATEGORIES) expect(newProductSku(category, 1_234_567_890)).toMatch(/^[A-Z]{3}-567890$/);
  });
});
