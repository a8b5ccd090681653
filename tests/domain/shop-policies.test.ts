import { describe, expect, it } from 'vitest';
import {
  allowsCashOnDelivery,
  CANCELLATION,
  DELIVERY_OPTIONS,
  deliveryOption,
  qualifiesForFreeDelivery,
  RETURNS,
} from '../../src/domain/policies/shop-policies';

describe('shop policies', () => {
  it('standard delivery is free from ₹499, ₹49 below', () => {
    expect(qualifiesForFreeDelivery(498)).toBe(false);
    expect(qualifiesForFreeDelivery(499)).toBe(true);
    expect(deliveryOption('standard').price).toBe(49);
  });

  it('lists the four delivery options, cheapest domestic first', () => {
    expect(DELIVERY_OPTIONS.map((option) => option.id)).toEqual(['standard', 'express', 'same-day', 'international']);
    expect(deliveryOption('express').price).toBeLessThan(deliveryOption('same-day').price!);
  });

  it('cash on delivery up to ₹5,000, never for nothing', () => {
    expect(allowsCashOnDelivery(5000)).toBe(true);
    expect(allowsCashOnDelivery(5000.5)).toBe(false);
    expect(allowsCashOnDelivery(0)).toBe(false);
  });

  it('a returns window of 30 days; cancelling within 24 hours', () => {
    expect(RETURNS.windowDays).toBe(30);
    expect(CANCELLATION.selfServiceHours).toBe(24);
  });

  it('an unknown delivery option is an error, not undefined', () => {
    expect(() => deliveryOption('pigeon' as never)).toThrow(/pigeon/);
  });
});
