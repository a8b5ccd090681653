import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { routes } from '../../../src/ui/app/routes';
import { renderRoutes } from '../../support/render';

it('an unknown path on the route table shows the 404 page with the path, logs it, and offers a way back', async () => {
  const view = await renderRoutes(routes, '/no/such/page');
  expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeTruthy();
  expect(screen.getByText('404')).toBeTruthy();
  expect(screen.getByText('/no/such/page')).toBeTruthy();
  // Inside the store's header and footer.
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  // Logged from an effect, which may run just after the page shows.
  await waitFor(() => expect(view.logger.errors).toEqual(['404 Error: User attempted to access non-existent route: /no/such/page']));
  expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/');
  await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
  expect(view.router.state.location.pathname).toBe('/');
  expect(await screen.findByRole('heading', { name: 'Fashion Zone', level: 1 })).toBeTruthy();
});

it('a path under a known one that matches no route is unknown too', async () => {
  await renderRoutes(routes, '/product/1/reviews');
  expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeTruthy();
  expect(screen.getByText('/product/1/reviews')).toBeTruthy();
});
