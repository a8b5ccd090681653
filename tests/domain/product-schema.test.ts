import { describe, expect, it } from 'vitest';
import { parseStoredProducts } from '../../src/domain/catalogue/product-schema';
import { aProduct } from '../support/products';

describe('parseStoredProducts', () => {
  it('keeps valid products as they are', () => {
    const product = aProduct({ id: 7 });
    expect(parseStoredProducts([product])).toEqual({ products: [product], rejected: 0 });
  });

  it('fills what older records lack: brand, audience, description, sku, discount; an unknown stock is 0 in every size', () => {
    const legacy = { id: 3, title: 'Old jeans', price: 500, originalPrice: 1000, image: '/x.svg', rating: 4, ratingCount: 2, category: 'jeans' };
    const [product] = parseStoredProducts([legacy]).products;
    expect(product).toMatchObject({
      brand: 'Fashion Grown',
      audience: 'unisex',
      description: 'High quality jeans with great comfort and style...',
      sku: 'JEA3003',
      discountPercentage: 50,
      stock: 0,
      sizeScale: 'clothing',
      colours: [],
    });
    expect(product?.variants.map((variant) => [variant.sku, variant.stock])).toEqual([
      ['JEA3003-S', 0],
      ['JEA3003-M', 0],
      ['JEA3003-L', 0],
      ['JEA3003-XL', 0],
      ['JEA3003-XXL', 0],
    ]);
  });

  it('reads a fit note tidied; a blank one, or one that is not text, is no note, and the product stays', () => {
    const read = (fitNote: unknown) => parseStoredProducts([{ ...aProduct({ id: 4 }), fitNote }]).products[0]?.fitNote;
    expect(read('  Regular fit.\n The model wears M. ')).toBe('Regular fit. The model wears M.');
    expect(read('   ')).toBeUndefined();
    expect(read(42)).toBeUndefined();
    expect(parseStoredProducts([{ ...aProduct({ id: 4 }), fitNote: 42 }]).rejected).toBe(0);
  });

  it('drops records that are not products and counts them', () => {
    const result = parseStoredProducts([
      aProduct({ id: 1 }),
      null,
      'text',
      { ...aProduct({ id: 2 }), price: 'free' },
      { ...aProduct({ id: 3 }), category: 'spaceships' },
      { ...aProduct({ id: 4 }), title: '   ' },
      aProduct({ id: 1, title: 'duplicate id' }),
    ]);
    expect(result.products.map((p) => p.id)).toEqual([1]);
    expect(result.rejected).toBe(6);
  });
});
