import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, groupIndianDigits } from '../../src/domain/indian-digits';
import { formatRupees } from '../../src/domain/money';

// What the store wrote before with Intl, and what it must keep writing.
const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});
const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

describe('Indian digit grouping', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
    ['12345678', '1,23,45,678'],
  ])('%s → %s', (digits, grouped) => {
    expect(groupIndianDigits(digits)).toBe(grouped);
  });

  it('counts read as Intl en-IN writes them', () => {
    expect(formatCount(1245)).toBe('1,245');
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCount(n) === intlCount.format(n)));
  });
});

describe('formatRupees', () => {
  it('writes whole rupees without paise, and paise with two digits', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(49.5)).toBe('₹49.50');
    expect(formatRupees(-1299)).toBe('-₹1,299');
  });

  it('writes every amount exactly as Intl en-IN does, rounding included', () => {
    const paise = fc.integer({ min: -1e11, max: 1e11 }).map((p) => p / 100);
    const anyAmount = fc.double({ min: -1e9, max: 1e9, noNaN: true });
    const halfPaise = fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000); // ties such as 1.005
    fc.assert(fc.property(fc.oneof(paise, anyAmount, halfPaise), (amount) => formatRupees(amount) === intlRupees.format(amount)), { numRuns: 5000 });
  });

  it('writes what is not a number as Intl does', () => {
    for (const odd of [Number.NaN, Infinity, -Infinity, -0]) expect(formatRupees(odd)).toBe(intlRupees.format(odd));
  });
});
