import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../../../src/ui/shell/Header';
import { headerDropdownCode } from '../../../src/ui/shell/HeaderMenu';
import { renderAt } from '../../support/render';

// Its own file: the dropdowns' code must not be here yet (it is fetched once per module registry).

describe("HeaderMenu's stand-in trigger, pressed before the dropdowns' code is here", () => {
  // The race one run in the whole suite hit: the code landed between the press and the release,
  // the real trigger took the stand-in's place, and it opens on a press it never saw.
  it('opens the menu on the press itself, as the real trigger does, with no click after it', async () => {
    renderAt(<Header />);
    expect(headerDropdownCode.loaded).toBeUndefined();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Login' }), { button: 0, pointerType: 'mouse' });
    expect(await screen.findByRole('menu', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('does not open on a secondary button or a ctrl-press (as Radix’s trigger)', async () => {
    renderAt(<Header />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'More' }), { button: 2, pointerType: 'mouse' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'More' }), { button: 0, ctrlKey: true, pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
