import { describe, expect, it } from 'vitest';
import { isOrderable, stockBadge } from '../../src/domain/catalogue/stock';

describe('stockBadge', () => {
  it.each([
    [undefined, 'Unknown'],
    [99, 'In Stock'],
    [21, 'In Stock'],
    [20, 'Low Stock'],
    [1, 'Low Stock'],
    [0, 'Out of Stock'],
    [-3, 'Out of Stock'],
  ] as const)('%s → %s', (stock, badge) => {
    expect(stockBadge(stock)).toBe(badge);
  });
});

describe('isOrderable', () => {
  it.each([
    [undefined, true],
    [25, true],
    [1, true],
    [0, false],
    [-3, false],
  ] as const)('stock %s → %s', (stock, orderable) => {
    expect(isOrderable(stock)).toBe(orderable);
  });
});
