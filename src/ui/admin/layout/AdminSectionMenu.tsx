import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu } from '@radix-ui/themes';
import { ADMIN_SECTIONS, ADMIN_SECTION_TITLES, isAdminSection, type AdminSection } from '../../../domain/admin/sections';
import { ADMIN_USER } from './admin-user';
import { SECTION_ICONS } from './section-icons';

interface AdminSectionMenuProps {
  section: AdminSection;
  onSection: (section: AdminSection) => void;
}

/** On a phone the sidebar folds into this menu: the same sections, the one shown checked. */
export function AdminSectionMenu({ section, onSection }: AdminSectionMenuProps) {
  const title = ADMIN_SECTION_TITLES[section];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" aria-label={`Admin sections: ${title}`}>
          <HamburgerMenuIcon aria-hidden />
          {title}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Label>
          {ADMIN_USER.name} · {ADMIN_USER.role}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={section} onValueChange={(value) => isAdminSection(value) && onSection(value)}>
          {ADMIN_SECTIONS.map((id) => {
            const Icon = SECTION_ICONS[id];
            return (
              <DropdownMenu.RadioItem key={id} value={id} className="admin-menu__item">
                <Icon aria-hidden />
                {ADMIN_SECTION_TITLES[id]}
              </DropdownMenu.RadioItem>
            );
          })}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
