import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showStoreUnreachable } from '../../../src/ui/app/store-unreachable';

function shown(retry: () => Promise<boolean>): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<p>stale</p>';
  document.body.replaceChildren(root);
  showStoreUnreachable(root, retry);
  return root;
}

describe('showStoreUnreachable', () => {
  it('says the store cannot be reached, in place of anything half loaded', () => {
    const root = shown(async () => false);
    expect(within(root).getByRole('heading', { level: 1 }).textContent).toBe('The store cannot be reached');
    expect(root.textContent).toContain('Check your internet connection, then try again.');
    expect(root.textContent).not.toContain('stale');
  });

  it('retries once per click, disabled while it tries; says so when the store is still unreachable', async () => {
    let finish: (opened: boolean) => void = () => {};
    let tries = 0;
    shown(
      () =>
        new Promise((resolve) => {
          tries += 1;
          finish = resolve;
        }),
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Trying again…' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(button);
    expect(tries).toBe(1);
    finish(false);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Still unreachable: try again in a moment.'));
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false);
  });
});
