import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly, formatPhone } from '../../src/domain/sign-in/digit-codes';

describe('formatPhone', () => {
  it('writes a number as the OTP Sent toast names it', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
  });

  it('leaves anything but ten digits ungrouped', () => {
    expect(formatPhone('12345')).toBe('+91 12345');
  });
});

describe('digitsOnly (property)', () => {
  it('keeps only digits, never more than max, in the order typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (text, max) => {
        const kept = digitsOnly(text, max);
        expect(kept).toMatch(/^\d*$/);
        expect(kept.length).toBeLessThanOrEqual(max);
        expect(text.replace(/\D/g, '').startsWith(kept)).toBe(true);
      }),
    );
  });
});
