import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminPage } from '../../../src/ui/admin/layout/AdminPage';
import { renderRoutes } from '../../support/render';
import { logInAdmin } from '../../support/admin-session';
import { createTestContainer } from '../../support/test-container';

const routes = [{ path: '/admin', element: <AdminPage /> }];
const nav = () => screen.getByRole('navigation', { name: 'Admin sections' });
const navButton = (name: string) => within(nav()).getByRole('button', { name });
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the admin layout', () => {
  it('opens on Products, marked current, with the user and the way back to the store', async () => {
    await renderRoutes(routes, '/admin');
    expect(heading()).toBe('Products');
    expect(navButton('Products').getAttribute('aria-current')).toBe('page');
    expect(navButton('Dashboard').getAttribute('aria-current')).toBeNull();
    expect(within(nav()).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Delivery',
      'Returns',
      'Promotions',
      'Reports',
      'Access Logs',
      'Settings',
      'Payment History',
    ]);
    expect(screen.getAllByText('Admin User').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Super Admin').length).toBeGreaterThan(0);
    // The sidebar's, and the phone's top bar's (CSS shows one of them).
    expect(screen.getAllByRole('link', { name: 'Back to Store' }).map((link) => link.getAttribute('href'))).toEqual(['/', '/']);
    await waitFor(() => expect(document.title).toBe('Products | Admin | Fashion Zone'));
  });

  it('keeps the section in the history state, not the address; Back returns to the previous one', async () => {
    const view = await renderRoutes(routes, '/admin');
    await userEvent.click(navButton('Orders'));
    expect(heading()).toBe('Orders');
    expect(view.router.state.location.pathname).toBe('/admin');
    expect(view.router.state.location.state).toEqual({ adminSection: 'orders' });
    expect(navButton('Orders').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Orders | Admin | Fashion Zone'));

    await userEvent.click(navButton('Settings'));
    expect(heading()).toBe('Settings');
    // Choosing the section shown adds no history entry.
    const entry = view.router.state.location.key;
    await userEvent.click(navButton('Settings'));
    expect(view.router.state.location.key).toBe(entry);

    await view.router.navigate(-1);
    await waitFor(() => expect(heading()).toBe('Orders'));
    await view.router.navigate(-1);
    await waitFor(() => expect(heading()).toBe('Products'));
  });

  it('shows the section a reloaded history entry names, and products for anything else', async () => {
    await renderRoutes(routes, { pathname: '/admin', state: { adminSection: 'payment_history' } });
    expect(heading()).toBe('Payment History');
  });

  it('reads an unknown section in the state as products', async () => {
    await renderRoutes(routes, { pathname: '/admin', state: { adminSection: 'root_shell' } });
    expect(heading()).toBe('Products');
  });

  it('shows each section with its heading and the spec texts', async () => {
    const test = logInAdmin(createTestContainer());
    await test.signIns.record(1_000);
    await test.signIns.record(2_000);
    await renderRoutes(routes, '/admin', test);
    await userEvent.click(navButton('Payment History'));
    expect(await screen.findByText('No payment history available')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Transaction ID', 'Date', 'Order', 'Customer', 'Method', 'Amount', 'Status', 'Actions']);

    await userEvent.click(navButton('Access Logs'));
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Time', 'Device & Browser', 'IP Address', 'Actions']);
    expect(await screen.findByText('Current')).toBeTruthy();
    expect(screen.getAllByText('Not recorded')).toHaveLength(2);
    expect(screen.getAllByText(/^Ended/)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);

    await userEvent.click(navButton('Promotions'));
    expect(screen.getByRole('button', { name: 'Create New Promotion' })).toBeTruthy();

    await userEvent.click(navButton('Reports'));
    expect(screen.getByRole('group', { name: 'Date Range' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();

    await userEvent.click(navButton('Dashboard'));
    expect(await screen.findByText('25')).toBeTruthy();
    for (const card of ['Total Products', 'Revenue Today', 'Active Users', 'Pending Deliveries', 'Recent Activity', 'Sales Analytics']) {
      expect(screen.getByText(card), card).toBeTruthy();
    }
    expect(screen.getByText('₹0')).toBeTruthy();
  });
});
