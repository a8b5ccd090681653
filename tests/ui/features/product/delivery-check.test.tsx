import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DELIVERY_CHECKING, type DeliveryChecking } from '../../../../src/application/delivery/delivery-checking';
import { DELIVERY_PIN_STORE, type DeliveryPinStore } from '../../../../src/application/ports/delivery-pin-store';
import { ProductDetailPage } from '../../../../src/ui/features/product/ProductDetailPage';
import { aProduct } from '../../../support/products';
import { renderRoutes } from '../../../support/render';
import { createTestContainer, type TestContainer } from '../../../support/test-container';

const routes: RouteObject[] = [{ path: '/product/:id', element: <ProductDetailPage /> }];
// Thursday 26 November 2026, 10:00 in India.
const THURSDAY_MORNING = Date.UTC(2026, 10, 26, 4, 30);

async function openProduct(test: TestContainer = createTestContainer({ products: [aProduct({ id: 1, price: 499 })] })) {
  test.clock.advance(THURSDAY_MORNING - test.clock.now());
  const view = await renderRoutes(routes, '/product/1', test);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const card = () => within(screen.getByRole('form', { name: 'Check delivery' }).parentElement!);
const pinBox = () => screen.getByRole('textbox', { name: 'Delivery PIN code' });

describe('the product page’s delivery check', () => {
  it('keeps the spec’s lines until a PIN is checked, then says when and whether cash on delivery can pay', async () => {
    const view = await openProduct();
    expect(card().getByText('Free delivery by tomorrow')).toBeTruthy();
    await userEvent.type(pinBox(), '560038');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const answer = card().getByRole('status');
    expect(answer.textContent).toContain('Same-Day Delivery by Thu, 26 Nov, or standard delivery by Mon, 30 Nov');
    expect(answer.textContent).toContain('Cash on Delivery available on orders up to ₹5,000');
    expect(card().queryByText('Free delivery by tomorrow')).toBeNull();
    expect(view.container.get<DeliveryPinStore>(DELIVERY_PIN_STORE).remembered()).toBe('560038');
  });

  it('touches nothing of the rules (whose code loads at their first use) while no PIN is given or remembered', async () => {
    const test = createTestContainer({ products: [aProduct({ id: 1, price: 499 })] });
    const used: string[] = [];
    const rules = test.container.get<DeliveryChecking>(DELIVERY_CHECKING);
    test.container.rebind<DeliveryChecking>(DELIVERY_CHECKING).toConstantValue(
      new Proxy(rules, {
        get: (target, name) => {
          // The container asks whether a value is a promise: not a use.
          if (name !== 'then' && typeof name !== 'symbol') used.push(name);
          return Reflect.get(target, name) as unknown;
        },
      }),
    );
    await openProduct(test);
    expect(used).toEqual([]);
    await userEvent.type(pinBox(), '560038{Enter}');
    expect(used[0]).toBe('check');
  });

  it.each(['000000', '12345'])('refuses %j under the field, tied to it, and remembers nothing', async (pin) => {
    const view = await openProduct();
    await userEvent.type(pinBox(), `${pin}{Enter}`);
    const message = card().getByText('PIN code must be 6 digits and cannot start with 0');
    expect(pinBox().getAttribute('aria-invalid')).toBe('true');
    expect(pinBox().getAttribute('aria-describedby')).toBe(message.id);
    expect(card().getByText('Free delivery by tomorrow')).toBeTruthy();
    expect(view.container.get<DeliveryPinStore>(DELIVERY_PIN_STORE).remembered()).toBeUndefined();
  });

  it('says so for a PIN the shop does not deliver to', async () => {
    await openProduct();
    await userEvent.type(pinBox(), '990001{Enter}');
    expect(card().getByRole('status').textContent).toBe('We do not deliver to PIN code 990001');
  });

  it('answers at once for the PIN checked earlier in the tab, and says cash on delivery cannot pay above the limit', async () => {
    const test = createTestContainer({ products: [aProduct({ id: 1, price: 6999 })] });
    test.container.get<DeliveryPinStore>(DELIVERY_PIN_STORE).remember('110001');
    await openProduct(test);
    expect(pinBox()).toHaveProperty('value', '110001');
    expect(card().getByRole('status').textContent).toContain('Cash on Delivery is not available above ₹5,000: pay by UPI');
  });
});
