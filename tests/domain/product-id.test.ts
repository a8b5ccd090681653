import { describe, expect, it } from 'vitest';
import { parseProductId } from '../../src/domain/catalogue/product-id';

describe('parseProductId', () => {
  it.each([
    ['1', 1],
    ['30', 30],
    ['007', 7],
    ['abc', undefined],
    ['', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['12abc', undefined],
    [' 1', undefined],
    ['99999999999999999999', undefined],
    [undefined, undefined],
  ] as const)('%j → %s', (param, id) => {
    expect(parseProductId(param)).toBe(id);
  });
});
