import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { indiaDate } from '../../../src/domain/orders/india-time';
import { DeliverySection } from '../../../src/ui/admin/delivery/DeliverySection';
import { logInAdmin } from '../../support/admin-session';
import { shopWithOrders } from '../../support/admin-orders';
import { renderRoutes } from '../../support/render';

const routes = [{ path: '/admin', element: <DeliverySection /> }];

describe('the Delivery section', () => {
  it('lists the orders on their way with courier and tracking number, the overdue first and said in words', async () => {
    // The test clock is Wednesday 15 Nov 2023 in India: one placed now (due the 18th), one on the 6th
    // (due the 9th: overdue), one not shipped. Standard delivery to Bengaluru takes 3 working days.
    const { test, orders } = await shopWithOrders([{}, { placedDaysAgo: 9 }, {}]);
    expect(indiaDate(test.clock.now())).toBe('2023-11-15');
    await test.orders.advance(orders[0]!.number, 'Shipped', test.clock.now(), { courier: 'Delhivery', trackingNumber: 'SOON-0001' });
    await test.orders.advance(orders[1]!.number, 'Shipped', test.clock.now(), { courier: 'Blue Dart', trackingNumber: 'LATE-0002' });
    await test.orders.advance(orders[1]!.number, 'In Transit', test.clock.now());
    await renderRoutes(routes, '/admin', logInAdmin(test));
    const table = await screen.findByRole('table', { name: 'Deliveries on their way' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([orders[1]!.number, orders[0]!.number]);
    expect(rows[0]!.textContent).toContain('Blue Dart');
    expect(rows[0]!.textContent).toContain('LATE-0002');
    expect(rows[0]!.textContent).toContain('Overdue');
    expect(rows[1]!.textContent).toContain('SOON-0001');
    expect(rows[1]!.textContent).not.toContain('Overdue');
    expect(screen.getByText(/1 delivery is overdue/)).toBeTruthy();
    expect(screen.getByText('Showing 1 to 2 of 2 deliveries')).toBeTruthy();

    // Overdue only: the late one alone, the count of the whole board still said.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    expect(await screen.findByText('Showing 1 to 1 of 1 deliveries')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Deliveries on their way' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(/1 delivery is overdue/)).toBeTruthy();
  });

  it('pages 10 deliveries a page, asking the backend for each page', async () => {
    const { test, orders } = await shopWithOrders(Array.from({ length: 12 }, () => ({})));
    for (const [index, order] of orders.entries()) {
      await test.orders.advance(order.number, 'Shipped', test.clock.now(), { courier: 'DTDC', trackingNumber: `DTDC-${100000 + index}` });
    }
    await renderRoutes(routes, '/admin', logInAdmin(test));
    expect(await screen.findByText('Showing 1 to 10 of 12 deliveries')).toBeTruthy();
    expect(screen.getByText('No delivery is overdue.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Overdue only' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 deliveries')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Deliveries on their way' })).getAllByRole('row')).toHaveLength(3);
  });

  it('moves an order on from the board, and says when nothing is on its way', async () => {
    const { test, orders } = await shopWithOrders([{}]);
    await test.orders.advance(orders[0]!.number, 'Shipped', test.clock.now(), { courier: 'DTDC', trackingNumber: 'DTDC-123456' });
    await renderRoutes(routes, '/admin', logInAdmin(test));
    await userEvent.click(await screen.findByRole('button', { name: `Mark ${orders[0]!.number} as In Transit` }));
    await userEvent.click(await screen.findByRole('button', { name: `Mark ${orders[0]!.number} as Delivered` }));
    await waitFor(() => expect(screen.getByText('No deliveries to track')).toBeTruthy());
  });
});
