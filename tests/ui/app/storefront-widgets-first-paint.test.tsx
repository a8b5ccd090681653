import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontWidgets } from '../../../src/ui/app/StorefrontWidgets';
import { renderAt } from '../../support/render';

// A file of its own (a fresh module): the widgets' code has not been fetched when the test starts.
describe('StorefrontWidgets on the first paint', () => {
  it('keeps the footer’s room for the chat button before the button is here, except on /customer-care, which has the chat in the page', () => {
    const home = renderAt(<StorefrontWidgets />, '/');
    expect(screen.queryByRole('button', { name: 'Chat with customer support' })).toBeNull();
    expect(home.baseElement.querySelector('.support-chat-room[hidden]')).not.toBeNull();
    home.unmount();
    expect(renderAt(<StorefrontWidgets />, '/customer-care').baseElement.querySelector('.support-chat-room')).toBeNull();
  });
});
