import { Button, DropdownMenu } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HeaderMenuId, HeaderMenusViewModel } from './header-menus-view-model';
import type { MenuLink } from './menu-links';

export interface HeaderMenuProps {
  id: HeaderMenuId;
  label: ReactNode;
  ariaLabel: string;
  links: readonly MenuLink[];
  vm: HeaderMenusViewModel;
}

/**
 * A header menu's Radix dropdown, which opens by hover (with delays), click, or keyboard. Its code
 * loads after the page (see HeaderMenu, which shows a stand-in trigger until then).
 */
const HeaderDropdown = observer(function HeaderDropdown({ id, label, ariaLabel, links, vm }: HeaderMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // This trigger replaces a placeholder that may have had the keyboard focus: keep it here.
  useLayoutEffect(() => {
    if (vm.focusedTrigger === id) trigger.current?.focus();
  }, [vm, id]);
  const open = vm.isOpen(id);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={(open) => vm.setOpen(id, open)}>
      <DropdownMenu.Trigger>
        <Button
          ref={trigger}
          variant="ghost"
          color="gray"
          highContrast
          aria-label={ariaLabel}
          onPointerEnter={(e) => e.pointerType === 'mouse' && vm.pointerEnter(id)}
          onPointerLeave={(e) => e.pointerType === 'mouse' && vm.pointerLeave(id)}
        >
          {label}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        onFocus={(event) => {
          // Opened by a key press the placeholder took: go to the first item, as a menu button does.
          if (event.target === event.currentTarget && vm.openedByKeyboard) {
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }
        }}
        onPointerEnter={(e) => e.pointerType === 'mouse' && vm.pointerEnter(id)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && vm.pointerLeave(id)}
      >
        {links.map((link) => (
          <DropdownMenu.Item key={link.to + link.label} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
});

export default HeaderDropdown;
