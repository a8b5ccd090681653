import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { indiaDateAfter } from '../../../src/domain/orders/india-time';
import { ReturnsSection } from '../../../src/ui/admin/returns/ReturnsSection';
import { logInAdmin } from '../../support/admin-session';
import { shopWithOrders, SHOPPER_PHONE, TEE } from '../../support/admin-orders';
import { renderRoutes } from '../../support/render';
import type { TestContainer } from '../../support/test-container';

const routes = [{ path: '/admin', element: <ReturnsSection /> }];

/** A shop with `count` delivered orders of a tee, each asked back. */
async function shopWithReturns(count: number): Promise<TestContainer> {
  const { test, orders } = await shopWithOrders(Array.from({ length: count }, () => ({})));
  for (const order of orders) {
    for (const to of ['Shipped', 'In Transit', 'Delivered'] as const) await test.orders.advance(order.number, to, test.clock.now(), { courier: 'DTDC', trackingNumber: 'DTDC-123456' });
    const asked = await test.returns.request(SHOPPER_PHONE, order.number, { lines: [{ productId: TEE.id, size: 'M', quantity: 1 }], reason: 'Size too small', comment: '' }, test.clock.now());
    if (asked.kind !== 'requested') throw new Error(asked.kind);
    test.clock.advance(60_000);
  }
  return test;
}

describe('the Returns section', () => {
  it('says so when no return was ever asked for', async () => {
    const { test } = await shopWithOrders([]);
    await renderRoutes(routes, '/admin', logInAdmin(test));
    expect(await screen.findByText('No returns yet')).toBeTruthy();
  });

  it('counts by status, pages 10 a page newest first, and finds a return by its id', async () => {
    const test = await shopWithReturns(11);
    await renderRoutes(routes, '/admin', logInAdmin(test));
    expect(await screen.findByText('Showing 1 to 10 of 11 returns')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Returns by status' }).textContent).toContain('Requested 11');
    const firstRow = () => within(screen.getByRole('table', { name: 'Return requests, newest first' })).getAllByRole('row')[1]!;
    expect(firstRow().querySelector('th')?.textContent).toBe('RT00000011');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search returns' }), 'rt00000003{Enter}');
    expect(await screen.findByText('Showing 1 to 1 of 1 returns')).toBeTruthy();
    expect(firstRow().querySelector('th')?.textContent).toBe('RT00000003');
  });

  it('moves a return on from its dialog, one move after another, and says a refusal under the form', async () => {
    const test = await shopWithReturns(1);
    await renderRoutes(routes, '/admin', logInAdmin(test));
    await userEvent.click(await screen.findByRole('button', { name: 'Open return RT00000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return RT00000001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve return' }));
    const pickup = await within(dialog).findByRole('form', { name: 'Book pickup' });
    await userEvent.click(within(pickup).getByRole('button', { name: 'Book pickup' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter the courier’s name.');
    await userEvent.type(within(pickup).getByLabelText('Courier'), 'Delhivery');
    await userEvent.type(within(pickup).getByLabelText('Tracking number'), 'DLV-123456');
    await userEvent.type(within(pickup).getByLabelText('Pickup day'), indiaDateAfter(test.clock.now(), 1));
    await userEvent.click(within(pickup).getByRole('button', { name: 'Book pickup' }));
    const receive = await within(dialog).findByRole('button', { name: 'Mark as received' });
    await waitFor(() => expect((receive as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(receive);
    expect(await within(dialog).findByRole('form', { name: 'Save inspection' })).toBeTruthy();
    const [kept] = await test.returns.listFor(SHOPPER_PHONE, 'FZ00000001');
    expect(kept?.history.map((event) => event.status)).toEqual(['Requested', 'Approved', 'Pickup scheduled', 'Received']);
  });
});
