import { describe, expect, it } from 'vitest';
import { UPI_MAX_AMOUNT, upiPayLink } from '../../../src/domain/orders/upi-link';

const PAYMENT = { payee: 'fashionzone@upi', payeeName: 'Fashion Zone', orderNumber: 'FZ00000123', note: 'Fashion Zone order FZ00000123', amount: 129900 };

describe('UPI link', () => {
  it('carries the payee, the order, a note, the amount with two decimals and INR', () => {
    expect(upiPayLink(PAYMENT)).toBe('upi://pay?pa=fashionzone%40upi&pn=Fashion%20Zone&tr=FZ00000123&tn=Fashion%20Zone%20order%20FZ00000123&am=1299.00&cu=INR');
    expect(upiPayLink({ ...PAYMENT, amount: 5 })).toContain('&am=0.05&');
  });

  it('cuts the note to 50 characters', () => {
    const link = upiPayLink({ ...PAYMENT, note: 'x'.repeat(80) })!;
    expect(new URL(link.replace('upi://', 'https://')).searchParams.get('tn')).toBe('x'.repeat(50));
  });

  it('has no link for an amount UPI cannot carry', () => {
    for (const amount of [0, -100, 12.5, UPI_MAX_AMOUNT + 1, Number.NaN]) expect(upiPayLink({ ...PAYMENT, amount })).toBeUndefined();
    expect(upiPayLink({ ...PAYMENT, amount: UPI_MAX_AMOUNT })).toContain('am=100000.00');
  });
});
