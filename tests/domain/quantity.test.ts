import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isExactQuantity,
  MAX_QUANTITY_PER_ORDER,
  maxOrderQuantity,
  normalizeQuantity,
} from '../../src/domain/catalogue/quantity';

describe('normalizeQuantity', () => {
  it.each([
    ['3', 3],
    [' 5 ', 5],
    ['12', 12],
    ['2.7', 2],
    ['1.999', 1],
    ['0', 1],
    ['0.5', 1],
    ['-4', 1],
    ['-0', 1],
    ['', 1],
    ['   ', 1],
    ['abc', 1],
    ['3abc', 1],
    ['0x10', 1],
    ['e', 1],
    ['1e2', 100],
  ] as const)('typed %j → %i', (typed, quantity) => {
    expect(normalizeQuantity(typed)).toBe(quantity);
  });

  it.each([
    [7, 7],
    [7.9, 7],
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('number %d → %i', (value, quantity) => {
    expect(normalizeQuantity(value)).toBe(quantity);
  });

  it('never goes above the maximum it is given', () => {
    expect(normalizeQuantity('50', 10)).toBe(10);
    expect(normalizeQuantity(4, 3)).toBe(3);
    expect(normalizeQuantity('9', 9.5)).toBe(9);
    expect(normalizeQuantity('0', 10)).toBe(1);
    // A maximum below 1 cannot take the quantity below 1.
    expect(normalizeQuantity('5', 0)).toBe(1);
  });

  it('always gives an integer of at least 1, whatever is typed or passed', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer(), fc.stringMatching(/^-?\d{0,4}(\.\d{0,3})?$/)), (input) => {
        const q = normalizeQuantity(input);
        return Number.isInteger(q) && q >= 1;
      }),
    );
  });

  it('with a maximum, always gives an integer from 1 to that maximum', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), fc.integer({ min: 1, max: 1000 }), (input, max) => {
        const q = normalizeQuantity(input, max);
        return Number.isInteger(q) && q >= 1 && q <= max;
      }),
    );
  });

  it('keeps a whole number from 1 up as it is, and drops the fraction of a decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 999 }), (n, fraction) => {
        expect(normalizeQuantity(String(n))).toBe(n);
        expect(normalizeQuantity(`${n}.${fraction}`)).toBe(n);
      }),
    );
  });
});

describe('maxOrderQuantity', () => {
  it.each([
    [undefined, MAX_QUANTITY_PER_ORDER],
    [99, 10],
    [10, 10],
    [9, 9],
    [3, 3],
    [1, 1],
    [0, 10],
    [-2, 10],
    [Number.NaN, 10],
  ])('stock %s → at most %i', (stock, max) => {
    expect(maxOrderQuantity(stock)).toBe(max);
  });
});

describe('isExactQuantity', () => {
  it('accepts only a plain whole number from 1 to the maximum', () => {
    expect(isExactQuantity('1', 10)).toBe(true);
    expect(isExactQuantity('10', 10)).toBe(true);
    expect(isExactQuantity('11', 10)).toBe(false);
    expect(isExactQuantity('0', 10)).toBe(false);
    expect(isExactQuantity('03', 10)).toBe(false);
    expect(isExactQuantity('2.5', 10)).toBe(false);
    expect(isExactQuantity('', 10)).toBe(false);
    expect(isExactQuantity('x', 10)).toBe(false);
  });
});
