import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminMigratePage, AdminPage } from '../../../src/ui/admin/entry/admin-root';
import { ADMIN_HOLDER } from '../../support/admin-session';
import { ADMIN_SECRET } from '../../support/accounts';
import { renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

const routes = [
  { path: '/admin', element: <AdminPage /> },
  { path: '/admin/migrate', element: <AdminMigratePage /> },
  { path: '/login', element: <h1>Login page</h1> },
];
const ACCESS_REQUIRED = { kind: 'error', title: 'Admin Access Required', description: 'Please log in as the admin to open the admin panel.' };

describe('the admin gate', () => {
  it('sends a visitor to the login page, keeping the admin page to come back to, and says why', async () => {
    const view = await renderRoutes(routes, '/admin/migrate?from=menu');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    // In place of the admin page in the history: Back does not return to the gate.
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login page');
    expect(view.notifier.notices).toEqual([ACCESS_REQUIRED]);
    expect(view.returnPath.take()).toBe('/admin/migrate?from=menu');
  });

  it('sends a shopper who is not the admin away too', async () => {
    const test = createTestContainer();
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    const view = await renderRoutes(routes, '/admin', test);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.notifier.notices).toEqual([ACCESS_REQUIRED]);
  });

  it('opens for the admin (any case), and closes when the admin logs out, here or in another tab', async () => {
    const test = createTestContainer();
    test.session.logIn({ phone: '9000000001', name: 'ADMIN' });
    const view = await renderRoutes(routes, '/admin', test);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Products');
    expect(view.notifier.notices).toEqual([]);
    act(() => test.session.logOut());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.returnPath.take()).toBe('/admin');
  });

  it("with two-factor set up, turns away the admin's session that passed the password alone, and opens for the password and the code", async () => {
    const test = createTestContainer();
    test.twoFactorSecrets.write({ secret: ADMIN_SECRET });
    test.session.logIn(ADMIN_HOLDER, 'password');
    const view = await renderRoutes(routes, '/admin', test);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Products' })).toBeNull();
    expect(view.notifier.notices).toEqual([
      { kind: 'error', title: 'Admin Access Required', description: 'Please log in again with your authentication code to open the admin panel.' },
    ]);
    expect(view.returnPath.take()).toBe('/admin');

    test.session.logIn(ADMIN_HOLDER, 'password-and-code');
    await act(() => view.router.navigate('/admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
  });
});
