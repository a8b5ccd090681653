import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../../../src/ui/shell/Header';
import { headerDropdownCode } from '../../../src/ui/shell/HeaderMenu';
import { renderAt } from '../../support/render';

// The dropdowns' code is fetched once per module registry, that is once in this file: the test
// below must be the first to render a header here.

/**
 * A trigger as the page shows it before anyone opens its menu: tag, attributes and content. Left
 * out: the id Radix generates for the real trigger, which its menu's aria-labelledby needs, and which
 * no style sheet or assistive technology reads from a closed menu's trigger.
 */
function closedTrigger(button: HTMLElement) {
  const attributes = [...button.attributes].filter((attribute) => attribute.name !== 'id').map((attribute) => `${attribute.name}=${attribute.value}`);
  return { tag: button.tagName, attributes: attributes.sort(), content: button.innerHTML };
}

describe("HeaderMenu's stand-in trigger (until the dropdowns' code is here)", () => {
  it("is the trigger Radix's DropdownMenu renders, and hands a click over to the real menu", async () => {
    renderAt(<Header />);
    expect(headerDropdownCode.loaded).toBeUndefined();
    const standIns = { login: closedTrigger(screen.getByRole('button', { name: 'Login' })), more: closedTrigger(screen.getByRole('button', { name: 'More' })) };

    // One click event, not userEvent's pointer sequence: that sequence starts fetching the code at
    // its pointerenter, and when the code landed before its pointerdown, the rest went to the
    // stand-in it had captured, detached by then (in a browser they reach the real trigger under
    // the pointer). The press on its own is tested in header-menu-press.test.tsx.
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    // The click fetches the dropdowns' code (a module import, a few seconds on a loaded machine).
    await screen.findByRole('menu', {}, { timeout: 10_000 });
    expect(headerDropdownCode.loaded).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Closed, the menu hands the focus back to the real trigger, which took the stand-in's place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Login' }));

    // A change in what Radix Themes' DropdownMenu.Trigger or Button renders (an attribute, a class,
    // the chevron) shows up here, not as a header that jumps or a menu that misbehaves on a slow network.
    expect(closedTrigger(screen.getByRole('button', { name: 'Login' }))).toEqual(standIns.login);
    expect(closedTrigger(screen.getByRole('button', { name: 'More' }))).toEqual(standIns.more);
  });
});
