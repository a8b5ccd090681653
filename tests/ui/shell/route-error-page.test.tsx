import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../../src/ui/shell/RouteErrorPage';
import { renderRoutes } from '../../support/render';

function Broken(): never {
  throw new Error('The product list exploded');
}

it("shows 'Unexpected Application Error!' with the error's message when a page throws", () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('The product list exploded')).toBeTruthy();
  quiet.mockRestore();
  warn.mockRestore();
});
