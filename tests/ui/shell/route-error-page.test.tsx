import { screen, within } from '@testing-library/react';
import type { ServiceIdentifier } from 'inversify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../src/ui/app/routes';
import { DealsViewModel } from '../../../src/ui/features/deals/deals-view-model';
import { HomeViewModel } from '../../../src/ui/features/home/home-view-model';
import { HeaderMenusViewModel } from '../../../src/ui/shell/header-menus-view-model';
import { renderRoutes } from '../../support/render';
import { createTestContainer } from '../../support/test-container';

/** The app's route table at `path`, with `part` failing as it is built (it throws while its page renders). */
async function renderBroken(path: string, part: ServiceIdentifier, message: string) {
  const test = createTestContainer();
  test.container.bind(part).toDynamicValue(() => {
    throw new Error(message);
  });
  return renderRoutes(routes, path, test);
}

/** The store's error screen (not React Router's default one, whose heading is an h2 with no way home). */
async function expectErrorScreen(message: string) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
  expect(within(alert).getByText(message)).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
}

describe('the route table’s error screens', () => {
  // React logs what an error boundary caught; the router warns about it too.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Unexpected Application Error!' with the message when the home page throws, inside the header and footer", async () => {
    renderBroken('/', HomeViewModel, 'The home page could not be built');
    await expectErrorScreen('The home page could not be built');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fashion Zone home' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows it for a page whose code loads on first visit (/deals) as well', async () => {
    renderBroken('/deals', DealsViewModel, 'The deals could not be counted');
    await expectErrorScreen('The deals could not be counted');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows it on its own when the shell itself throws', async () => {
    renderBroken('/', HeaderMenusViewModel, 'The header menus broke');
    await expectErrorScreen('The header menus broke');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('is gone once the shopper goes elsewhere: the next page renders afresh', async () => {
    const view = await renderBroken('/deals', DealsViewModel, 'The deals could not be counted');
    await expectErrorScreen('The deals could not be counted');
    await view.router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Fashion Zone', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
