import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header, SEARCH_PLACEHOLDER } from '../../../src/ui/shell/Header';
import { headerDropdownCode } from '../../../src/ui/shell/HeaderMenu';

/** Reaching for a menu (focus) brings its dropdown; waiting for its code keeps the next click off the stand-in being replaced. */
async function reachFor(name: string): Promise<HTMLElement> {
  screen.getByRole('button', { name }).focus();
  await act(() => headerDropdownCode.preload());
  return screen.getByRole('button', { name });
}
import { renderAt, renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

describe('Header', () => {
  it('has the logo, the search box, the Admin Panel and Cart links', () => {
    renderAt(<Header />);
    expect(screen.getByRole('link', { name: 'Fashion Zone home' }).getAttribute('href')).toBe('/');
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toBeTruthy();
    expect(SEARCH_PLACEHOLDER).toBe('Search for products, brands and more');
    expect(screen.getByRole('link', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('link', { name: /Cart/ }).getAttribute('href')).toBe('/cart');
  });

  it('opens the Login menu by click with its four links', async () => {
    renderAt(<Header />);
    await userEvent.click(await reachFor('Login'));
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['New Customer? Sign Up', '/signin'],
      ['My Profile', '/login'],
      ['Orders', '/orders'],
      ['Wishlist', '/wishlist'],
    ]);
  });

  it('opens the More menu from the keyboard', async () => {
    renderAt(<Header />);
    await reachFor('More');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Chat Support',
      'Notification Preferences',
      'Admin Panel',
    ]));
  });

  it("shows the logged-in shopper's name in place of 'Login', and follows logins and logouts (another tab's too)", async () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    renderAt(<Header />, '/', t);
    expect(screen.getByRole('button', { name: 'Asha' }).textContent).toContain('Asha');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    act(() => t.session.logOut());
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    act(() => t.session.logIn({ phone: '9000000001', name: 'Ravi' }));
    expect(screen.getByRole('button', { name: 'Ravi' })).toBeTruthy();
  });

  it('offers Logout to a logged-in shopper: it logs out, says so, and goes home', async () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    const view = await renderRoutes([{ path: '*', element: <Header /> }], '/product/1', t);
    await userEvent.click(await reachFor('Asha'));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'New Customer? Sign Up',
      'My Profile',
      'Orders',
      'Wishlist',
      'Logout',
    ]);
    // Logged in, 'My Profile' is the shopper's account page, not the login form.
    expect(screen.getByRole('menuitem', { name: 'My Profile' }).getAttribute('href')).toBe('/account');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(t.session.isLoggedIn()).toBe(false);
    expect(t.notifier.notices).toEqual([{ kind: 'success', title: 'Logged out', description: 'See you soon!' }]);
    expect(view.router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('has no Logout for a visitor', async () => {
    renderAt(<Header />);
    await userEvent.click(await reachFor('Login'));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull();
  });
});
