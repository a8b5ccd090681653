import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ORDER_BOOK, type OrderBook } from '../../../../src/application/ports/order-book';
import { OrdersPage } from '../../../../src/ui/features/orders/OrdersPage';
import { renderRoutes } from '../../../support/render';
import { bookOf, JEANS, movedTo, PARKA, placeOrder, RAVI, shop, TEE, UNREACHABLE_BOOK } from './order-fixtures';

const routes: RouteObject[] = [{ path: '/orders', element: <OrdersPage /> }];
const HOUR = 3_600_000;

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const cards = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe('OrdersPage', () => {
  it('keeps the tabs for a visitor, and asks them to log in to see their orders (never "No orders yet")', async () => {
    const test = shop({ visitor: true });
    await renderRoutes(routes, '/orders', test);
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Log in to see your orders' })).toBeTruthy();
    expect(screen.queryByText('No orders yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    const logIn = screen.getByRole('link', { name: 'Log in' });
    expect(logIn.getAttribute('href')).toBe('/login');
    await userEvent.click(logIn);
    expect(test.returnPath.take()).toBe('/orders');
  });

  it('says No orders yet, and each tab its own empty state, to a shopper who has none', async () => {
    await renderRoutes(routes, '/orders', shop());
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    await userEvent.click(tab('Cancelled'));
    expect(screen.getByRole('heading', { name: 'No cancelled orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('lists the shopper’s own orders newest first, each card with its number, date, items, total, status and payment', async () => {
    const test = shop();
    const first = await placeOrder(test, [{ product: TEE, quantity: 2 }]);
    test.clock.advance(2 * HOUR);
    const second = await placeOrder(test, [{ product: JEANS }, { product: TEE, size: 'L' }, { product: PARKA }], { payment: 'upi' });
    await placeOrder(test, [{ product: PARKA }], { owner: RAVI.phone });
    await renderRoutes(routes, '/orders', test);

    const list = await screen.findByRole('list', { name: 'Your orders' });
    const [newest, older] = cards(list);
    expect(cards(list)).toHaveLength(2);
    expect(within(newest!).getByRole('link', { name: `Order ${second.number}` }).getAttribute('href')).toBe(`/order/${second.number}`);
    expect(newest!.textContent).toContain('Placed on 15 Nov 2023 · 3 items');
    expect(newest!.textContent).toContain('Slim Jeans and 2 more');
    expect(newest!.textContent).toContain('₹5,297');
    expect(newest!.textContent).toContain('UPI · Payment pending');
    expect(within(newest!).getByText('Processing')).toBeTruthy();
    expect(newest!.querySelector('img')?.getAttribute('src')).toBe(JEANS.image);

    expect(within(older!).getByRole('link', { name: `Order ${first.number}` })).toBeTruthy();
    expect(older!.textContent).toContain('2 items');
    expect(older!.textContent).toContain('Crew Tee');
    expect(older!.textContent).not.toContain('more');
    // ₹998: free delivery from ₹499.
    expect(older!.textContent).toContain('₹998');
    expect(older!.textContent).toContain('Cash on Delivery · Pay on delivery');
  });

  it('files each order under its status tab, with the spec’s badge colours', async () => {
    const test = shop();
    const placed = [];
    for (const product of [TEE, JEANS, PARKA, TEE, JEANS]) {
      placed.push(await placeOrder(test, [{ product }]));
      test.clock.advance(HOUR);
    }
    const [processing, shipped, inTransit, delivered, cancelled] = placed as [typeof placed[0], typeof placed[0], typeof placed[0], typeof placed[0], typeof placed[0]];
    test.container
      .rebind<OrderBook>(ORDER_BOOK)
      .toConstantValue(bookOf([processing, movedTo(shipped, 'Shipped'), movedTo(inTransit, 'In Transit'), movedTo(delivered, 'Delivered'), movedTo(cancelled, 'Cancelled', 1)]));
    await renderRoutes(routes, '/orders', test);

    const all = await screen.findByRole('list', { name: 'Your orders' });
    expect(cards(all).map((card) => within(card).getByRole('link').textContent)).toEqual(
      [cancelled, delivered, inTransit, shipped, processing].map((order) => `Order ${order.number}`),
    );
    const badge = (status: string) => within(all).getByText(status, { selector: '[data-status]' });
    expect(badge('Delivered').getAttribute('data-accent-color')).toBe('green');
    expect(badge('In Transit').getAttribute('data-accent-color')).toBe('blue');
    expect(badge('Cancelled').getAttribute('data-accent-color')).toBe('red');
    for (const status of ['Processing', 'Shipped']) expect(['green', 'blue', 'red']).not.toContain(badge(status).getAttribute('data-accent-color'));

    const numbersIn = async (name: string, list: string) => {
      await userEvent.click(tab(name));
      return cards(await screen.findByRole('list', { name: list })).map((card) => within(card).getByRole('link').textContent);
    };
    expect(await numbersIn('Processing', 'Processing orders')).toEqual([`Order ${processing.number}`]);
    expect(await numbersIn('Shipped', 'Shipped orders')).toEqual([`Order ${inTransit.number}`, `Order ${shipped.number}`]);
    expect(await numbersIn('Delivered', 'Delivered orders')).toEqual([`Order ${delivered.number}`]);
    expect(await numbersIn('Cancelled', 'Cancelled orders')).toEqual([`Order ${cancelled.number}`]);
  });

  it('says the orders could not be loaded when the book is unreachable (never "No orders yet"), and Try again reads them', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: TEE }]);
    const real = test.orders;
    let reachable = false;
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue({
      ...UNREACHABLE_BOOK,
      list: (owner) => (reachable ? real.list(owner) : UNREACHABLE_BOOK.list(owner)),
    });
    await renderRoutes(routes, '/orders', test);
    expect((await screen.findByRole('alert')).textContent).toContain('Your orders could not be loaded.');
    expect(screen.queryByText('No orders yet')).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: `Order ${order.number}` })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the orders of whoever logs in, and the log-in prompt again after logging out', async () => {
    const test = shop({ visitor: true });
    const order = await placeOrder(test, [{ product: TEE }]);
    await renderRoutes(routes, '/orders', test);
    expect(screen.getByRole('heading', { name: 'Log in to see your orders' })).toBeTruthy();
    act(() => test.session.logIn({ phone: '9876543210', name: 'Asha' }));
    expect(await screen.findByRole('link', { name: `Order ${order.number}` })).toBeTruthy();
    act(() => test.session.logOut());
    expect(await screen.findByRole('heading', { name: 'Log in to see your orders' })).toBeTruthy();
  });
});
