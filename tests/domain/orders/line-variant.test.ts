import { describe, expect, it } from 'vitest';
import { lineKey, lineVariantText } from '../../../src/domain/orders/line-variant';

describe('a line’s variant', () => {
  it('is named by its size, and its colour when it has one', () => {
    expect(lineVariantText({ size: 'L' })).toBe('Size L');
    expect(lineVariantText({ size: 'One Size', colour: 'Navy' })).toBe('Size One Size · Colour Navy');
  });

  it('keys two colours of one size as two lines, and a line without colour apart from one with', () => {
    const keys = [
      lineKey({ productId: 4, size: 'L', colour: 'Black' }),
      lineKey({ productId: 4, size: 'L', colour: 'Grey Melange' }),
      lineKey({ productId: 4, size: 'L' }),
      lineKey({ productId: 4, size: 'M', colour: 'Black' }),
      lineKey({ productId: 41, size: 'L' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
