import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart } from '../../src/domain/cart/cart-add';
import { itemCount, type StoredCartLine } from '../../src/domain/cart/cart-line';
import { storedCartSchema } from '../../src/domain/cart/stored-cart';
import { MAX_QUANTITY_PER_ORDER } from '../../src/domain/catalogue/quantity';
import { SIZES } from '../../src/domain/catalogue/size';

const TEE = { id: 1, price: 499, stock: 5 };

describe('adding to the cart', () => {
  it('adds a line, and merges the same product and size', () => {
    const first = addToCart([], TEE, 'M', 2);
    expect(first).toEqual({ kind: 'added', lines: [{ productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 }], inCart: 2 });
    const again = addToCart(first.kind === 'added' ? first.lines : [], TEE, 'M', 1);
    expect(again.kind === 'added' && again.lines).toEqual([{ productId: 1, size: 'M', quantity: 3, priceWhenAdded: 499 }]);
    const otherSize = addToCart(again.kind === 'added' ? again.lines : [], TEE, 'L', 1);
    expect(otherSize.kind === 'added' && itemCount(otherSize.lines)).toBe(4);
  });

  it('refuses, saying why: out of stock, more than is left, over the per-order maximum, a bad quantity', () => {
    expect(addToCart([], { ...TEE, stock: 0 }, 'M', 1)).toEqual({ kind: 'out-of-stock' });
    expect(addToCart([{ productId: 1, size: 'M', quantity: 4, priceWhenAdded: 499 }], TEE, 'M', 2)).toEqual({ kind: 'more-than-left', left: 5, inCart: 4 });
    expect(addToCart([], { ...TEE, stock: undefined }, 'M', MAX_QUANTITY_PER_ORDER + 1)).toEqual({ kind: 'over-maximum', maximum: MAX_QUANTITY_PER_ORDER, inCart: 0 });
    for (const quantity of [0, -1, 1.5, Number.NaN, 1e9]) expect(addToCart([], { ...TEE, stock: undefined }, 'M', quantity).kind).not.toBe('added');
  });

  it('never holds more of a line than is left or than one order may hold', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...SIZES), fc.integer({ min: -3, max: 15 })), { maxLength: 20 }), fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }), (adds, stock) => {
        let lines: readonly StoredCartLine[] = [];
        for (const [size, quantity] of adds) {
          const check = addToCart(lines, { ...TEE, stock }, size, quantity);
          if (check.kind === 'added') lines = check.lines;
        }
        for (const line of lines) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(Math.min(MAX_QUANTITY_PER_ORDER, stock ?? Infinity));
        }
        expect(new Set(lines.map((line) => line.size)).size).toBe(lines.length);
        expect(storedCartSchema.safeParse(lines).success).toBe(true);
      }),
    );
  });

  it('reads a stored cart only in its own shape', () => {
    for (const bad of [null, {}, [{ productId: '1', size: 'M', quantity: 1, priceWhenAdded: 1 }], [{ productId: 1, size: 'XS', quantity: 1, priceWhenAdded: 1 }], [{ productId: 1, size: 'M', quantity: 0, priceWhenAdded: 1 }]]) {
      expect(storedCartSchema.safeParse(bad).success).toBe(false);
    }
  });
});
