import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../src/domain/money';
import { productStructuredData } from '../../../src/domain/search-engines/product-structured-data';
import { itemListStructuredData, offerPrice } from '../../../src/domain/search-engines/structured-data';
import { type VariantKey } from '../../../src/domain/catalogue/variants';
import { makeProductVariants } from '../../../src/domain/catalogue/variant-grid';
import { aProduct, aProductInSizes } from '../../support/products';

const PAGE = 'https://shop.example/product/1';

const variantUrl = (variant: VariantKey) => `${PAGE}?size=${variant.size}${variant.colour === undefined ? '' : `&colour=${variant.colour}`}`;

describe('productStructuredData', () => {
  it('is a ProductGroup: name, absolute image, description, SKU as its id, brand, and each size as a Product with its own SKU and offer', () => {
    const product = aProductInSizes({ S: 2, M: 5 }, { id: 1, title: 'Classic Tee', price: 499, rating: 4.3, ratingCount: 1245, sku: 'TSH1001', brand: 'Urban Style' });
    const data = productStructuredData(product, PAGE, variantUrl);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Classic Tee',
      url: PAGE,
      image: 'https://shop.example/images/products/1.svg',
      description: product.description,
      productGroupID: 'TSH1001',
      brand: { '@type': 'Brand', name: 'Urban Style' },
      variesBy: ['https://schema.org/size'],
    });
    const variants = data.hasVariant as { sku: string; size: string; offers: { availability: string } }[];
    expect(variants.map((variant) => variant.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(variants[0]).toEqual({
      '@type': 'Product',
      name: 'Classic Tee (S)',
      sku: 'TSH1001-S',
      size: 'S',
      image: 'https://shop.example/images/products/1.svg',
      offers: { '@type': 'Offer', url: `${PAGE}?size=S`, price: '499.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    // Each variant's own availability: L, XL and XXL have none left.
    expect(variants.map((variant) => variant.offers.availability.replace('https://schema.org/', ''))).toEqual(['InStock', 'InStock', 'OutOfStock', 'OutOfStock', 'OutOfStock']);
  });

  it('varies by colour too when the product has colours, each variant with its colour, image and address', () => {
    const colours = [
      { name: 'Khaki', swatch: '#c9b48a', image: '/images/products/29.svg' },
      { name: 'Navy', swatch: '#243a66', image: 'https://cdn.example/29-navy.jpg' },
    ];
    const cap = aProduct({ id: 29, category: 'accessories', sku: 'ACC1029', ...makeProductVariants('ACC1029', 'one-size', colours, (key) => (key.colour === 'Navy' ? 0 : 4)) });
    const data = productStructuredData(cap, PAGE, variantUrl);
    expect(data.variesBy).toEqual(['https://schema.org/size', 'https://schema.org/color']);
    expect(data.hasVariant).toMatchObject([
      { sku: 'ACC1029-OS-KHAKI', size: 'One Size', color: 'Khaki', image: 'https://shop.example/images/products/29.svg', offers: { url: `${PAGE}?size=One Size&colour=Khaki`, availability: 'https://schema.org/InStock' } },
      { size: 'One Size', color: 'Navy', image: 'https://cdn.example/29-navy.jpg', offers: { availability: 'https://schema.org/OutOfStock' } },
    ]);
  });

  it('keeps an image at another address as it is, and writes paise', () => {
    const data = productStructuredData(aProduct({ image: 'https://cdn.example/a.jpg', price: 49.5 }), PAGE, variantUrl);
    expect(data.image).toBe('https://cdn.example/a.jpg');
    expect(data.hasVariant).toContainEqual(expect.objectContaining({ offers: expect.objectContaining({ price: '49.50' }) }));
  });

  it('gives no rating: the seeded rating is no review a shopper wrote, which Google’s review snippets need', () => {
    expect(productStructuredData(aProduct({ rating: 4.3, ratingCount: 1245 }), PAGE, variantUrl)).not.toHaveProperty('aggregateRating');
    expect(productStructuredData(aProduct({ rating: 0, ratingCount: 0 }), PAGE, variantUrl)).not.toHaveProperty('aggregateRating');
  });
});

describe('itemListStructuredData', () => {
  it('numbers the entries from 1, in their order, with their address and name', () => {
    expect(
      itemListStructuredData('T-shirts', [
        { name: 'A', url: 'https://shop.example/product/3' },
        { name: 'B', url: 'https://shop.example/product/1' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'T-shirts',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://shop.example/product/3', name: 'A' },
        { '@type': 'ListItem', position: 2, url: 'https://shop.example/product/1', name: 'B' },
      ],
    });
  });

  it('is an empty list for a page with no products', () => {
    expect(itemListStructuredData('Men', [])).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});

describe('offerPrice', () => {
  it('writes rupees with two decimals and no grouping', () => {
    expect(offerPrice(1299)).toBe('1299.00');
    expect(offerPrice(0)).toBe('0.00');
    expect(offerPrice(804047.615)).toBe('804047.62');
    expect(offerPrice(-5.5)).toBe('-5.50');
  });

  it('is the amount the shop shows, to the paisa (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) => {
        const shown = formatRupees(amount).replace(/[₹,]/g, '');
        expect(offerPrice(amount)).toBe(shown.includes('.') ? shown : `${shown}.00`);
      }),
    );
  });
});
