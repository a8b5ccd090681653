import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header, SEARCH_PLACEHOLDER } from '../../../src/ui/shell/Header';
import { renderAt } from '../../support/render';

/** Focus loads the dropdown code; resolves with the real trigger once it has replaced the placeholder. */
async function menuTrigger(name: string): Promise<HTMLElement> {
  screen.getByRole('button', { name }).focus();
  return waitFor(() => {
    const trigger = screen.getByRole('button', { name });
    expect(trigger.getAttribute('data-state')).toBe('closed');
    return trigger;
  });
}

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
    await userEvent.click(await menuTrigger('Login'));
    await waitFor(() => expect(screen.getByRole('menu')).toBeTruthy());
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
    (await menuTrigger('More')).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Chat Support',
      'Notification Preferences',
      'Admin Panel',
    ]));
  });
});
