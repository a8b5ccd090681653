import { describe, expect, it } from 'vitest';
import { decideOrder, type OrderRequest } from '../../../src/domain/orders/order-request';
import { orderTotals } from '../../../src/domain/orders/order-totals';
import { applyPromotion } from '../../../src/domain/promotions/apply-promotion';
import type { Promotion } from '../../../src/domain/promotions/promotion';
import { HOME } from '../../support/addresses';
import { aProduct } from '../../support/products';

const TEE = aProduct({ id: 1, title: 'Tee', price: 499, originalPrice: 999, stock: 5 });
const line = { productId: 1, size: 'M', quantity: 2, unitPrice: 49_900 } as const;
const FLAT: Promotion = { code: 'FLAT100', title: '₹100 off', off: { kind: 'flat', amount: 10_000 }, minimumOrder: 0, validFrom: '2020-01-01', firstOrderOnly: false, state: 'active' };

function request(discount: number, code?: string): OrderRequest {
  return {
    idempotencyKey: 'order-key-0001',
    lines: [line],
    address: HOME,
    deliveryOption: 'standard',
    paymentMethod: 'cod',
    total: orderTotals([line], 'standard', discount).total,
    fromCart: false,
    ...(code === undefined ? {} : { promotionCode: code }),
  };
}

const rule = (promotion: Promotion | undefined) => (subtotal: number) =>
  applyPromotion(promotion, { subtotal, at: Date.parse('2026-11-26T06:30:00Z'), usesTotal: 0, usesByCustomer: 0, customerOrderCount: 0 });

describe('decideOrder with a promotion code', () => {
  it('takes the discount the rule gives off the totals the shopper confirmed', () => {
    const decision = decideOrder(request(10_000, 'flat100'), () => TEE, rule(FLAT));
    expect(decision.kind === 'accepted' && decision.totals).toEqual({ subtotal: 99_800, delivery: 0, discount: 10_000, total: 89_800 });
  });

  it('refuses a code the rule refuses, with its reason; and a code with no rule at all', () => {
    expect(decideOrder(request(10_000, 'FLAT100'), () => TEE, rule({ ...FLAT, state: 'paused' }))).toEqual({ kind: 'not-accepted', reason: 'This code cannot be used' });
    expect(decideOrder(request(10_000, 'FLAT100'), () => TEE, rule({ ...FLAT, minimumOrder: 200_000 }))).toEqual({ kind: 'not-accepted', reason: 'Add ₹1,002 more to use this code.' });
    expect(decideOrder(request(10_000, 'FLAT100'), () => TEE)).toEqual({ kind: 'not-accepted', reason: 'This code cannot be used' });
  });

  it('refuses a total worked out with a discount the code does not give, and ignores a rule without a code', () => {
    expect(decideOrder(request(20_000, 'FLAT100'), () => TEE, rule(FLAT))).toEqual({ kind: 'not-accepted', reason: 'The total has changed' });
    expect(decideOrder(request(0), () => TEE, rule(FLAT))).toMatchObject({ kind: 'accepted', totals: { discount: 0 } });
  });
});
