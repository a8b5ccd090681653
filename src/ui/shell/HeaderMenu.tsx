import { Button } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { lateComponent, useLateComponent } from '../kit/use-late-component';
import type { HeaderMenuProps } from './HeaderDropdown';

// The dropdown machinery (menu, popper, focus scope…) weighs more than the rest of the header and
// is not needed to paint the page. Its code is fetched when the page is idle (`headerDropdownCode`)
// and rendered at the first hover, focus or click. Until then an identical trigger feeds the same
// view model, and the menu opens once it is there.
export const headerDropdownCode = lateComponent(() => import('./HeaderDropdown').then((module) => module.default));

/** One of the header's menus: a stand-in trigger, then the dropdown once its code is here. */
export const HeaderMenu = observer(function HeaderMenu(props: HeaderMenuProps) {
  const { id, vm, label, ariaLabel } = props;
  const HeaderDropdown = useLateComponent(headerDropdownCode, vm.engaged);
  const trigger = (
    <Button
      variant="ghost"
      color="gray"
      highContrast
      aria-label={ariaLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onFocus={() => vm.triggerFocused(id, true)}
      // Leaving by Tab clears it; being replaced by the real trigger (disconnected) does not.
      onBlur={(e) => e.currentTarget.isConnected && vm.triggerFocused(id, false)}
      onClick={() => vm.isOpen(id) || vm.setOpen(id, true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          vm.openFromKeyboard(id);
        }
      }}
      onPointerEnter={(e) => e.pointerType === 'mouse' && vm.pointerEnter(id)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && vm.pointerLeave(id)}
    >
      {label}
      <ChevronDownIcon aria-hidden className="rt-DropdownMenuTriggerIcon" />
    </Button>
  );
  return vm.engaged && HeaderDropdown ? <HeaderDropdown {...props} /> : trigger;
});
