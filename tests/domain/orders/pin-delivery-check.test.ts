import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateDelivery } from '../../../src/domain/orders/delivery-estimate';
import { toPaise } from '../../../src/domain/orders/paise';
import { checkPinDelivery, PIN_CHECK_MALFORMED } from '../../../src/domain/orders/pin-delivery-check';

const WAREHOUSE = '560001';
// Thursday 26 November 2026, 10:00 in India (before the same-day cut-off).
const THURSDAY_MORNING = Date.UTC(2026, 10, 26, 4, 30);
const THURSDAY_EVENING = Date.UTC(2026, 10, 26, 13, 30);
const TEE = toPaise(499);

describe('checkPinDelivery', () => {
  it.each(['000000', '012345', '56001', '5600011', 'abcdef', '', '56-001'])('refuses %j as no PIN code, with the rule', (typed) => {
    expect(checkPinDelivery(typed, TEE, WAREHOUSE, THURSDAY_MORNING)).toEqual({ kind: 'malformed', message: PIN_CHECK_MALFORMED });
  });

  it('says so for a PIN no circle the shop serves has (the Army Postal Service)', () => {
    expect(checkPinDelivery('990001', TEE, WAREHOUSE, THURSDAY_MORNING)).toEqual({ kind: 'not-delivered', message: 'We do not deliver to PIN code 990001' });
  });

  it('in the warehouse’s city before noon: today by same-day, standard in three business days (Saturdays are one), cash on delivery', () => {
    expect(checkPinDelivery(' 560 038 ', TEE, WAREHOUSE, THURSDAY_MORNING)).toEqual({
      kind: 'delivered',
      pin: '560038',
      standardDate: '2026-11-30',
      fastest: { option: 'same-day', name: 'Same-Day Delivery', date: '2026-11-26' },
      cashOnDelivery: { available: true, note: 'Cash on Delivery available on orders up to ₹5,000' },
    });
  });

  it('in the evening the fastest is express, next business day', () => {
    const check = checkPinDelivery('560038', TEE, WAREHOUSE, THURSDAY_EVENING);
    expect(check).toMatchObject({ kind: 'delivered', fastest: { option: 'express', name: 'Express Delivery', date: '2026-11-27' } });
  });

  it('a remote PIN (the north-east) gets standard only', () => {
    const check = checkPinDelivery('795001', TEE, WAREHOUSE, THURSDAY_MORNING);
    expect(check).toMatchObject({ kind: 'delivered', standardDate: '2026-12-02' });
    expect(check).not.toHaveProperty('fastest');
  });

  it('says cash on delivery cannot pay for a product above the limit', () => {
    const check = checkPinDelivery('110001', toPaise(5001), WAREHOUSE, THURSDAY_MORNING);
    expect(check).toMatchObject({ kind: 'delivered', cashOnDelivery: { available: false, note: 'Cash on Delivery is not available above ₹5,000: pay by UPI' } });
  });

  it('answers what the checkout would: the same standard day for every PIN it delivers to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), fc.integer({ min: THURSDAY_MORNING, max: THURSDAY_MORNING + 30 * 86_400_000 }), (pin, at) => {
        const check = checkPinDelivery(String(pin), TEE, WAREHOUSE, at);
        const standard = estimateDelivery('standard', String(pin), WAREHOUSE, at);
        if (check.kind === 'delivered') expect(standard).toEqual({ kind: 'available', date: check.standardDate });
        else expect(standard.kind).toBe('unavailable');
      }),
    );
  });
});
