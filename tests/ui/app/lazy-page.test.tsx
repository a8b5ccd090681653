import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPage, pageComponent } from '../../../src/ui/app/LazyPage';
import { renderRoutes } from '../../support/render';
import { PageBoundary } from '../../../src/ui/shell/PageBoundary';

const Terms: ComponentType = () => <h1>Terms of Service</h1>;

describe('a page whose code loads on first visit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches its code once, and says when it has come, so that React reads it without waiting', async () => {
    const load = vi.fn(async () => ({ TermsPage: Terms }));
    const first = pageComponent('TermsPage', load);
    expect(first.status).toBe('pending');
    expect(await first).toBe(Terms);
    expect(first.status).toBe('fulfilled');
    expect(pageComponent('TermsPage', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next visit when the fetch failed (offline, a new deploy), and shows the error screen meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = vi.fn<() => Promise<Record<string, ComponentType>>>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const page = <PageBoundary><LazyPage name="PrivacyPage" load={offline} /></PageBoundary>;
    const view = await renderRoutes([{ path: 'privacy', element: page }, { path: '*', element: <h1>Home</h1> }], '/privacy');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch dynamically imported module');
    // React renders again after an error: the failure stands for this visit, and is not fetched again.
    expect(offline).toHaveBeenCalledTimes(1);

    offline.mockImplementation(async () => ({ PrivacyPage: () => <h1>Privacy Policy</h1> }));
    await view.router.navigate('/');
    await view.router.navigate('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    expect(offline).toHaveBeenCalledTimes(2);
  });

  it('fails with a message naming the page when its module does not export it', async () => {
    await expect(pageComponent('SecurityPage', async () => ({ SomethingElse: Terms }))).rejects.toThrow('The module of SecurityPage does not export it.');
  });
});
