import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AccountPage } from '../../../../src/ui/features/profile/AccountPage';
import { HOME, OFFICE, PARENTS, saved } from '../../../support/addresses';
import { renderRoutes } from '../../../support/render';
import { createTestContainer } from '../../../support/test-container';

const routes: RouteObject[] = [
  { path: '/account', element: <AccountPage /> },
  { path: '/', element: <h1>Home page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
];

function loggedIn() {
  const test = createTestContainer();
  test.session.logIn({ phone: '9876543210', name: 'Asha' });
  return test;
}

describe('AccountPage', () => {
  it('shows the shopper’s name, mobile number, saved addresses (the default marked) and shortcuts', async () => {
    const test = loggedIn();
    await test.addressBook.save('9876543210', [saved(HOME, 'a1', true), saved(OFFICE, 'a2')]);
    await renderRoutes(routes, '/account', test);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText('Asha')).toBeTruthy();
    expect(profile.getByText('+91 9876543210')).toBeTruthy();
    const addresses = await screen.findByRole('list', { name: 'Saved addresses' });
    const items = within(addresses).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Default')).toBeTruthy();
    expect(items[0]!.textContent).toContain(HOME.fullName);
    const links = within(screen.getByRole('region', { name: 'Shortcuts' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Orders', '/orders'],
      ['My Wishlist', '/wishlist'],
      ['Returns', '/returns'],
      ['Notification Preferences', '/notification-preferences'],
    ]);
  });

  it('says when there are no saved addresses, and when they cannot be read (never as none)', async () => {
    const test = loggedIn();
    const view = await renderRoutes(routes, '/account', test);
    expect(await screen.findByText(/No saved addresses yet/)).toBeTruthy();
    view.unmount();

    const failing = loggedIn();
    vi.spyOn(failing.addressBook, 'list').mockRejectedValue(new Error('quota'));
    await renderRoutes(routes, '/account', failing);
    expect((await screen.findByRole('alert')).textContent).toBe('Your saved addresses could not be loaded. Please try again.');
  });

  it('reads the addresses again when someone else logs in, here or in another tab', async () => {
    const test = loggedIn();
    await test.addressBook.save('9876543210', [saved(HOME, 'a1', true)]);
    await test.addressBook.save('9123456789', [saved(OFFICE, 'r1', true), saved(PARENTS, 'r2')]);
    await renderRoutes(routes, '/account', test);
    const asha = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(within(asha).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Bengaluru')]);
    act(() => test.session.logOut());
    expect(screen.getByRole('heading', { name: 'Log in to see your account' })).toBeTruthy();
    act(() => test.session.logIn({ phone: '9123456789', name: 'Ravi' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Gurugram'),
        expect.stringContaining('Chennai'),
      ]),
    );
  });

  it('logs out from the page, says so and goes home', async () => {
    const test = loggedIn();
    const view = await renderRoutes(routes, '/account', test);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(test.session.isLoggedIn()).toBe(false);
    expect(view.notifier.notices).toEqual([{ kind: 'success', title: 'Logged out', description: 'See you soon!' }]);
  });

  it('asks a visitor to log in, and comes back here after', async () => {
    const view = await renderRoutes(routes, '/account');
    expect(screen.getByRole('heading', { name: 'Log in to see your account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(view.returnPath.take()).toBe('/account');
  });
});
