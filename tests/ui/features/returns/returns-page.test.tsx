import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  ORDER_NUMBER_INVALID,
  ORDER_NUMBER_REQUIRED,
} from '../../../../src/domain/policies/return-lookup';
import { NON_RETURNABLE_CATEGORIES, NOT_DELIVERED } from '../../../../src/domain/returns/return-policy';
import { ReturnsPage } from '../../../../src/ui/features/returns/ReturnsPage';
import { ORDER_NOT_FOUND } from '../../../../src/ui/features/returns/returns-view-model';
import { OrderPage } from '../../../../src/ui/features/orders/OrderPage';
import { aProduct } from '../../../support/products';
import { renderRoutes } from '../../../support/render';
import { createTestContainer, type TestContainer } from '../../../support/test-container';
import type { Order } from '../../../../src/domain/orders/order';
import { requestFor } from '../../../adapters/order-book.contract';
import { A_SHIPMENT } from '../../../support/shipment';

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = aProduct({ id: 1, title: 'Crew Tee', price: 499, originalPrice: 999, stock: 5, category: 'tshirts' });
const EARRINGS = aProduct({ id: 2, title: 'Hoop Earrings', price: 299, originalPrice: 599, stock: 5, category: 'accessories' });
const routes: RouteObject[] = [
  { path: '/returns', element: <ReturnsPage /> },
  { path: '/order/:number', element: <OrderPage /> },
];

async function shopWithOrder({ deliver = true, visitor = false } = {}): Promise<{ test: TestContainer; order: Order }> {
  const test = createTestContainer({ products: [TEE, EARRINGS] });
  const placed = await test.orders.place(
    ASHA.phone,
    requestFor([
      { productId: 1, size: 'M', quantity: 2, unitPrice: 49_900 },
      { productId: 2, size: 'One Size', quantity: 1, unitPrice: 29_900 },
    ]),
    test.clock.now(),
  );
  if (placed.kind !== 'placed') throw new Error(placed.kind);
  if (deliver) for (const to of ['Shipped', 'In Transit', 'Delivered'] as const) await test.orders.advance(placed.order.number, to, test.clock.now(), A_SHIPMENT);
  if (!visitor) test.session.logIn(ASHA);
  return { test, order: placed.order };
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, number: string, email = 'asha@example.in') {
  await user.type(screen.getByRole('textbox', { name: 'Order Number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Find Order' }));
}

describe('the returns page', () => {
  it('asks a visitor to log in, and shows no form', async () => {
    const { test } = await shopWithOrder({ visitor: true });
    await renderRoutes(routes, '/returns', test);
    expect(screen.getByRole('heading', { name: 'Log in to return an item' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('textbox', { name: 'Order Number' })).toBeNull();
  });

  it('shows the form only, and the messages of an empty and a malformed submit, the focus on the first', async () => {
    const user = userEvent.setup();
    const { test } = await shopWithOrder();
    await renderRoutes(routes, '/returns', test);
    expect(screen.getByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Order Number' }).getAttribute('placeholder')).toMatch(/^e\.g\. FZ/);
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(await screen.findByText(ORDER_NUMBER_REQUIRED)).toBeDefined();
    expect(screen.getByText(EMAIL_REQUIRED)).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Order Number' }));
    await lookUp(user, 'FZ123', 'asha@');
    expect(await screen.findByText(ORDER_NUMBER_INVALID)).toBeDefined();
    expect(screen.getByText(EMAIL_INVALID)).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Return Process' })).toBeNull();
    expect(test.notifier.notices).toEqual([]);
  });

  it('says not found for another email, without the toast', async () => {
    const user = userEvent.setup();
    const { test, order } = await shopWithOrder();
    await renderRoutes(routes, '/returns', test);
    await lookUp(user, order.number, 'ravi@example.in');
    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_NOT_FOUND);
    expect(screen.queryByRole('heading', { name: 'Return Process' })).toBeNull();
    expect(test.notifier.notices).toEqual([]);
  });

  it('finds the real order: the toast, the four steps, its items (the earrings disabled, with why); a reason; Return requested; shown on the order page', async () => {
    const user = userEvent.setup();
    const { test, order } = await shopWithOrder();
    const view = await renderRoutes(routes, '/returns', test);
    await lookUp(user, order.number.toLowerCase(), 'ASHA@example.in');
    expect(await screen.findByRole('heading', { level: 2, name: 'Return Process' })).toBeDefined();
    expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Order found', description: 'Please follow the instructions to complete your return.' }]);
    expect(screen.getByRole('heading', { level: 3, name: `Order ${order.number}` })).toBeDefined();
    const [tee, earrings] = screen.getAllByRole('switch');
    expect(earrings!.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(NON_RETURNABLE_CATEGORIES.accessories!)).toBeDefined();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next.hasAttribute('disabled')).toBe(true);
    await user.click(tee!);
    // No reason yet: the use case's message, nothing requested.
    await user.click(next);
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a reason for the return');
    await user.click(screen.getByRole('combobox', { name: 'Reason for return' }));
    await user.click(await screen.findByRole('option', { name: 'Size too small' }));
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Too tight');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirmation = await screen.findByRole('status', { name: 'Return requested' });
    expect(confirmation.textContent).toContain('Crew Tee (size M, qty 2)');
    expect(await test.returns.listFor(ASHA.phone, order.number)).toMatchObject([{ reason: 'Size too small', comment: 'Too tight', status: 'Requested' }]);

    await user.click(within(confirmation).getByRole('link', { name: 'View the order' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/order/${order.number}`));
    const returns = within(await screen.findByRole('region', { name: 'Returns' }));
    // The badge says where it stands; the story lists the request itself.
    expect(returns.getAllByText('Requested')).toHaveLength(2);
    expect(returns.getByText(/Crew Tee \(size M, qty 2\)/)).toBeDefined();
  });

  it('shows an order not delivered with its reason, and nothing to choose', async () => {
    const user = userEvent.setup();
    const { test, order } = await shopWithOrder({ deliver: false });
    await renderRoutes(routes, '/returns', test);
    await lookUp(user, order.number);
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_DELIVERED);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Return Process' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Order Number' }) as HTMLInputElement).value).toBe('');
  });
});
