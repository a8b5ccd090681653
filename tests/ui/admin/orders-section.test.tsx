import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrdersSection } from '../../../src/ui/admin/orders/OrdersSection';
import { OFFICE } from '../../support/addresses';
import { logInAdmin } from '../../support/admin-session';
import { shopWithOrders } from '../../support/admin-orders';
import { renderRoutes } from '../../support/render';

const routes = [{ path: '/admin', element: <OrdersSection /> }];

/** `count` orders a minute apart, the odd ones to the office address and paid by UPI. */
const withOrders = (count: number) => shopWithOrders(Array.from({ length: count }, (_, i) => (i % 2 === 1 ? { payment: 'upi' as const, address: OFFICE } : {})));

async function open(count: number) {
  const { test, orders } = await withOrders(count);
  await renderRoutes(routes, '/admin', logInAdmin(test));
  if (count > 0) await screen.findByRole('table', { name: 'Orders' });
  return { test, orders };
}

const shown = () => screen.getByText(/^Showing \d+ to \d+ of \d+ orders$/).textContent;
const numbers = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.orders-table__number')?.textContent);
async function search(text: string) {
  await userEvent.click(screen.getByRole('searchbox', { name: 'Search orders' }));
  await userEvent.paste(text);
}
const details = (number: string) => screen.getByRole('dialog', { name: `Order ${number}` });

