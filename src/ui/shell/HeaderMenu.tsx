import { Button } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { lateComponent, useLateComponent } from '../hooks/use-late-component';
import type { HeaderMenuProps } from './HeaderDropdown';

// The dropdown machinery (menu, popper, focus scope…) stays out of every page's first load (what
// that saves: docs/history/first-load.md). Its code is fetched when the page is idle
// (Header preloads it) or at the first hover, focus or click, and replaces this trigger as soon as
// it is here.
export const headerDropdownCode = lateComponent(() => import('./HeaderDropdown').then((module) => module.default));

/**
 * One of the header's menus. Until the dropdown's code is here, its trigger is the same Radix Button
 * (HeaderDropdown's trigger, chevron included, with the attributes DropdownMenu.Trigger gives a closed
 * menu's trigger), which feeds the same view model: a hover or a click opens the menu when the code
 * lands, and the keyboard focus moves to the real trigger. tests/ui/shell/header-menu-stand-in.test.tsx
 * fails when the two triggers no longer match.
 */
export const HeaderMenu = observer(function HeaderMenu(props: HeaderMenuProps) {
  const { id, vm, label, ariaLabel } = props;
  const [wanted, setWanted] = useState(false);
  // What the shopper did before the code arrived, for the dropdown to carry on from.
  const [focused, setFocused] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const HeaderDropdown = useLateComponent(headerDropdownCode, wanted);
  if (HeaderDropdown) return <HeaderDropdown {...props} takeFocus={focused} focusFirstItem={openedByKeyboard} />;
  return (
    <Button
      type="button"
      className="site-header__control"
      variant="ghost"
      color="gray"
      highContrast
      aria-label={ariaLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onFocus={() => {
        setFocused(true);
        setWanted(true);
      }}
      // Leaving by Tab clears it; being replaced by the real trigger (disconnected) does not.
      onBlur={(e) => e.currentTarget.isConnected && setFocused(false)}
      // On the press, as Radix's trigger opens: when the code lands between the press and the
      // release, the real trigger takes the stand-in's place and never sees a press to open on.
      onPointerDown={(e) => {
        if (e.button !== 0 || e.ctrlKey) return;
        setWanted(true);
        vm.setOpen(id, true);
      }}
      // A click with no press before it (assistive technology's): open too.
      onClick={() => {
        setWanted(true);
        vm.setOpen(id, true);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          setOpenedByKeyboard(true);
          vm.setOpen(id, true);
        }
      }}
      onPointerEnter={(e) => {
        setWanted(true);
        if (e.pointerType === 'mouse') vm.pointerEnter(id);
      }}
      onPointerLeave={(e) => e.pointerType === 'mouse' && vm.pointerLeave(id)}
    >
      {label}
      <ChevronDownIcon aria-hidden />
    </Button>
  );
});
