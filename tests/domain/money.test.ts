import { expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/money';

it('formats rupees with Indian digit grouping', () => {
  expect(formatRupees(1299)).toBe('₹1,299');
  expect(formatRupees(123456)).toBe('₹1,23,456');
  expect(formatRupees(0)).toBe('₹0');
  expect(formatRupees(49.5)).toBe('₹49.50');
});
