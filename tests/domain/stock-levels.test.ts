import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/product';
import { withLevels } from '../../src/domain/catalogue/product-list';
import { levelsAfterReturn, levelsAfterSale, levelsBefore } from '../../src/domain/catalogue/stock-levels';
import { totalStock } from '../../src/domain/catalogue/variant-stock';
import { aProductInSizes } from '../support/products';

const tee = aProductInSizes({ S: 2, M: 5, L: 1 }, { id: 1 });
const jeans = aProductInSizes({ M: 3 }, { id: 2, category: 'jeans' });
const byId = (...products: Product[]) => new Map(products.map((product) => [product.id, product]));
const stockIn = (product: Product, size: string) => product.variants.find((variant) => variant.size === size)?.stock;

describe('stock levels', () => {
  it('takes a sale off the variants it names, two lines of one product in one grid', () => {
    const levels = levelsAfterSale(byId(tee, jeans), [
      { productId: 1, size: 'M', quantity: 2 },
      { productId: 1, size: 'S', quantity: 2 },
      { productId: 2, size: 'M', quantity: 1 },
    ]);
    const [newTee, newJeans] = withLevels([tee, jeans], levels);
    expect([stockIn(newTee!, 'S'), stockIn(newTee!, 'M'), stockIn(newTee!, 'L')]).toEqual([0, 3, 1]);
    expect(newTee!.stock).toBe(4);
    expect(stockIn(newJeans!, 'M')).toBe(2);
  });

  it('refuses to sell more than a variant has, even across two lines of it', () => {
    expect(() => levelsAfterSale(byId(tee), [{ productId: 1, size: 'L', quantity: 1 }, { productId: 1, size: 'L', quantity: 1 }])).toThrow('Cannot sell 1 of');
  });

  it('puts a cancellation back on its variant, and nothing on a variant or product no longer sold', () => {
    const levels = levelsAfterReturn(byId(tee), [
      { productId: 1, size: 'XL', quantity: 2 },
      { productId: 1, size: 'M', colour: 'Navy', quantity: 1 },
      { productId: 9, size: 'M', quantity: 1 },
    ]);
    expect(stockIn(withLevels([tee], levels)[0]!, 'XL')).toBe(2);
    expect([...levels.keys()]).toEqual([1]);
  });

  it('keeps the levels before a move, to put back when its write fails; leaves other products as they were', () => {
    const products = byId(tee, jeans);
    const sold = levelsAfterSale(products, [{ productId: 1, size: 'M', quantity: 5 }]);
    expect(withLevels([tee, jeans], levelsBefore(products, sold))).toEqual([tee, jeans]);
    expect(withLevels([tee, jeans], sold)[1]).toBe(jeans);
  });

  it('a sale and its return leave every variant as it was, and the stock always the sum of the variants (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ size: fc.constantFrom('S', 'M', 'L'), quantity: fc.integer({ min: 1, max: 2 }) }), { maxLength: 4 }), (wanted) => {
        const lines = wanted.map((line) => ({ productId: 1, ...line }));
        let after: Product;
        try {
          after = withLevels([tee], levelsAfterSale(byId(tee), lines))[0]!;
        } catch {
          return; // more than a size has: refused as a whole
        }
        expect(after.variants.every((variant) => variant.stock >= 0)).toBe(true);
        expect(after.stock).toBe(totalStock(after));
        expect(withLevels([after], levelsAfterReturn(byId(after), lines))[0]).toEqual(tee);
      }),
    );
  });
});