describe('the Orders section', () => {
  it('lists every order newest first, 10 a page, with the products table’s pagination', async () => {
    const { orders } = await open(23);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['', 'Order', 'Customer', 'Items', 'Total', 'Payment', 'Status', 'Actions']);
    expect(shown()).toBe('Showing 1 to 10 of 23 orders');
    expect(numbers()[0]).toBe(orders[22]!.number);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(shown()).toBe('Showing 21 to 23 of 23 orders'));
    expect(numbers()).toEqual([orders[2]!.number, orders[1]!.number, orders[0]!.number]);
    expect(within(screen.getByRole('navigation', { name: 'Pages of orders' })).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  });

  it('searches by phone or PIN and filters by payment method, going back to page 1', async () => {
    await open(23);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(shown()).toBe('Showing 11 to 20 of 23 orders'));
    await search(OFFICE.mobile);
    await waitFor(() => expect(shown()).toBe('Showing 1 to 10 of 11 orders'));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await search(OFFICE.pinCode);
    await waitFor(() => expect(shown()).toBe('Showing 1 to 10 of 11 orders'));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await waitFor(() => expect(shown()).toBe('Showing 1 to 10 of 23 orders'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash on Delivery' }));
    await waitFor(() => expect(shown()).toBe('Showing 1 to 10 of 12 orders'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shown()).toBe('Showing 1 to 10 of 23 orders'));
  });

  it('says when no order matches, and refuses a backwards date range in words', async () => {
    await open(2);
    await search('nobody at all');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search orders' }));
    await userEvent.type(screen.getByLabelText('Placed from'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('Placed to'), '2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toContain('The From date is after the To date.');
  });

  it('opens an order with its lines, address, totals, payment and history, and ships it with courier and tracking number', async () => {
    const user = userEvent.setup();
    const { test, orders } = await open(1);
    const order = orders[0]!;
    await user.click(screen.getByRole('button', { name: `View order ${order.number}` }));
    const dialog = within(details(order.number));
    expect(dialog.getByText('Crew Tee')).toBeTruthy();
    expect(dialog.getByText('Size M · Qty 1 · ₹499 each · SKU TSH1001-M')).toBeTruthy();
    expect(dialog.getByText(/12 MG Road/)).toBeTruthy();
    expect(dialog.getByText('TXN-' + order.number)).toBeTruthy();
    const history = dialog.getByRole('table', { name: `Status history of order ${order.number}` });
    expect(within(history).getAllByRole('row')[1]!.textContent).toContain('Shopper');
    // Only what the machine allows: ship or cancel; no In Transit, no Delivered.
    expect(dialog.queryByRole('button', { name: 'Mark as In Transit' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Mark as Delivered' })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Mark as Shipped' }));
    expect(dialog.getByText('Enter the courier’s name.')).toBeTruthy();
    expect(dialog.getByText('Enter the tracking number.')).toBeTruthy();
    await user.type(dialog.getByRole('combobox', { name: /Courier/ }), 'Delhivery');
    await user.type(dialog.getByRole('textbox', { name: /Tracking number/ }), 'DLV-778899');
    await user.click(dialog.getByRole('button', { name: 'Mark as Shipped' }));
    expect(await dialog.findByText('DLV-778899')).toBeTruthy();
    expect(test.notifier.notices.at(-1)).toEqual({ kind: 'success', title: 'Order updated', description: `Order ${order.number} is now Shipped.` });
    const stored = (await test.orders.find('9876543210', order.number))!;
    expect(stored.shipment).toEqual({ courier: 'Delhivery', trackingNumber: 'DLV-778899' });

    await user.click(dialog.getByRole('button', { name: 'Mark as In Transit' }));
    await user.click(await dialog.findByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() => expect(dialog.queryByRole('heading', { name: 'Next step' })).toBeNull());
    expect(within(dialog.getByRole('table', { name: /Status history/ })).getAllByRole('row').map((row) => row.querySelector('th')?.textContent)).toEqual(['Status', 'Processing', 'Shipped', 'In Transit', 'Delivered']);
    expect(screen.getAllByText('Delivered', { selector: '[data-status]' }).length).toBeGreaterThan(0);
  });

  it('cancels an order with the reason, which the history keeps; the stock goes back', async () => {
    const user = userEvent.setup();
    const { test, orders } = await open(1);
    const order = orders[0]!;
    await user.click(screen.getByRole('button', { name: `View order ${order.number}` }));
    const dialog = within(details(order.number));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect(dialog.getByText('Enter the reason for cancelling.')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: /Reason for cancelling/ }), 'Out of the print run');
    await user.click(dialog.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await dialog.findByText('Out of the print run')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Mark as Shipped' })).toBeNull();
    expect((await test.orders.find('9876543210', order.number))?.status).toBe('Cancelled');
    expect((await test.products.current()).find((p) => p.id === 1)?.stock).toBe(500);
  });

  it('ships the selected Processing orders in one step, one courier and a tracking number each', async () => {
    const user = userEvent.setup();
    const { test, orders } = await open(3);
    await user.click(screen.getByRole('checkbox', { name: `Select order ${orders[0]!.number}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select order ${orders[2]!.number}` }));
    const bar = within(screen.getByRole('region', { name: 'Selected orders' }));
    expect(bar.getByText('2 selected')).toBeTruthy();
    await user.click(bar.getByRole('button', { name: 'Mark as Shipped' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark 2 orders as Shipped' }));
    await user.type(dialog.getByRole('combobox', { name: /Courier/ }), 'Blue Dart');
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`Tracking number for ${orders[0]!.number}`) }), 'BD-000111');
    await user.type(dialog.getByRole('textbox', { name: new RegExp(`Tracking number for ${orders[2]!.number}`) }), 'BD-000333');
    await user.click(dialog.getByRole('button', { name: 'Mark 2 as Shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(test.notifier.notices.at(-1)).toEqual({ kind: 'success', title: 'Orders shipped', description: '2 orders are now Shipped.' });
    const statuses = await Promise.all(orders.map(async (o) => (await test.orders.find('9876543210', o.number))?.status));
    expect(statuses).toEqual(['Shipped', 'Processing', 'Shipped']);
    expect(screen.queryByRole('region', { name: 'Selected orders' })).toBeNull();
  });

  it('prints the packing slip: order number, date, address, sizes and quantities, no prices', async () => {
    const print = vi.fn();
    window.print = print;
    const { orders } = await open(1);
    await userEvent.click(screen.getByRole('button', { name: `View order ${orders[0]!.number}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Print packing slip' }));
    expect(print).toHaveBeenCalledOnce();
    const slip = document.querySelector<HTMLElement>('body > .packing-slip')!;
    expect(slip.textContent).toContain(orders[0]!.number);
    expect(slip.textContent).toContain('Asha Rao');
    expect(slip.textContent).toContain('560038');
    expect([...slip.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual(['Crew Tee', 'M', 'TSH1001-M', '1']);
    expect(slip.textContent).not.toContain('₹');
  });

  it('shows nothing of the orders to anyone but the admin', async () => {
    const { test } = await withOrders(1);
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    await renderRoutes(routes, '/admin', test);
    expect(await screen.findByText(/could not be loaded|Only the logged-in admin/)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there are no orders', async () => {
    await open(0);
    expect(await screen.findByText('No orders yet')).toBeDefined();
  });
});
