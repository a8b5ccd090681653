import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { NotFoundPage } from '../../../src/ui/shell/NotFoundPage';
import { renderRoutes } from '../../support/render';

it('shows the attempted path, logs it, and offers a way back', async () => {
  const view = renderRoutes([{ path: '/', element: <p>Home</p> }, { path: '*', element: <NotFoundPage /> }], '/no/such/page');
  expect(screen.getByText('404')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  expect(screen.getByText('/no/such/page')).toBeTruthy();
  expect(view.logger.errors).toEqual(['404 Error: User attempted to access non-existent route: /no/such/page']);
  expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/');
  await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
  expect(view.router.state.location.pathname).toBe('/');
});
