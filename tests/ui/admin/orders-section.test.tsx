import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrdersSection } from '../../../src/ui/admin/orders/OrdersSection';
import { requestFor } from '../../adapters/order-book.contract';
import { logInAdmin } from '../../support/admin-session';
import { aProduct } from '../../support/products';
import { renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

const routes = [{ path: '/admin', element: <OrdersSection /> }];
const TEE = aProduct({ id: 1, title: 'Crew Tee', price: 499, originalPrice: 999, stock: 5 });

async function withOrder() {
  const test = createTestContainer({ products: [TEE] });
  const placed = await test.orders.place('9876543210', requestFor([{ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }]), test.clock.now());
  if (placed.kind !== 'placed') throw new Error(placed.kind);
  return { test, order: placed.order };
}

describe('OrdersSection', () => {
  it("lists every shopper's order and moves it on, one status at a time, to Delivered", async () => {
    const user = userEvent.setup();
    const { test, order } = await withOrder();
    await renderRoutes(routes, '/admin', logInAdmin(test));
    const card = within(await screen.findByRole('article', { name: `Order ${order.number}` }));
    expect(card.getByText('Processing')).toBeDefined();
    expect(card.getByText(/Asha Rao · 1 item · ₹499/)).toBeDefined();
    for (const next of ['Shipped', 'In Transit', 'Delivered']) {
      await user.click(await screen.findByRole('button', { name: `Mark as ${next}` }));
      expect(await screen.findByText(next, { selector: '[data-status]' })).toBeDefined();
    }
    expect(screen.queryByRole('button', { name: /^Mark as/ })).toBeNull();
    expect((await test.orders.find('9876543210', order.number))?.status).toBe('Delivered');
    expect(test.notifier.notices.at(-1)).toEqual({ kind: 'success', title: 'Order updated', description: `Order ${order.number} is now Delivered.` });
  });

  it('shows nothing of the orders to anyone but the admin', async () => {
    const { test } = await withOrder();
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    await renderRoutes(routes, '/admin', test);
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Mark as/ })).toBeNull();
  });

  it('says so when there are no orders', async () => {
    await renderRoutes(routes, '/admin', logInAdmin(createTestContainer()));
    expect(await screen.findByText('No orders yet')).toBeDefined();
  });
});
