import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** The widgets as on a first load: their code not fetched yet, whatever another test fetched. */
async function firstLoad() {
  vi.resetModules();
  const [{ StorefrontWidgets }, { renderAt }] = await Promise.all([import('../../../src/ui/app/StorefrontWidgets'), import('../../support/render')]);
  return (path?: string) => renderAt(<StorefrontWidgets />, path);
}

const chatButton = { name: 'Chat with customer support' };

describe('StorefrontWidgets', () => {
  it('opens the location prompt one second after the first load, with the chat button, though their code comes later', async () => {
    const { clock } = (await firstLoad())();
    expect(screen.queryByRole('button', chatButton)).toBeNull();
    act(() => clock.advance(999));
    expect(screen.queryByRole('alertdialog', { name: 'Enable Location Access' })).toBeNull();
    act(() => clock.advance(1));
    expect(await screen.findByRole('alertdialog', { name: 'Enable Location Access' })).toBeTruthy();
    // Behind the prompt (a modal dialog hides the rest of the page from assistive technology).
    expect(screen.getByRole('button', { ...chatButton, hidden: true })).toBeTruthy();
  });

  it('keeps the footer’s room for the chat button from the first paint, except on /customer-care, which has the chat in the page', async () => {
    const render = await firstLoad();
    const home = render('/');
    expect(screen.queryByRole('button', chatButton)).toBeNull();
    expect(home.baseElement.querySelector('.support-chat-room[hidden]')).not.toBeNull();
    home.unmount();
    expect(render('/customer-care').baseElement.querySelector('.support-chat-room')).toBeNull();
  });
});
