import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_OWED_A_REFUND } from '../../../src/domain/orders/order-desk';
import { PaymentHistorySection } from '../../../src/ui/admin/payments/PaymentHistorySection';
import { logInAdmin } from '../../support/admin-session';
import { SHOPPER_PHONE, shopWithOrders } from '../../support/admin-orders';
import { renderRoutes } from '../../support/render';

const routes = [{ path: '/admin', element: <PaymentHistorySection /> }];

const rowOf = (orderNumber: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(orderNumber))!;

describe('Payment History', () => {
  it("says 'No payment history available' under the columns when there is none", async () => {
    const { test } = await shopWithOrders([]);
    await renderRoutes(routes, '/admin', logInAdmin(test));
    expect(await screen.findByText('No payment history available')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Transaction ID', 'Date', 'Order', 'Customer', 'Method', 'Amount', 'Status', 'Actions']);
  });

  it('lists a row per payment; confirms a UPI payment with its 12-digit reference, which becomes its transaction ID', async () => {
    const user = userEvent.setup();
    const { test, orders } = await shopWithOrders([{ payment: 'cod' }, { payment: 'upi', quantity: 2 }]);
    const [cod, upi] = orders as [(typeof orders)[0], (typeof orders)[0]];
    await renderRoutes(routes, '/admin', logInAdmin(test));
    await screen.findByText(`TXN-${upi.number}`);
    expect(screen.getByText('Showing 1 to 2 of 2 payments')).toBeTruthy();
    expect(rowOf(cod.number).textContent).toContain('Cash on Delivery');
    expect(rowOf(cod.number).textContent).toContain('Pending');
    expect(rowOf(upi.number).textContent).toContain('Payment pending');
    expect(rowOf(upi.number).textContent).toContain('₹998');
    expect(within(rowOf(cod.number)).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: `Confirm payment for ${upi.number}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Confirm payment for ${upi.number}` }));
    await user.type(dialog.getByRole('textbox', { name: /UPI reference number/ }), '12345');
    await user.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    expect(dialog.getByText('The UPI reference number is 12 digits.')).toBeTruthy();
    expect((await test.orders.find(SHOPPER_PHONE, upi.number))?.payment.state).toBe('pending');
    await user.clear(dialog.getByRole('textbox', { name: /UPI reference number/ }));
    await user.type(dialog.getByRole('textbox', { name: /UPI reference number/ }), '402611223344');
    await user.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('402611223344')).toBeTruthy();
    expect(rowOf(upi.number).textContent).toContain('Paid');
    expect(test.notifier.notices.at(-1)).toEqual({ kind: 'success', title: 'Payment confirmed', description: `The UPI payment for order ${upi.number} is marked Paid.` });
    expect((await test.orders.find(SHOPPER_PHONE, upi.number))?.payment).toMatchObject({ state: 'paid', upiReference: '402611223344' });
  });

  it('lists a refund of a payment received until it is marked refunded', async () => {
    const { test, orders } = await shopWithOrders([{ payment: 'upi' }]);
    const order = orders[0]!;
    await test.orders.confirmPayment(order.number, '402611223344', test.clock.now());
    await test.orders.cancel(SHOPPER_PHONE, order.number, 'Changed my mind', test.clock.now());
    await renderRoutes(routes, '/admin', logInAdmin(test));
    await screen.findByText('402611223344');
    expect(rowOf(order.number).textContent).toContain('Refund pending');
    await userEvent.click(screen.getByRole('button', { name: `Mark refunded for ${order.number}` }));
    await waitFor(() => expect(rowOf(order.number).textContent).toContain('Refunded'));
    expect(within(rowOf(order.number)).queryByRole('button')).toBeNull();
  });

  it('finds the payments of a state or a method, asking the backend for them; says when none match', async () => {
    const { test, orders } = await shopWithOrders([{ payment: 'cod' }, { payment: 'upi' }, { payment: 'upi' }]);
    const [cod, toRefund, toConfirm] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    await test.orders.confirmPayment(toRefund.number, '402611223344', test.clock.now());
    await test.orders.cancel(SHOPPER_PHONE, toRefund.number, 'Changed my mind', test.clock.now());
    await renderRoutes(routes, '/admin', logInAdmin(test));
    expect(await screen.findByText('Showing 1 to 3 of 3 payments')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Refund pending' }));
    expect(await screen.findByText('Showing 1 to 1 of 1 payments')).toBeTruthy();
    expect(rowOf(toRefund.number).textContent).toContain('Refund pending');
    await userEvent.click(screen.getByRole('combobox', { name: 'Method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash on Delivery' }));
    expect(await screen.findByText('No payments match these filters.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1 to 3 of 3 payments')).toBeTruthy();
    expect(rowOf(cod.number).textContent).toContain('Cash on Delivery');
    expect(rowOf(toConfirm.number).textContent).toContain('Payment pending');
  });

  it('offers no Mark refunded for a UPI payment never confirmed: cancelled, it is Not charged, and the book refuses a refund', async () => {
    const { test, orders } = await shopWithOrders([{ payment: 'upi' }]);
    const order = orders[0]!;
    await test.orders.cancel(SHOPPER_PHONE, order.number, 'Changed my mind', test.clock.now());
    await renderRoutes(routes, '/admin', logInAdmin(test));
    await screen.findByText(`TXN-${order.number}`);
    expect(rowOf(order.number).textContent).toContain('Not charged');
    expect(within(rowOf(order.number)).queryByRole('button')).toBeNull();
    expect(await test.orders.markRefunded(order.number, test.clock.now())).toEqual({ kind: 'refused', reason: NOT_OWED_A_REFUND });
    expect((await test.orders.find(SHOPPER_PHONE, order.number))?.payment).toEqual({ method: 'upi', state: 'void' });
  });

  it('pages 10 payments a page', async () => {
    const { test } = await shopWithOrders(Array.from({ length: 12 }, () => ({})));
    await renderRoutes(routes, '/admin', logInAdmin(test));
    expect(await screen.findByText('Showing 1 to 10 of 12 payments')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 payments')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
