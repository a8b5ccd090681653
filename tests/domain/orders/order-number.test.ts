import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYear, invoiceNumber, isOrderNumber, orderNumber } from '../../../src/domain/orders/order-number';

describe('order and invoice numbers', () => {
  it("numbers orders 'FZ' and 8 digits", () => {
    expect(orderNumber(123)).toBe('FZ00000123');
    expect(isOrderNumber(orderNumber(99_999_999))).toBe(true);
    for (const bad of [0, -1, 1.5, 100_000_000, Number.NaN]) expect(() => orderNumber(bad)).toThrow(RangeError);
    expect(isOrderNumber('FZ1234567')).toBe(false);
  });

  it('dates invoices by India’s financial year, April to March, in India’s time', () => {
    expect(financialYear(Date.parse('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(Date.parse('2026-03-31T23:59:59+05:30'))).toBe('25-26');
    expect(financialYear(Date.parse('2026-03-31T19:00:00Z'))).toBe('26-27'); // already 1 April in India
    expect(financialYear(Date.parse('2099-12-31T00:00:00Z'))).toBe('99-00');
  });

  it('writes invoice numbers of at most 16 characters, unique within a year', () => {
    expect(invoiceNumber(Date.parse('2026-11-25T10:00:00+05:30'), 123)).toBe('FZ/26-27/000123');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.integer({ min: 1, max: 999_999 }), (at, sequence) => {
        expect(invoiceNumber(at, sequence).length).toBeLessThanOrEqual(16);
      }),
    );
    expect(() => invoiceNumber(0, 1_000_000)).toThrow(RangeError);
  });
});
