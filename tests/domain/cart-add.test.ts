import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart } from '../../src/domain/cart/cart-add';
import { itemCount, type StoredCartLine } from '../../src/domain/cart/cart-line';
import { storedCartSchema } from '../../src/domain/cart/stored-cart';
import { MAX_QUANTITY_PER_ORDER } from '../../src/domain/catalogue/quantity';
import { SIZES } from '../../src/domain/catalogue/size';
import { aProduct, aProductInSizes } from '../support/products';

/** A T-shirt with `stock` left in each size. */
const tee = (stock: number) => aProductInSizes({ S: stock, M: stock, L: stock, XL: stock, XXL: stock }, { id: 1, price: 499 });
const TEE = tee(5);

describe('adding to the cart', () => {
  it('adds a line, and merges the same product and size', () => {
    const first = addToCart([], TEE, { size: 'M' }, 2);
    expect(first).toEqual({ kind: 'added', lines: [{ productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 }], inCart: 2 });
    const again = addToCart(first.kind === 'added' ? first.lines : [], TEE, { size: 'M' }, 1);
    expect(again.kind === 'added' && again.lines).toEqual([{ productId: 1, size: 'M', quantity: 3, priceWhenAdded: 499 }]);
    const otherSize = addToCart(again.kind === 'added' ? again.lines : [], TEE, { size: 'L' }, 1);
    expect(otherSize.kind === 'added' && itemCount(otherSize.lines)).toBe(4);
  });

  it('refuses, saying why: out of stock, more than is left, over the per-order maximum, a bad quantity', () => {
    expect(addToCart([], tee(0), { size: 'M' }, 1)).toEqual({ kind: 'out-of-stock' });
    expect(addToCart([{ productId: 1, size: 'M', quantity: 4, priceWhenAdded: 499 }], TEE, { size: 'M' }, 2)).toEqual({ kind: 'more-than-left', left: 5, inCart: 4 });
    expect(addToCart([], tee(99), { size: 'M' }, MAX_QUANTITY_PER_ORDER + 1)).toEqual({ kind: 'over-maximum', maximum: MAX_QUANTITY_PER_ORDER, inCart: 0 });
    for (const quantity of [0, -1, 1.5, Number.NaN, 1e9]) expect(addToCart([], tee(99), { size: 'M' }, quantity).kind).not.toBe('added');
  });

  it('counts the stock of the size asked for, not of the product', () => {
    const lastXl = aProductInSizes({ M: 30, XL: 1 }, { id: 1, price: 499 });
    expect(addToCart([], lastXl, { size: 'XL' }, 2)).toEqual({ kind: 'more-than-left', left: 1, inCart: 0 });
    expect(addToCart([], lastXl, { size: 'S' }, 1)).toEqual({ kind: 'out-of-stock' });
    expect(addToCart([], lastXl, { size: 'XL' }, 1).kind).toBe('added');
  });

  it('refuses a size or colour the product does not come in', () => {
    const bag = aProduct({ id: 14, category: 'accessories', stock: 20 });
    expect(addToCart([], bag, { size: 'M' }, 1)).toEqual({ kind: 'no-variant' });
    expect(addToCart([], bag, { size: 'One Size' }, 1).kind).toBe('added');
    expect(addToCart([], TEE, { size: 'M', colour: 'Navy' }, 1)).toEqual({ kind: 'no-variant' });
  });

  it('never holds more of a line than is left or than one order may hold', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...SIZES), fc.integer({ min: -3, max: 15 })), { maxLength: 20 }), fc.integer({ min: 0, max: 12 }), (adds, stock) => {
        let lines: readonly StoredCartLine[] = [];
        for (const [size, quantity] of adds) {
          const check = addToCart(lines, tee(stock), { size }, quantity);
          if (check.kind === 'added') lines = check.lines;
        }
        for (const line of lines) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(Math.min(MAX_QUANTITY_PER_ORDER, stock));
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
