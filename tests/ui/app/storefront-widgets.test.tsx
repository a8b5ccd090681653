import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontWidgets } from '../../../src/ui/app/StorefrontWidgets';
import { renderAt } from '../../support/render';

// A file of its own (a fresh module): the widgets' code has not been fetched when the test starts.
describe('StorefrontWidgets', () => {
  it('opens the location prompt one second after the first load, counted before the widgets’ code has arrived, with the chat button', async () => {
    const { clock } = renderAt(<StorefrontWidgets />);
    act(() => clock.advance(999));
    expect(screen.queryByRole('alertdialog', { name: 'Enable Location Access' })).toBeNull();
    act(() => clock.advance(1));
    expect(await screen.findByRole('alertdialog', { name: 'Enable Location Access' })).toBeTruthy();
    // Behind the prompt (a modal dialog hides the rest of the page from assistive technology).
    expect(screen.getByRole('button', { name: 'Chat with customer support', hidden: true })).toBeTruthy();
  });
});
