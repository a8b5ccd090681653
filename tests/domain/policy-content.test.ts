import { describe, expect, it } from 'vitest';
import { CANCELLATION_CARDS, CANCELLATION_QUESTIONS } from '../../src/domain/policies/content/cancellation';
import { LEGAL_LAST_UPDATED } from '../../src/domain/policies/content/legal';
import { DEFAULT_PAYMENT_TAB, PAYMENT_TABS, PAYMENTS_INTRO, paymentMethodsText } from '../../src/domain/policies/content/payments';
import { FAQ_CATEGORIES } from '../../src/domain/policies/content/faq';
import { CHECKOUT_PAYMENT_METHODS, PAYMENT_METHOD_NAMES } from '../../src/domain/orders/order-totals';
import { RETURN_POLICY_CARDS, RETURN_STEPS } from '../../src/domain/policies/content/return-policy';
import { deliveryPriceText, SHIPPING_OPTIONS, SHIPPING_QUESTIONS } from '../../src/domain/policies/content/shipping';
import * as shipping from '../../src/domain/policies/content/shipping';
import * as cancellation from '../../src/domain/policies/content/cancellation';
import * as returnPolicy from '../../src/domain/policies/content/return-policy';
import * as payments from '../../src/domain/policies/content/payments';
import * as legal from '../../src/domain/policies/content/legal';
import * as faq from '../../src/domain/policies/content/faq';
import { formatRupees } from '../../src/domain/money';
import { CASH_ON_DELIVERY, deliveryOption, RETURNS } from '../../src/domain/policies/shop-policies';

/** Every string a content module exports, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const ALL = [shipping, cancellation, returnPolicy, payments, legal, faq].flatMap(texts);

describe('the policy pages’ content', () => {
  it('counts what the spec counts: four delivery options, five shipping and five cancellation questions, four cards, four steps', () => {
    expect(SHIPPING_OPTIONS.map((option) => option.name)).toEqual(['Standard Delivery', 'Express Delivery', 'Same-Day Delivery', 'International Shipping']);
    expect(SHIPPING_QUESTIONS).toHaveLength(5);
    expect(CANCELLATION_QUESTIONS).toHaveLength(5);
    expect(CANCELLATION_CARDS).toHaveLength(4);
    expect(RETURN_POLICY_CARDS).toHaveLength(4);
    expect(RETURN_STEPS).toHaveLength(4);
  });

  it('has the payment tabs cards, wallets and cod, cards first', () => {
    expect(PAYMENT_TABS.map((tab) => tab.id)).toEqual(['cards', 'wallets', 'cod']);
    expect(DEFAULT_PAYMENT_TAB).toBe('cards');
  });

  it('promises the methods the checkout takes, from its list, and no other', () => {
    expect(CHECKOUT_PAYMENT_METHODS.map((method) => PAYMENT_METHOD_NAMES[method])).toEqual(['Cash on Delivery', 'UPI']);
    expect(paymentMethodsText()).toBe('Cash on Delivery and UPI');
    expect(PAYMENTS_INTRO).toBe(
      'We accept Cash on Delivery and UPI: Cash on Delivery on orders up to ₹5,000, and UPI on payments up to ₹1,00,000. Every payment is encrypted and processed securely.',
    );
    const answer = FAQ_CATEGORIES.flatMap((category) => category.questions).find((q) => q.question === 'Which payment methods do you accept?')!.answer;
    expect(answer).toMatch(/^We accept Cash on Delivery and UPI\. Cash on Delivery is available for orders up to ₹5,000/);
    expect(answer).toContain('Cards, net banking and wallets are not taken at checkout yet.');
    // Cards, wallets and net banking are named only to say they are not taken.
    const payments = PAYMENT_TABS.flatMap((tab) => tab.points);
    expect(payments.filter((text) => /Visa|Mastercard|American Express|EMI|net banking works|wallets are accepted/i.test(text))).toEqual([]);
  });

  it('dates the terms and privacy April 10, 2024', () => {
    expect(LEGAL_LAST_UPDATED).toBe('April 10, 2024');
  });

  it('writes the policies’ figures through the rupee formatter', () => {
    expect(deliveryPriceText(deliveryOption('standard'))).toBe('₹49 (free on orders of ₹499 or more)');
    expect(deliveryPriceText(deliveryOption('express'))).toBe('₹99');
    expect(deliveryPriceText(deliveryOption('international'))).toBe('Varies by destination');
    expect(ALL.some((text) => text.includes(formatRupees(CASH_ON_DELIVERY.maxOrderTotal)))).toBe(true);
    expect(ALL.some((text) => text.includes(formatRupees(RETURNS.returnShippingFee)))).toBe(true);
  });

  it('names no dollars, and never promises free return labels (return shipping is paid)', () => {
    expect(ALL.filter((text) => text.includes('$'))).toEqual([]);
    expect(ALL.filter((text) => /prepaid|free return label/i.test(text))).toEqual([]);
  });
});
