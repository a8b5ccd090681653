import { describe, expect, it } from 'vitest';
import { EMPTY_CART, MAX_CART_LINES, readStoredCart } from '../../src/domain/cart/stored-cart';

const LINE = { productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 };

describe('reading a stored cart', () => {
  it('reads nothing stored as an empty cart, with nothing dropped', () => {
    expect(readStoredCart(undefined)).toEqual(EMPTY_CART);
    expect(readStoredCart(null)).toEqual(EMPTY_CART);
  });

  it('keeps the lines in its own shape', () => {
    expect(readStoredCart([LINE, { ...LINE, size: 'L' }])).toEqual({ lines: [LINE, { ...LINE, size: 'L' }], dropped: false });
  });

  it.each([
    ['an object', { 1: LINE }],
    ['a string', 'cart'],
    ['a number', 7],
    ['too many lines', Array.from({ length: MAX_CART_LINES + 1 }, (_, index) => ({ ...LINE, productId: index + 1 }))],
  ])('drops a cart that is %s', (_what, raw) => {
    expect(readStoredCart(raw)).toEqual({ lines: [], dropped: true });
  });

  it('drops the lines of an older or corrupted shape and keeps the others', () => {
    const raw = [
      LINE,
      { ...LINE, productId: '2' },
      { ...LINE, size: 'XS' },
      { ...LINE, quantity: 0 },
      { ...LINE, quantity: 1e9 },
      { ...LINE, priceWhenAdded: -1 },
      { id: 3, qty: 1 },
      null,
      { ...LINE, quantity: 3 },
    ];
    expect(readStoredCart(raw)).toEqual({ lines: [LINE], dropped: true });
  });
});
