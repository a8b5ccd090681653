import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../src/domain/form-check';
import { newPromotionValues, promotionFormSchema, promotionFormValues, promotionFrom, type PromotionFormValues } from '../../../src/domain/promotions/promotion-form';

const valid: PromotionFormValues = { ...newPromotionValues('2026-11-26'), code: 'diwali25', title: ' Diwali sale ', percent: '25', minimumOrder: '999.50', totalUses: '100' };

describe('the promotion form', () => {
  it('gives the promotion: the code upper-case, rupees in paise, an empty limit none', () => {
    const check = checkForm(promotionFormSchema, valid);
    expect(check.ok).toBe(true);
    expect(promotionFrom(valid, 'active')).toEqual({
      code: 'DIWALI25',
      title: 'Diwali sale',
      off: { kind: 'percent', percent: 25 },
      minimumOrder: 99_950,
      validFrom: '2026-11-26',
      totalUses: 100,
      usesPerCustomer: 1,
      firstOrderOnly: false,
      state: 'active',
    });
  });

  it('round-trips a promotion through its values', () => {
    const promotion = promotionFrom({ ...valid, offKind: 'flat', flatAmount: '150', validUntil: '2026-12-31', usesPerCustomer: '' }, 'paused');
    expect(promotionFrom(promotionFormValues(promotion), 'paused')).toEqual(promotion);
  });

  it.each([
    ['code', { code: 'AB' }, 'The code is 4 to 20 letters or digits'],
    ['code', { code: 'NEW-YEAR' }, 'The code is 4 to 20 letters or digits'],
    ['title', { title: '  ' }, 'Enter a title'],
    ['percent', { percent: '95' }, 'The percent off is a whole number from 1 to 90'],
    ['percent', { percent: '12.5' }, 'The percent off is a whole number from 1 to 90'],
    ['flatAmount', { offKind: 'flat', flatAmount: '0' }, 'The amount off is from ₹0.01 to ₹1,00,000'],
    ['minimumOrder', { minimumOrder: '-5' }, 'The minimum order is an amount in rupees'],
    ['validFrom', { validFrom: '2026-02-30' }, 'Choose the first day'],
    ['validUntil', { validUntil: '2026-11-25' }, 'The last day cannot be before the first day'],
    ['totalUses', { totalUses: '0' }, 'Total uses must be empty (no limit) or a whole number from 1 to 10,00,000'],
    ['usesPerCustomer', { usesPerCustomer: '1.5' }, 'Uses per customer must be empty (no limit) or a whole number from 1 to 10,00,000'],
  ] as const)('refuses a bad %s with its message', (field, change, message) => {
    const check = checkForm(promotionFormSchema, { ...valid, ...change });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors[field]).toBe(message);
  });

  it('reads only the amount the kind chosen needs', () => {
    expect(checkForm(promotionFormSchema, { ...valid, percent: '', offKind: 'flat', flatAmount: '100' }).ok).toBe(true);
    expect(checkForm(promotionFormSchema, { ...valid, flatAmount: 'abc' }).ok).toBe(true);
  });
});
