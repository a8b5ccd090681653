import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFee, orderTotals, paymentChoices } from '../../../src/domain/orders/order-totals';

describe('order totals and payment', () => {
  it('charges each delivery option its fee; standard is free from ₹499', () => {
    expect(deliveryFee('standard', 49800)).toBe(4900);
    expect(deliveryFee('standard', 49900)).toBe(0);
    expect(deliveryFee('express', 100000)).toBe(9900);
    expect(deliveryFee('same-day', 100000)).toBe(14900);
  });

  it('takes a discount off the goods only, never below nothing', () => {
    expect(orderTotals([{ unitPrice: 30000, quantity: 1 }], 'express', 5000)).toEqual({ subtotal: 30000, delivery: 9900, discount: 5000, total: 34900 });
    expect(orderTotals([{ unitPrice: 30000, quantity: 1 }], 'express', 99_999_999)).toEqual({ subtotal: 30000, delivery: 9900, discount: 30000, total: 9900 });
    expect(orderTotals([{ unitPrice: 30000, quantity: 1 }], 'express', -500).discount).toBe(0);
  });

  it('is never negative and always adds up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPrice: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { maxLength: 10 }),
        fc.constantFrom('standard' as const, 'express' as const, 'same-day' as const),
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        (lines, option, discount) => {
          const totals = orderTotals(lines, option, discount);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.total).toBe(totals.subtotal + totals.delivery - totals.discount);
          expect(totals.subtotal).toBe(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
        },
      ),
    );
  });

  it('offers cash on delivery up to ₹5,000, and says why not above it', () => {
    expect(paymentChoices(500000)).toEqual([
      { method: 'cod', kind: 'available' },
      { method: 'upi', kind: 'available' },
    ]);
    expect(paymentChoices(500001)[0]).toEqual({ method: 'cod', kind: 'unavailable', reason: 'Cash on Delivery is available on orders up to ₹5,000' });
    expect(paymentChoices(500001)[1]).toEqual({ method: 'upi', kind: 'available' });
  });
});
