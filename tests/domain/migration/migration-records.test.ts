import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOrZero,
  countOrZero,
  emailFromName,
  PLACEHOLDER_EMAIL_DOMAIN,
  productRecord,
  roleFromName,
  userRecord,
} from '../../../src/domain/migration/migration-records';
import { aProductInSizes } from '../../support/products';

describe('amounts and counts of the local data', () => {
  it('parse numbers and number-like text, and become 0 when they do not parse (spec §5)', () => {
    expect(amountOrZero(1299)).toBe(1299);
    expect(amountOrZero('1,299.50')).toBe(1299.5);
    expect(amountOrZero('₹ 499')).toBe(499);
    for (const junk of ['abc', '', null, undefined, {}, Number.NaN, Number.POSITIVE_INFINITY, -5]) expect(amountOrZero(junk)).toBe(0);
    expect(countOrZero('12')).toBe(12);
    expect(countOrZero(7.9)).toBe(7);
    expect(countOrZero('many')).toBe(0);
  });
});

describe('users', () => {
  it('are admins when the name is admin, in any case (spec §5), and users otherwise', () => {
    expect(['admin', 'ADMIN', ' Admin '].map(roleFromName)).toEqual(['admin', 'admin', 'admin']);
    expect(['administrator', 'asha', 'admin2'].map(roleFromName)).toEqual(['user', 'user', 'user']);
  });

  it('get an email made from the name, on a reserved domain, that two names never share', () => {
    expect(emailFromName('Asha Rao')).toBe(`asha_20_rao@${PLACEHOLDER_EMAIL_DOMAIN}`);
    expect(emailFromName('asha_rao')).toBe(`asha_5f_rao@${PLACEHOLDER_EMAIL_DOMAIN}`);
    // Names are unique in any case, so the same name in another case may share the email.
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        fc.pre(a.trim().toLowerCase() !== b.trim().toLowerCase() && a.trim() !== '' && b.trim() !== '');
        expect(emailFromName(a)).not.toBe(emailFromName(b));
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        expect(emailFromName(name)).toMatch(/^[a-z0-9_]*@users\.fashionzone\.invalid$/);
      }),
    );
  });

  it('keep their name and registration time; a legacy record named only by its key keeps the key', () => {
    expect(userRecord('9876543210', { name: 'Asha', phone: '9876543210', registeredAt: '2024-05-01T10:00:00.000Z' })).toEqual({
      ok: true,
      record: { email: `asha@${PLACEHOLDER_EMAIL_DOMAIN}`, name: 'Asha', role: 'user', created_at: '2024-05-01T10:00:00.000Z' },
    });
    const legacy = userRecord('Admin', { registeredAt: 'not a date' });
    expect(legacy).toEqual({ ok: true, record: { email: `admin@${PLACEHOLDER_EMAIL_DOMAIN}`, name: 'Admin', role: 'admin', created_at: '1970-01-01T00:00:00.000Z' } });
    expect(userRecord('  ', null)).toEqual({ ok: false, reason: 'the user has no name' });
  });
});

describe('products', () => {
  it('map the store’s own product to its row, with its grid as it is', () => {
    const product = aProductInSizes({ S: 4, L: 8 }, { id: 4, title: 'Linen Shirt', price: 1299, originalPrice: 1999, discountPercentage: 35, category: 'shirts', sku: 'SHI4004' });
    const reading = productRecord(product);
    expect(reading.ok && reading.record).toMatchObject({
      sku: 'SHI4004',
      name: 'Linen Shirt',
      price: 1299,
      original_price: 1999,
      discount: 35,
      category: 'shirts',
      grid: { sizeScale: product.sizeScale, colours: product.colours, variants: product.variants },
    });
  });

  it('refuse a product whose variants cannot be read, rather than guess at its stock', () => {
    const product = aProductInSizes({ S: 4 }, { sku: 'SHI4004' });
    const reading = productRecord({ ...product, variants: product.variants.map((variant) => ({ ...variant, stock: -1 })) });
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.reason).toMatch(/^The variants of SHI4004 cannot be read: /);
  });

  it('read a legacy record (name, image, text price and stock), with 0 for what does not parse', () => {
    const reading = productRecord({ name: 'Old Tee', description: 'Soft', price: 'cheap', image: '/images/products/1.svg', category: 'T-Shirts', stock: '5', sku: 'OLD-1' });
    expect(reading).toEqual({
      ok: true,
      record: {
        sku: 'OLD-1',
        name: 'Old Tee',
        description: 'Soft',
        price: 0,
        original_price: 0,
        discount: 0,
        rating: 0,
        rating_count: 0,
        image_url: '/images/products/1.svg',
        category: 'tshirts',
        brand: null,
        audience: 'unisex',
        grid: {
          sizeScale: 'clothing',
          colours: [],
          variants: [
            { size: 'S', sku: 'OLD-1-S', stock: 1 },
            { size: 'M', sku: 'OLD-1-M', stock: 1 },
            { size: 'L', sku: 'OLD-1-L', stock: 1 },
            { size: 'XL', sku: 'OLD-1-XL', stock: 1 },
            { size: 'XXL', sku: 'OLD-1-XXL', stock: 1 },
          ],
        },
      },
    });
  });

  it('keep a category by the storefront’s slug, a new one as it is, and put a garbled one in uncategorized', () => {
    const category = (value: string) => {
      const reading = productRecord({ name: 'X', sku: 'X-1', price: 1, category: value });
      return reading.ok && reading.record.category;
    };
    expect([category('tshirt'), category('Jeans'), category('sarees'), category('Ethnic Wear!'), category('')]).toEqual(['tshirts', 'jeans', 'sarees', 'uncategorized', 'uncategorized']);
  });

  it('leave out an image address the table refuses, rather than fail the product', () => {
    for (const image of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      const reading = productRecord({ name: 'X', sku: 'X-1', price: 1, image });
      expect(reading.ok && reading.record.image_url).toBe('');
    }
  });

  it('say why a record cannot be migrated: no name, or no SKU to recognise it on a second run', () => {
    expect(productRecord(null)).toEqual({ ok: false, reason: 'not a product record' });
    expect(productRecord({ price: 10, sku: 'A' })).toEqual({ ok: false, reason: 'the product has no name' });
    expect(productRecord({ name: 'Tee', price: 10 })).toEqual({ ok: false, reason: '"Tee" has no SKU to recognise it by on a second run' });
  });
});
