import { Button, DropdownMenu } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HeaderMenuId, HeaderMenusViewModel } from './header-menus-view-model';
import type { MenuAction, MenuLink } from './menu-links';

export interface HeaderMenuProps {
  id: HeaderMenuId;
  label: ReactNode;
  ariaLabel: string;
  links: readonly MenuLink[];
  /** Shown after the links, apart from them. */
  actions?: readonly MenuAction[];
  vm: HeaderMenusViewModel;
}

/** What the shopper did with HeaderMenu's trigger before this code arrived. */
interface CarriedOver {
  /** That trigger had the keyboard focus: this one takes it. */
  takeFocus: boolean;
  /** It was opened from the keyboard: the menu focuses its first item once, as a menu button does. */
  focusFirstItem: boolean;
}

/**
 * A header menu's Radix dropdown, which opens by hover (with delays), click, or keyboard. Its code
 * loads after the page (see HeaderMenu, which shows the same Radix Button as trigger until then).
 */
const HeaderDropdown = observer(function HeaderDropdown(props: HeaderMenuProps & CarriedOver) {
  const { id, label, ariaLabel, links, actions = [], vm, takeFocus, focusFirstItem } = props;
  const trigger = useRef<HTMLButtonElement>(null);
  // This trigger replaces one that may have had the keyboard focus: keep it here (once, on arrival).
  const tookFocus = useRef(false);
  useLayoutEffect(() => {
    if (takeFocus && !tookFocus.current) trigger.current?.focus();
    tookFocus.current = true;
  }, [takeFocus]);
  const firstItemPending = useRef(focusFirstItem);
  const open = vm.isOpen(id);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={(open) => vm.setOpen(id, open)}>
      <DropdownMenu.Trigger>
        <Button
          ref={trigger}
          className="site-header__control"
          variant="ghost"
          color="gray"
          highContrast
          aria-label={ariaLabel}
          onPointerEnter={(e) => e.pointerType === 'mouse' && vm.pointerEnter(id)}
          onPointerLeave={(e) => e.pointerType === 'mouse' && vm.pointerLeave(id)}
          // Runs before Radix's toggle, which skips a press whose default is prevented.
          onPointerDown={(e) => e.button === 0 && vm.keepOpenOnPress(id) && e.preventDefault()}
        >
          {label}
          {/* The icon HeaderMenu's first trigger shows (Themes' TriggerIcon would add its icon module to the first load). */}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        onPointerDownOutside={(event) => {
          // The press on the trigger that kept the menu open (its default prevented above) must not dismiss it either.
          if (event.detail.originalEvent.defaultPrevented && trigger.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onFocus={(event) => {
          // Opened by a key press the first trigger took (Radix did not see it): go to the first item.
          if (event.target === event.currentTarget && firstItemPending.current) {
            firstItemPending.current = false;
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
        {actions.length > 0 && <DropdownMenu.Separator />}
        {actions.map((action) => (
          <DropdownMenu.Item key={action.label} onSelect={action.onSelect}>
            {action.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
});

export default HeaderDropdown;
