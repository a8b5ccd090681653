import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_BOOK, type OrderBook } from '../../../../src/application/ports/order-book';
import { CANCEL_REASON_REQUIRED, CANCEL_REASON_TOO_LONG } from '../../../../src/domain/orders/cancellation';
import { OrderPage } from '../../../../src/ui/features/orders/OrderPage';
import { UPI_NOT_CHARGED } from '../../../../src/ui/features/orders/order-notices';
import { QR_CODE_QUERY } from '../../../../src/ui/features/orders/UpiPayment';
import { renderRoutes } from '../../../support/render';
import { bookOf, JEANS, movedTo, PARKA, placeOrder, RAVI, shop, TEE, UNREACHABLE_BOOK } from './order-fixtures';

const routes: RouteObject[] = [{ path: '/order/:number', element: <OrderPage /> }];
const HOUR = 3_600_000;

const section = (name: string) => within(screen.getByRole('region', { name }));
const dialog = () => within(screen.getByRole('dialog'));

async function openOrder(test = shop(), number?: string) {
  const order = number ? undefined : await placeOrder(test, [{ product: TEE, quantity: 2 }, { product: JEANS, size: 'L' }]);
  const view = await renderRoutes(routes, `/order/${number ?? order!.number}`, test);
  if (order) await screen.findByRole('heading', { level: 1, name: `Order ${order.number}` });
  return { ...view, order: order! };
}

