import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StoredCartLine } from '../../../../src/domain/cart/cart-line';
import { CartPage } from '../../../../src/ui/features/cart/CartPage';
import { CartLink } from '../../../../src/ui/shell/CartLink';
import { aProduct, inEverySize, restocked } from '../../../support/products';
import { renderRoutes } from '../../../support/render';
import { createTestContainer } from '../../../support/test-container';

const routes: RouteObject[] = [
  {
    path: '/cart',
    element: (
      <>
        <CartLink />
        <CartPage />
      </>
    ),
  },
  { path: '/checkout', element: <h1>Checkout page</h1> },
];

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = aProduct({ id: 1, title: 'Crew Tee', price: 499, stock: 4 });
const JEANS = inEverySize(10, { id: 2, title: 'Slim Jeans', price: 1299 });
const line = (productId: number, size: StoredCartLine['size'], quantity: number, priceWhenAdded: number): StoredCartLine => ({ productId, size, quantity, priceWhenAdded });

async function openCart(lines: StoredCartLine[], products = [TEE, JEANS]) {
  const test = createTestContainer({ products });
  test.session.logIn(ASHA);
  await test.cart.save(ASHA.phone, lines);
  const view = await renderRoutes(routes, '/cart', test);
  return view;
}

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

describe('CartPage', () => {
  it('asks a visitor to log in: Missing Cart Items?', async () => {
    await renderRoutes(routes, '/cart');
    expect(await screen.findByRole('heading', { name: 'Missing Cart Items?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
  });

  it('says Your cart is empty with Continue Shopping', async () => {
    await openCart([]);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('lists each line with its total, and the Order Summary in rupees; the header counts every item', async () => {
    await openCart([line(1, 'M', 2, 499), line(2, 'L', 1, 1299)]);
    await screen.findByRole('region', { name: 'Order Summary' });
    expect(screen.getByRole('link', { name: 'Crew Tee' }).getAttribute('href')).toBe('/product/1');
    expect(screen.getByLabelText('Line total ₹998')).toBeTruthy();
    expect(summary().getByText('Subtotal (3 items)')).toBeTruthy();
    expect(summary().getAllByText('₹2,297')).toHaveLength(2);
    expect(summary().getByText('Free')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(summary().getByRole('button', { name: 'Proceed to Checkout' })).toBeTruthy();
  });

  it("says 'Proceeding to Checkout' and opens the checkout, the cart as it was", async () => {
    const view = await openCart([line(1, 'M', 2, 499)]);
    await userEvent.click(await summary().findByRole('button', { name: 'Proceed to Checkout' }));
    await screen.findByRole('heading', { name: 'Checkout page' });
    expect(view.router.state.location.pathname).toBe('/checkout');
    expect(view.router.state.location.search).toBe('');
    expect(view.notifier.notices).toEqual([{ kind: 'success', title: 'Proceeding to Checkout', description: 'Taking you to secure checkout' }]);
    expect((await view.cart.read(ASHA.phone)).lines).toEqual([line(1, 'M', 2, 499)]);
  });

  it('says on the line what changed since it was added, and counts only what can be bought', async () => {
    await openCart([line(1, 'M', 1, 599), line(2, 'S', 1, 1299), line(9, 'M', 1, 300)], [TEE, inEverySize(0, JEANS)]);
    await screen.findByRole('region', { name: 'Order Summary' });
    expect(screen.getByText('Price dropped from ₹599')).toBeTruthy();
    expect(screen.getByText('Sold out in S: choose another size')).toBeTruthy();
    expect(screen.getByText('No longer available')).toBeTruthy();
    expect(summary().getByText('Subtotal (1 item)')).toBeTruthy();
  });

  it('steps the quantity within the stock, and removes a line', async () => {
    const { cart } = await openCart([line(1, 'M', 3, 499), line(2, 'L', 1, 1299)]);
    await screen.findByRole('region', { name: 'Order Summary' });
    await userEvent.click(screen.getByRole('button', { name: 'One more Crew Tee' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeTruthy());
    expect((screen.getByRole('button', { name: 'One more Crew Tee' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Slim Jeans, size L' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Slim Jeans' })).toBeNull());
    expect((await cart.read(ASHA.phone)).lines).toEqual([line(1, 'M', 4, 499)]);
  });

  it('says why a change was refused', async () => {
    const test = await openCart([line(1, 'M', 2, 499)]);
    await screen.findByRole('region', { name: 'Order Summary' });
    await test.products.save(restocked(TEE, 2));
    await userEvent.click(screen.getByRole('button', { name: 'One more Crew Tee' }));
    await waitFor(() => expect(test.notifier.notices).toEqual([{ kind: 'error', title: 'Cart Not Changed', description: 'Only 2 left.' }]));
  });
});
