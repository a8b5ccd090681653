import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredCartLine } from '../../src/domain/cart/cart-line';
import { changeLineSize, removeLine, setLineQuantity } from '../../src/domain/cart/cart-edit';
import { MAX_QUANTITY_PER_ORDER } from '../../src/domain/catalogue/quantity';
import { SIZES } from '../../src/domain/catalogue/size';
import { aProductInSizes } from '../support/products';

/** A T-shirt with `stock` left in each size. */
const tee = (stock: number) => aProductInSizes({ S: stock, M: stock, L: stock, XL: stock, XXL: stock }, { id: 1 });
const STOCK = 6;
const TEE = tee(STOCK);
const M: StoredCartLine = { productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 };
const L: StoredCartLine = { productId: 1, size: 'L', quantity: 3, priceWhenAdded: 499 };
const JEANS: StoredCartLine = { productId: 2, size: 'M', quantity: 1, priceWhenAdded: 1299 };

describe('changing a line of the cart', () => {
  it('sets a quantity within the stock and the per-order maximum', () => {
    expect(setLineQuantity([M, JEANS], TEE, M, 5)).toEqual({ kind: 'changed', lines: [{ ...M, quantity: 5 }, JEANS] });
    expect(setLineQuantity([M], TEE, M, 7)).toEqual({ kind: 'more-than-left', left: 6 });
    expect(setLineQuantity([M], tee(99), M, 11)).toEqual({ kind: 'over-maximum', maximum: MAX_QUANTITY_PER_ORDER });
    expect(setLineQuantity([M], tee(0), M, 1)).toEqual({ kind: 'out-of-stock' });
    expect(setLineQuantity([JEANS], TEE, M, 1)).toEqual({ kind: 'not-in-cart' });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the quantity %s', (quantity) => {
    expect(setLineQuantity([M], TEE, M, quantity)).toEqual({ kind: 'invalid-quantity' });
  });

  it('moves a line to another size in its place, merging with a line already in that size', () => {
    expect(changeLineSize([M, JEANS], TEE, M, 'XL')).toEqual({ kind: 'changed', lines: [{ ...M, size: 'XL' }, JEANS] });
    expect(changeLineSize([M, L, JEANS], TEE, M, 'L')).toEqual({ kind: 'changed', lines: [{ ...M, size: 'L', quantity: 5 }, JEANS] });
    expect(changeLineSize([M, L], tee(4), M, 'L')).toEqual({ kind: 'more-than-left', left: 4 });
    expect(changeLineSize([M], TEE, M, 'M')).toEqual({ kind: 'changed', lines: [M] });
    expect(changeLineSize([JEANS], TEE, M, 'L')).toEqual({ kind: 'not-in-cart' });
  });

  it('moves a line whose size sold out to a size with stock, and not to a sold-out one', () => {
    const soldOutM = aProductInSizes({ S: 0, M: 0, L: 3, XL: 0 }, { id: 1 });
    expect(setLineQuantity([M], soldOutM, M, 1)).toEqual({ kind: 'out-of-stock' });
    expect(changeLineSize([M], soldOutM, M, 'L')).toEqual({ kind: 'changed', lines: [{ ...M, size: 'L' }] });
    expect(changeLineSize([M], soldOutM, M, 'XL')).toEqual({ kind: 'out-of-stock' });
    expect(changeLineSize([M], soldOutM, M, 'One Size')).toEqual({ kind: 'no-variant' });
  });

  it('removes a line, and only that one', () => {
    expect(removeLine([M, L, JEANS], M)).toEqual([L, JEANS]);
    expect(removeLine([L], M)).toEqual([L]);
  });

  it('never leaves two lines of one product and size, nor a quantity out of bounds', () => {
    const line = fc.record({ productId: fc.integer({ min: 1, max: 2 }), size: fc.constantFrom(...SIZES) });
    fc.assert(
      fc.property(fc.array(fc.tuple(line, fc.constantFrom(...SIZES), fc.integer({ min: -2, max: 12 })), { maxLength: 25 }), (edits) => {
        let lines: readonly StoredCartLine[] = SIZES.map((size) => ({ productId: 1, size, quantity: 1, priceWhenAdded: 10 }));
        for (const [key, size, quantity] of edits) {
          const bySize = changeLineSize(lines, TEE, key, size);
          if (bySize.kind === 'changed') lines = bySize.lines;
          const byQuantity = setLineQuantity(lines, TEE, { ...key, size }, quantity);
          if (byQuantity.kind === 'changed') lines = byQuantity.lines;
        }
        expect(new Set(lines.map((item) => `${item.productId}/${item.size}`)).size).toBe(lines.length);
        for (const item of lines) expect(item.quantity).toBeGreaterThanOrEqual(1);
        for (const item of lines) expect(item.quantity).toBeLessThanOrEqual(STOCK);
      }),
    );
  });
});