describe('OrderPage', () => {
  it('asks a visitor to log in', async () => {
    await renderRoutes(routes, '/order/FZ00000001', shop({ visitor: true }));
    expect(screen.getByRole('heading', { name: 'Log in to see this order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows each line, the address, the totals, the payment and the status history', async () => {
    const { order } = await openOrder();
    const items = section('Items');
    expect(items.getByRole('link', { name: 'Crew Tee' }).getAttribute('href')).toBe('/product/1');
    expect(items.getByRole('link', { name: 'Slim Jeans' }).getAttribute('href')).toBe('/product/2');
    const [tee, jeans] = items.getAllByRole('listitem');
    expect(tee!.textContent).toContain('Size M · Qty 2');
    expect(tee!.textContent).toContain('₹499 each');
    expect(within(tee!).getByLabelText('MRP ₹999').tagName).toBe('S');
    expect(tee!.textContent).toContain('Line total ₹998');
    expect(tee!.querySelector('img')?.getAttribute('src')).toBe(TEE.image);
    expect(jeans!.textContent).toContain('Size L · Qty 1');
    // Sold at its MRP: nothing struck through.
    expect(within(jeans!).queryByLabelText(/^MRP/)).toBeNull();

    const summary = section('Order Summary');
    expect(summary.getByText('Subtotal (3 items)')).toBeTruthy();
    expect(summary.getByText('Free')).toBeTruthy();
    expect(summary.queryByText('Discount')).toBeNull();
    expect(summary.getAllByText('₹2,297')).toHaveLength(2);

    const address = section('Delivery');
    expect(address.getByText('Asha Rao')).toBeTruthy();
    expect(address.getByText('12 MG Road, Indiranagar')).toBeTruthy();
    expect(address.getByText('Near the metro station')).toBeTruthy();
    expect(address.getByText('Bengaluru, Karnataka 560038')).toBeTruthy();
    expect(address.getByText('Standard Delivery')).toBeTruthy();

    expect(section('Payment').getByText('Cash on Delivery')).toBeTruthy();
    expect(section('Payment').getByText('Pay on delivery')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pay with UPI app/ })).toBeNull();

    const history = section('Order status');
    expect(history.getByText('Processing')).toBeTruthy();
    expect(history.getByText('15 Nov 2023, 3:43 am').closest('time')?.getAttribute('dateTime')).toBe(new Date(order.placedAt).toISOString());
    // Its estimated delivery: placed on Wednesday 15 Nov to Bengaluru, standard takes 3 working days.
    expect(history.getByText('Sat, 18 Nov 2023')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'View tax invoice' }).getAttribute('href')).toBe(`/invoice/${order.number}`);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/customer-care');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.getByText('You can cancel until 16 Nov 2023, 3:43 am.')).toBeTruthy();
  });

  it('shows a UPI order Payment pending, with the Pay with UPI app link and its QR code on a wide screen', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: PARKA }], { payment: 'upi' });
    await openOrder(test, order.number);
    const payment = section('Payment');
    expect(await payment.findByText('Payment pending')).toBeTruthy();
    const pay = await payment.findByRole('link', { name: 'Pay with UPI app' });
    expect(pay.getAttribute('href')).toBe(
      `upi://pay?pa=fashionzone%40okaxis&pn=Fashion%20Zone&tr=${order.number}&tn=Fashion%20Zone%20order%20${order.number}&am=3499.00&cu=INR`,
    );
    const qr = await payment.findByRole('img', { name: 'QR code to pay ₹3,499 by UPI' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('shows the Pay with UPI app link on a narrow screen, without the QR code', async () => {
    const realMatchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => realMatchMedia(query === QR_CODE_QUERY ? '(min-width: 100000px)' : query));
    try {
      const test = shop();
      const order = await placeOrder(test, [{ product: PARKA }], { payment: 'upi' });
      await openOrder(test, order.number);
      expect(await section('Payment').findByRole('link', { name: 'Pay with UPI app' })).toBeTruthy();
      expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('cancels with a reason: asks for confirmation, says at the field what is missing, then shows it Cancelled and puts the stock back', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: TEE, quantity: 2 }], { payment: 'upi' });
    expect((await test.products.product({ id: TEE.id, similarLimit: 0 }))?.product.variants.find((variant) => variant.size === 'M')?.stock).toBe(3);
    await openOrder(test, order.number);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(dialog().getByRole('heading', { name: `Cancel order ${order.number}?` })).toBeTruthy();
    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));
    const reasons = dialog().getByRole('radiogroup', { name: 'Why are you cancelling?' });
    expect(reasons.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(reasons.getAttribute('aria-describedby')!)?.textContent).toBe(CANCEL_REASON_REQUIRED);

    await userEvent.click(dialog().getByRole('radio', { name: 'Other' }));
    const own = dialog().getByRole('textbox', { name: 'Your reason' });
    expect(own.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(own.getAttribute('aria-describedby')!)?.textContent).toBe(CANCEL_REASON_REQUIRED);
    await userEvent.click(own);
    await userEvent.paste('x'.repeat(201));
    expect(document.getElementById(own.getAttribute('aria-describedby')!)?.textContent).toBe(CANCEL_REASON_TOO_LONG);
    await userEvent.clear(own);
    await userEvent.type(own, 'Bought it in a shop nearby');
    expect(own.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThanOrEqual(2);
    expect(section('Order status').getByText('Reason: Bought it in a shop nearby')).toBeTruthy();
    expect(section('Payment').getByText('Not charged')).toBeTruthy();
    expect(section('Payment').queryByRole('link', { name: 'Pay with UPI app' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View tax invoice' })).toBeNull();
    expect(test.notifier.notices).toEqual([
      { kind: 'success', title: 'Order Cancelled', description: `Order ${order.number} is cancelled. ${UPI_NOT_CHARGED}` },
    ]);
    expect((await test.products.product({ id: TEE.id, similarLimit: 0 }))?.product.variants.find((variant) => variant.size === 'M')?.stock).toBe(5);
    expect((await test.orders.find('9876543210', order.number))?.status).toBe('Cancelled');
  });

  it('cancels a cash order with a reason from the list: nothing is due', async () => {
    const { order, notifier } = await openOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(dialog().getByRole('radio', { name: 'Ordered by mistake' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(section('Payment').getByText('Nothing to pay')).toBeTruthy());
    expect(notifier.notices[0]).toEqual({ kind: 'success', title: 'Order Cancelled', description: `Order ${order.number} is cancelled. Nothing is due for it.` });
  });

  it('keeps the order when Keep order is pressed', async () => {
    const { orders, order } = await openOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await orders.find('9876543210', order.number))?.status).toBe('Processing');
  });

  it('says why not when the window closed while the dialog was open, and offers no Cancel after it', async () => {
    const { clock, notifier, order } = await openOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(dialog().getByRole('radio', { name: 'Delivery is too late' }));
    clock.advance(25 * HOUR);
    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(notifier.notices).toEqual([{ kind: 'error', title: 'Order Not Cancelled', description: 'Orders can be cancelled within 24 hours of ordering. Please contact Customer Care.' }]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(screen.getByText('Orders can be cancelled within 24 hours of ordering. Please contact Customer Care.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help' })).toBeTruthy();
    expect(screen.getAllByText('Processing').length).toBeGreaterThan(0);
    expect(order.status).toBe('Processing');
  });

  it('offers no Cancel on a shipped order, and hides Help on a cancelled one', async () => {
    const test = shop();
    const shipped = movedTo(await placeOrder(test, [{ product: TEE }]), 'In Transit', 2);
    const cancelled = movedTo(await placeOrder(test, [{ product: JEANS }]), 'Cancelled', 1);
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue(bookOf([shipped, cancelled]));
    const first = await openOrder(test, shipped.number);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByText(/This order has shipped/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help' })).toBeTruthy();
    first.unmount();
    await openOrder(test, cancelled.number);
    await screen.findByRole('heading', { level: 1, name: `Order ${cancelled.number}` });
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows the courier and tracking number once the shop has shipped the order, and none before', async () => {
    const test = shop();
    const waiting = await placeOrder(test, [{ product: JEANS }]);
    const shipped = { ...movedTo(await placeOrder(test, [{ product: TEE }]), 'Shipped', 2), shipment: { courier: 'Delhivery', trackingNumber: 'DLV-778899' } };
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue(bookOf([waiting, shipped]));
    const first = await openOrder(test, shipped.number);
    await screen.findByRole('heading', { level: 1, name: `Order ${shipped.number}` });
    const status = section('Order status');
    expect(status.getByText('Courier').nextElementSibling?.textContent).toBe('Delhivery');
    expect(status.getByText('Tracking number').nextElementSibling?.textContent).toBe('DLV-778899');
    first.unmount();
    await openOrder(test, waiting.number);
    await screen.findByRole('heading', { level: 1, name: `Order ${waiting.number}` });
    expect(screen.queryByText('Tracking number')).toBeNull();
  });

  it('says Order not found for a number that is not the shopper’s, with a way to their orders', async () => {
    const test = shop();
    const ravis = await placeOrder(test, [{ product: TEE }], { owner: RAVI.phone });
    await openOrder(test, ravis.number);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByText(`There is no order ${ravis.number} in your account.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Orders' }).getAttribute('href')).toBe('/orders');
  });

  it('says Order not found for a number of no order at all', async () => {
    await openOrder(shop(), 'not-a-number');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });

  it('says the order could not be loaded when the book is unreachable, and Try again reads it', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: TEE }]);
    const real = test.orders;
    let reachable = false;
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue({ ...UNREACHABLE_BOOK, find: (owner, number) => (reachable ? real.find(owner, number) : UNREACHABLE_BOOK.find(owner, number)) });
    await openOrder(test, order.number);
    expect((await screen.findByRole('alert')).textContent).toContain('This order could not be loaded.');
    expect(screen.queryByText('Order not found')).toBeNull();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeTruthy();
  });

  it('keeps the dialog open and says so when the cancellation could not be saved', async () => {
    const test = shop();
    const order = await placeOrder(test, [{ product: TEE }]);
    const real = test.orders;
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue({ ...UNREACHABLE_BOOK, find: (owner, number) => real.find(owner, number) });
    await openOrder(test, order.number);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(dialog().getByRole('radio', { name: 'Ordered by mistake' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(test.notifier.notices).toEqual([{ kind: 'error', title: 'Order Not Cancelled', description: 'Your order could not be cancelled just now. Please try again.' }]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((await real.find('9876543210', order.number))?.status).toBe('Processing');
  });
});
