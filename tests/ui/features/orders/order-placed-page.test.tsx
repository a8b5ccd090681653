import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OrderPlacedPage } from '../../../../src/ui/features/orders/OrderPlacedPage';
import { OrderPlacedViewModel } from '../../../../src/ui/features/orders/order-placed-view-model';
import { PlacedOrderHandOff } from '../../../../src/ui/stores/placed-order-hand-off';
import { renderRoutes } from '../../../support/render';
import { ASHA, JEANS, PARKA, placeOrder, RAVI, shop, TEE } from './order-fixtures';

const routes: RouteObject[] = [{ path: '/order-placed/:number', element: <OrderPlacedPage /> }];

const fact = (label: string) => screen.getByText(label).closest('div')!.textContent;

describe('OrderPlacedPage', () => {
  it('confirms a cash order: its number, the delivery date, the total, a link to it and a way back to the shop', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: TEE }, { product: JEANS }]);
    await renderRoutes(routes, `/order-placed/${order.number}`, test);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
    expect(fact('Order number')).toContain(order.number);
    // Placed on Wednesday 15 Nov to Bengaluru: standard, 3 working days.
    expect(fact('Estimated delivery')).toContain('Sat, 18 Nov 2023');
    expect(fact('Total')).toContain('₹1,798');
    expect(fact('Payment')).toContain('Cash on Delivery · Pay on delivery');
    expect(screen.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe(`/order/${order.number}`);
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Pay with UPI app' })).toBeNull();
  });

  it('asks for a UPI order’s payment: Payment pending, the Pay with UPI app link and its QR code', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: PARKA }], { payment: 'upi' });
    await renderRoutes(routes, `/order-placed/${order.number}`, test);
    const pay = within(await screen.findByRole('region', { name: 'Payment pending' }));
    expect((await pay.findByRole('link', { name: 'Pay with UPI app' })).getAttribute('href')).toMatch(new RegExp(`^upi://pay\\?pa=fashionzone%40okaxis&.*tr=${order.number}&.*am=3499\\.00&cu=INR$`));
    expect(await pay.findByRole('img', { name: 'QR code to pay ₹3,499 by UPI' })).toBeTruthy();
    expect(fact('Payment')).toContain('UPI · Payment pending');
  });

  it('shows the order the checkout handed over as it was placed, without reading it again; opened again (a reload), it reads it', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: TEE }, { product: JEANS }]);
    const find = vi.spyOn(test.orders, 'find');
    test.container.get(PlacedOrderHandOff).hand({ ...order, address: { ...order.address, fullName: 'Asha as handed' } }, ASHA.phone);
    const first = await renderRoutes(routes, `/order-placed/${order.number}`, test);
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
    expect(screen.getByText(/Thank you, Asha as handed\./)).toBeTruthy();
    expect(fact('Order number')).toContain(order.number);
    expect(find).not.toHaveBeenCalled();
    first.unmount();

    await renderRoutes(routes, `/order-placed/${order.number}`, test);
    expect(await screen.findByText(/Thank you, Asha Rao\./)).toBeTruthy();
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('takes a handed order only for the number shown and the shopper who placed it: otherwise it reads', async () => {
    const test = shop();
    const [first, second] = [await placeOrder(test, [{ product: TEE }]), await placeOrder(test, [{ product: JEANS }])];
    const find = vi.spyOn(test.orders, 'find');
    const handOff = test.container.get(PlacedOrderHandOff);
    handOff.hand(first!, ASHA.phone);
    const view = await renderRoutes(routes, `/order-placed/${second!.number}`, test);
    expect(await screen.findByText(second!.number)).toBeTruthy();
    expect(find).toHaveBeenCalledTimes(1);
    view.unmount();
    // Held for the next confirmation page only: the first one's is read now.
    expect(handOff.take(first!.number, ASHA.phone)).toBeUndefined();

    handOff.hand(first!, RAVI.phone);
    await renderRoutes(routes, `/order-placed/${first!.number}`, test);
    expect(await screen.findByText(first!.number)).toBeTruthy();
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('opened again with the order it was handed (StrictMode’s second effect), reads nothing', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: PARKA }], { payment: 'upi' });
    const find = vi.spyOn(test.orders, 'find');
    test.container.get(PlacedOrderHandOff).hand(order, ASHA.phone);
    const vm = test.container.get(OrderPlacedViewModel);
    vm.start();
    await vm.open(order.number);
    vm.dispose();
    vm.start();
    await vm.open(order.number);
    expect([vm.status, vm.order?.number]).toEqual(['ready', order.number]);
    expect(find).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(vm.payment.upiLink).toMatch(/^upi:\/\/pay\?/));
    vm.dispose();
  });

  it('asks a visitor to log in, and says Order not found for another number', async () => {
    const visitor = await renderRoutes(routes, '/order-placed/FZ00000001', shop({ visitor: true }));
    expect(screen.getByRole('heading', { name: 'Log in to see this order' })).toBeTruthy();
    visitor.unmount();
    await renderRoutes(routes, '/order-placed/FZ00000099', shop());
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });
});
