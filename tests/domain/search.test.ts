import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS, CATEGORIES, CATEGORY_NAMES } from '../../src/domain/catalogue/category';
import type { Product } from '../../src/domain/catalogue/product';
import { searchProducts, searchTerms, suggest } from '../../src/domain/catalogue/search';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { aProduct, generateProducts } from '../support/products';

const seed = seedProducts(() => 0.5);
const found = (text: string, products: readonly Product[] = seed) => searchProducts(products, text).map((p) => p.id);

describe('searchProducts', () => {
  it('finds by title, case-insensitively and trimmed', () => {
    expect(found('puffer')).toEqual([12]);
    expect(found('  QUILTED Puffer  ')).toEqual([12]);
  });

  it('finds by category, as stored and as shown', () => {
    expect(found('jeans')).toEqual([3, 17]);
    expect(found('outerwear')).toEqual([12, 21, 27]);
    expect(found('tshirts')).toEqual([1, 15, 24]);
  });

  it('finds T-shirts however the word is written', () => {
    const tshirts = [1, 10, 15, 22, 24];
    expect(found('t-shirt')).toEqual(tshirts);
    expect(found('T-Shirts')).toEqual([1, 15, 24]); // 'tshirts' is the category: the titles say T-Shirt
    expect(found('tshirt')).toEqual(tshirts);
  });

  it('finds by brand', () => {
    expect(found('urban style')).toEqual(seed.filter((p) => p.brand === 'Urban Style').map((p) => p.id));
    expect(found('metro')).toEqual(seed.filter((p) => p.brand === 'Metro Fashion').map((p) => p.id));
  });

  it('needs every word to match, in any field and any order', () => {
    expect(found('jeans women')).toEqual([17]);
    expect(found('hoodie metro')).toEqual([18]);
    expect(found('denim dress')).toEqual([]);
  });

  it('matches the start of words, so men does not find women', () => {
    expect(found('men')).toEqual(seed.filter((p) => p.audience === 'men').map((p) => p.id));
    expect(found('ean')).toEqual([]);
  });

  it('ignores accents and punctuation', () => {
    expect(found('DÉNIM')).toEqual([3, 25, 27]);
    expect(found("girls'")).toEqual([19]);
    expect(found('button-down')).toEqual([11]);
  });

  it('finds nothing for empty text', () => {
    expect(found('')).toEqual([]);
    expect(found('   ')).toEqual([]);
    expect(found('--- !!')).toEqual([]);
    expect(searchTerms('  a  B a ')).toEqual(['a', 'b']);
  });

  it('sees a product changed in place', () => {
    const product = aProduct({ id: 1, title: 'Red Scarf' });
    expect(found('scarf', [product])).toEqual([1]);
    product.title = 'Blue Beanie';
    expect(found('scarf', [product])).toEqual([]);
    expect(found('beanie', [product])).toEqual([1]);
  });
});

describe('suggest', () => {
  it('gives at most 5, title matches by popularity', () => {
    const shirts = suggest(seed, 'shirt');
    expect(shirts.map((s) => s.id)).toEqual([1, 22, 11, 15, 10]);
    expect(shirts[0]).toEqual({ id: 1, title: 'Classic Crew Neck Cotton T-Shirt', categoryName: 'T-shirts', brand: 'Fashion Grown' });
  });

  it('puts titles starting with the text first, then other title matches, then category or brand matches', () => {
    const products = [
      aProduct({ id: 1, title: 'Slim Fit', category: 'jeans', ratingCount: 1000 }),
      aProduct({ id: 2, title: 'Mom Jeans', category: 'jeans', ratingCount: 100 }),
      aProduct({ id: 3, title: 'Jeans Jacket', category: 'outerwear', ratingCount: 1 }),
      aProduct({ id: 4, title: 'Cap', category: 'accessories', ratingCount: 5000 }),
    ];
    expect(suggest(products, 'jeans').map((s) => s.id)).toEqual([3, 2, 1]);
    expect(suggest(products, 'jeans', 2).map((s) => s.id)).toEqual([3, 2]);
  });

  it('suggests by brand when no title matches', () => {
    expect(suggest(seed, 'urban').map((s) => s.id)).toEqual([4, 23, 28, 2, 15]);
  });

  it('has nothing to suggest for empty text', () => {
    expect(suggest(seed, ' ')).toEqual([]);
    expect(suggest(seed, 'jeans', 0)).toEqual([]);
  });
});

// ---- Properties against a plain reference implementation ----

const wordArb = fc.constantFrom('classic', 'denim', 'jeans', 'T-Shirt', 'shirt', 'hoodie', 'Zip-Up', 'linen', 'dress', 'kids', 'cap', 'Café');
const productArb = (id: number) =>
  fc
    .record({
      words: fc.array(wordArb, { minLength: 1, maxLength: 4 }),
      category: fc.constantFrom(...CATEGORIES),
      brand: fc.constantFrom(...BRANDS),
      ratingCount: fc.integer({ min: 0, max: 50 }),
    })
    .map(({ words, category, brand, ratingCount }) => aProduct({ id, title: words.join(' '), category, brand, ratingCount }));
const catalogueArb = fc.integer({ min: 0, max: 25 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => productArb(i + 1))));
const textArb = fc.oneof(
  fc.array(fc.oneof(wordArb, fc.constantFrom('JE', 'sh', 'urban', 'metro', 'men', 't', 'caf', 'xyz')), { maxLength: 3 }).map((w) => w.join(' ')),
  fc.string({ maxLength: 12 }),
);

function referenceMatch(p: Product, text: string): boolean {
  const norm = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const fields = [p.title, p.category, CATEGORY_NAMES[p.category], p.brand, p.audience].map(norm).join(' ');
  const words = fields.split(/\s+/).flatMap((chunk) => {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return [...parts, parts.join('')];
  });
  const terms = norm(text).trim().split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean);
  return terms.length > 0 && terms.every((t) => words.some((w) => w.startsWith(t)));
}

describe('search properties', () => {
  it('finds exactly what a plain word-prefix match finds, in catalogue order', () => {
    fc.assert(
      fc.property(catalogueArb, textArb, (products, text) => {
        expect(found(text, products)).toEqual(products.filter((p) => referenceMatch(p, text)).map((p) => p.id));
      }),
    );
  });

  it('does not care about case or surrounding spaces', () => {
    fc.assert(
      fc.property(catalogueArb, textArb, (products, text) => {
        expect(found(` ${text.toUpperCase()} `, products)).toEqual(found(text.toLowerCase(), products));
      }),
    );
  });

  it('suggests at most the limit, only matches, no repeats, the best first', () => {
    fc.assert(
      fc.property(catalogueArb, textArb, fc.integer({ min: 1, max: 8 }), (products, text, limit) => {
        const ids = suggest(products, text, limit).map((s) => s.id);
        expect(ids.length).toBeLessThanOrEqual(limit);
        expect(new Set(ids).size).toBe(ids.length);
        const matches = found(text, products);
        for (const id of ids) expect(matches).toContain(id);
        expect(ids.length).toBe(Math.min(limit, matches.length));
        // A shorter list is the start of a longer one.
        expect(suggest(products, text, 50).map((s) => s.id).slice(0, ids.length)).toEqual(ids);
      }),
    );
  });

  it('stays correct on a large generated catalogue', () => {
    const products = generateProducts(2000);
    expect(found('product 1999', products)).toEqual([1999]);
    expect(found('jeans', products)).toHaveLength(products.filter((p) => p.category === 'jeans').length);
  });
});
