import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/domain/catalogue/category';
import { STATES_AND_TERRITORIES } from '../../../src/domain/orders/indian-states';
import { gstRatePercent, HSN_CODES, splitInclusiveTax } from '../../../src/domain/orders/gst';

describe('GST', () => {
  it('taxes a piece at 5% up to ₹2,500 and 18% above, from 22 September 2025', () => {
    expect(gstRatePercent(250000, '2026-11-25')).toBe(5);
    expect(gstRatePercent(250001, '2026-11-25')).toBe(18);
    expect(gstRatePercent(100001, '2025-09-21')).toBe(12);
    expect(gstRatePercent(100000, '2025-09-21')).toBe(5);
  });

  it('has a four-digit HSN heading for every category', () => {
    for (const category of CATEGORIES) expect(HSN_CODES[category]).toMatch(/^\d{4}$/);
  });

  it('splits CGST and SGST within the shop’s state, IGST outside it', () => {
    expect(splitInclusiveTax(105000, 5, 'Maharashtra', 'Maharashtra')).toEqual({ taxable: 100000, cgst: 2500, sgst: 2500, igst: 0 });
    expect(splitInclusiveTax(105000, 5, 'Karnataka', 'Maharashtra')).toEqual({ taxable: 100000, cgst: 0, sgst: 0, igst: 5000 });
  });

  it('adds up to the paisa: taxable and tax make the amount, the halves differ by at most a paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(5, 12, 18), fc.constantFrom(...STATES_AND_TERRITORIES), (amount, rate, place) => {
        const split = splitInclusiveTax(amount, rate, place, 'Maharashtra');
        expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(amount);
        expect(Math.abs(split.cgst - split.sgst)).toBeLessThanOrEqual(1);
        expect(Math.min(split.taxable, split.cgst, split.sgst, split.igst)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
