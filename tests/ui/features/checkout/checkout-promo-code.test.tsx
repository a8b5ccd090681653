import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../../../src/domain/promotions/promotion';
import { HOME } from '../../../support/addresses';
import { createTestContainer } from '../../../support/test-container';
import { ASHA, COAT, JEANS, TEE, openCheckout, reachReview } from './checkout-helpers';

const TENOFF: Promotion = {
  code: 'TENOFF',
  title: '10% off',
  off: { kind: 'percent', percent: 10 },
  minimumOrder: 150_000,
  validFrom: '2020-01-01',
  usesPerCustomer: 1,
  firstOrderOnly: false,
  state: 'active',
};

async function atReview() {
  const test = createTestContainer({ products: [TEE, JEANS, COAT] });
  await test.promotions.save(TENOFF, true);
  await openCheckout('/checkout', undefined, test);
  await reachReview(HOME);
  return test;
}

const totals = () => within(screen.getByRole('region', { name: 'Order Total' }));
const amountOf = (label: string) => totals().getByText(label).nextSibling?.textContent;

describe('the review step’s promo code', () => {
  it('applies a code typed in any case: the discount line and the total less it; Remove takes it off', async () => {
    await atReview();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'tenoff');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('TENOFF applied')).toBeTruthy();
    expect(screen.getByText('You save ₹179.80')).toBeTruthy();
    expect(amountOf('Discount (TENOFF)')).toBe('−₹179.80');
    expect(amountOf('Total')).toBe('₹1,618.20');
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code TENOFF' }));
    expect(amountOf('Total')).toBe('₹1,798');
    expect(totals().queryByText('Discount (TENOFF)')).toBeNull();
  });

  it('says why a code does not apply, at the field, and the total stays', async () => {
    await atReview();
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(input, 'WELCOME20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code cannot be used')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a promo code.')).toBeTruthy();
    expect(amountOf('Total')).toBe('₹1,798');
  });

  it('places the order with the code: its totals carry the discount, and the code is used', async () => {
    const test = await atReview();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'TENOFF');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('TENOFF applied');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { level: 1, name: /^Order FZ\d{8} placed$/ });
    const [order] = await test.orders.list(ASHA.phone);
    expect(order?.totals).toEqual({ subtotal: 179_800, delivery: 0, discount: 17_980, total: 161_820 });
    await waitFor(async () => expect((await test.promotions.list()).find((entry) => entry.promotion.code === 'TENOFF')?.uses).toBe(1));
  });

  it('answers an unknown code as it answers a paused one: the field tells no code apart', async () => {
    await atReview();
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    for (const code of ['WELCOME20', 'NOPE1234']) {
      await userEvent.clear(input);
      await userEvent.type(input, code);
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('This code cannot be used')).toBeTruthy();
    }
    expect(amountOf('Total')).toBe('₹1,798');
  });

  it('after 10 codes tried in the hour, says to try later, at the field, even for a code that applies; the total stays', async () => {
    await atReview();
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    for (let n = 0; n < 10; n += 1) {
      await userEvent.clear(input);
      await userEvent.type(input, `GUESS${n}00`);
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByText('This code cannot be used');
    }
    await userEvent.clear(input);
    await userEvent.type(input, 'TENOFF');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Too many codes tried. Please try again later.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('TENOFF applied')).toBeNull();
    expect(amountOf('Total')).toBe('₹1,798');
  });

  it('a code paused after it was applied: Place Order says it cannot be used, and nothing is placed or used', async () => {
    const test = await atReview();
    await userEvent.type(screen.getByRole('textbox', { name: 'Promo code' }), 'TENOFF');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('TENOFF applied');
    await test.promotions.setState('TENOFF', 'paused');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findAllByText('This code cannot be used')).length).toBeGreaterThan(0);
    expect(await test.orders.list(ASHA.phone)).toEqual([]);
    expect((await test.promotions.list()).find((entry) => entry.promotion.code === 'TENOFF')?.uses).toBe(0);
  });
});
