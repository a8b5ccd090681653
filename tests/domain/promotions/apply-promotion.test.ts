import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../../src/domain/orders/order-totals';
import { CODE_ALREADY_USED, CODE_CANNOT_BE_USED, CODE_FIRST_ORDER, applyPromotion, type PromotionContext } from '../../../src/domain/promotions/apply-promotion';
import { SAMPLE_PROMOTION, canMovePromotion, describeOff, isPromotionCode, normalizeCode, type Promotion } from '../../../src/domain/promotions/promotion';

// 2026-11-26 12:00 in India.
const NOON = Date.parse('2026-11-26T06:30:00Z');

const TENOFF: Promotion = {
  code: 'TENOFF',
  title: '10% off',
  off: { kind: 'percent', percent: 10 },
  minimumOrder: 99_900,
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  totalUses: 100,
  usesPerCustomer: 1,
  firstOrderOnly: false,
  state: 'active',
};

const context = (overrides: Partial<PromotionContext> = {}): PromotionContext => ({
  subtotal: 200_000,
  at: NOON,
  usesTotal: 0,
  usesByCustomer: 0,
  customerOrderCount: 0,
  ...overrides,
});

describe('applyPromotion', () => {
  it('takes the percentage off the goods, rounded down to the paisa', () => {
    expect(applyPromotion(TENOFF, context())).toEqual({ kind: 'applies', discount: 20_000 });
    expect(applyPromotion(TENOFF, context({ subtotal: 99_999 }))).toEqual({ kind: 'applies', discount: 9_999 });
  });

  it('takes a flat amount off, never more than the goods cost', () => {
    const flat: Promotion = { ...TENOFF, off: { kind: 'flat', amount: 150_000 }, minimumOrder: 0 };
    expect(applyPromotion(flat, context())).toEqual({ kind: 'applies', discount: 150_000 });
    expect(applyPromotion(flat, context({ subtotal: 49_900 }))).toEqual({ kind: 'applies', discount: 49_900 });
  });

  it.each([
    ['no promotion', undefined, context()],
    ['ended', { ...TENOFF, state: 'ended' as const }, context()],
    ['paused', { ...TENOFF, state: 'paused' as const }, context()],
    ['before its first day', TENOFF, context({ at: Date.parse('2026-10-31T18:29:00Z') })],
    ['after its last day (India time)', TENOFF, context({ at: Date.parse('2026-11-30T18:30:00Z') })],
    ['used up', TENOFF, context({ usesTotal: 100 })],
    ['used up, and below its minimum too', TENOFF, context({ usesTotal: 100, subtotal: 100 })],
  ])('answers a code that is not live (%s) as it answers no code: nothing tells which codes exist', (_what, promotion, at) => {
    expect(applyPromotion(promotion, at)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
    expect(CODE_CANNOT_BE_USED).toBe('This code cannot be used');
  });

  it.each([
    ['used by this shopper already', TENOFF, context({ usesByCustomer: 1 }), CODE_ALREADY_USED],
    ['not a first order', { ...TENOFF, firstOrderOnly: true }, context({ customerOrderCount: 1 }), CODE_FIRST_ORDER],
    ['below its minimum', TENOFF, context({ subtotal: 49_900 }), 'Add ₹500 more to use this code.'],
    ['below its minimum by paise', { ...TENOFF, minimumOrder: 1_00_000_00 }, context({ subtotal: 49_950 }), 'Add ₹99,500.50 more to use this code.'],
  ])('refuses a code %s, saying why', (_what, promotion, at, reason) => {
    expect(applyPromotion(promotion, at)).toEqual({ kind: 'refused', reason });
  });

  it('applies on its first and last day, India time', () => {
    expect(applyPromotion(TENOFF, context({ at: Date.parse('2026-10-31T18:30:00Z') })).kind).toBe('applies');
    expect(applyPromotion(TENOFF, context({ at: Date.parse('2026-11-30T18:29:59Z') })).kind).toBe('applies');
  });

  const promotions = fc.record({
    code: fc.constant('PROP1'),
    title: fc.constant('Property'),
    off: fc.oneof(
      fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 90 }) }),
      fc.record({ kind: fc.constant('flat' as const), amount: fc.integer({ min: 1, max: 10_000_000 }) }),
    ),
    minimumOrder: fc.integer({ min: 0, max: 1_000_000 }),
    validFrom: fc.constant('2026-01-01'),
    firstOrderOnly: fc.constant(false),
    state: fc.constant('active' as const),
  });

  it('never gives a discount above the goods, nor a total below nothing (fast-check)', () => {
    fc.assert(
      fc.property(promotions, fc.array(fc.record({ unitPrice: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 5 }), fc.constantFrom('standard', 'express', 'same-day'), (promotion, lines, option) => {
        const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        const outcome = applyPromotion(promotion, context({ subtotal }));
        if (outcome.kind === 'refused') return;
        expect(Number.isInteger(outcome.discount)).toBe(true);
        expect(outcome.discount).toBeGreaterThanOrEqual(0);
        expect(outcome.discount).toBeLessThanOrEqual(subtotal);
        const totals = orderTotals(lines, option, outcome.discount);
        expect(totals.discount).toBe(outcome.discount);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(totals.total).toBe(subtotal + totals.delivery - outcome.discount);
      }),
    );
  });
});

describe('promotion codes', () => {
  it('are stored upper-case and matched whatever the case typed', () => {
    expect(normalizeCode('  welcome20 ')).toBe('WELCOME20');
    expect(isPromotionCode('WELCOME20')).toBe(true);
    expect(['ABC', 'A'.repeat(21), 'WELCOME-20', 'welcome20', ''].map(isPromotionCode)).toEqual([false, false, false, false, false]);
  });

  it("the spec's sample is 20% off a first order, paused", () => {
    expect(SAMPLE_PROMOTION).toMatchObject({ title: '20% off first order', firstOrderOnly: true, state: 'paused' });
    expect(describeOff(SAMPLE_PROMOTION.off)).toBe('20% off');
    expect(describeOff({ kind: 'flat', amount: 10_050 })).toBe('₹100.50 off');
  });

  it('moves: pause and resume, end from either; an ended code stays ended', () => {
    expect(canMovePromotion('active', 'paused')).toBe(true);
    expect(canMovePromotion('paused', 'active')).toBe(true);
    expect(canMovePromotion('paused', 'ended')).toBe(true);
    expect(canMovePromotion('active', 'active')).toBe(false);
    expect(canMovePromotion('ended', 'active')).toBe(false);
  });
});
