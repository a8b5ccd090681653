import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../src/domain/money';
import { itemListStructuredData, offerPrice, productStructuredData } from '../../../src/domain/search-engines/structured-data';
import { aProduct } from '../../support/products';

const PAGE = 'https://shop.example/product/1';

describe('productStructuredData', () => {
  it('gives the name, absolute image, description, SKU, brand, offer in rupees and rating', () => {
    const product = aProduct({ id: 1, title: 'Classic Tee', price: 499, rating: 4.3, ratingCount: 1245, stock: 50, sku: 'TSH1001', brand: 'Urban Style' });
    expect(productStructuredData(product, PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Tee',
      image: 'https://shop.example/images/products/1.svg',
      description: product.description,
      sku: 'TSH1001',
      brand: { '@type': 'Brand', name: 'Urban Style' },
      offers: { '@type': 'Offer', url: PAGE, price: '499.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 1245 },
    });
  });

  it('is in stock while the shop takes orders for it in some size (low stock too), out of stock at 0 in every size', () => {
    const availability = (stock: number) => (productStructuredData(aProduct({ stock }), PAGE).offers as { availability: string }).availability;
    expect(availability(3)).toBe('https://schema.org/InStock');
    expect(availability(0)).toBe('https://schema.org/OutOfStock');
  });

  it('keeps an image at another address as it is, and writes paise', () => {
    const data = productStructuredData(aProduct({ image: 'https://cdn.example/a.jpg', price: 49.5 }), PAGE);
    expect(data.image).toBe('https://cdn.example/a.jpg');
    expect(data.offers).toMatchObject({ price: '49.50' });
  });

  it('has no rating until shoppers have rated the product', () => {
    expect(productStructuredData(aProduct({ rating: 0, ratingCount: 0 }), PAGE)).not.toHaveProperty('aggregateRating');
    expect(productStructuredData(aProduct({ rating: 4, ratingCount: 0 }), PAGE)).not.toHaveProperty('aggregateRating');
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
