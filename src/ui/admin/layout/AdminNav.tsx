import { Button } from '@radix-ui/themes';
import { ADMIN_SECTIONS, ADMIN_SECTION_TITLES, type AdminSection } from '../../../domain/admin/sections';
import { SECTION_ICONS } from './section-icons';

interface AdminNavProps {
  section: AdminSection;
  onSection: (section: AdminSection) => void;
}

/** The sidebar's sections: buttons in a nav, the one shown marked current. */
export function AdminNav({ section, onSection }: AdminNavProps) {
  return (
    <nav aria-label="Admin sections" className="admin-nav">
      <ul>
        {ADMIN_SECTIONS.map((id) => {
          const Icon = SECTION_ICONS[id];
          const current = id === section;
          return (
            <li key={id}>
              <Button
                variant={current ? 'soft' : 'ghost'}
                color={current ? undefined : 'gray'}
                highContrast={!current}
                aria-current={current ? 'page' : undefined}
                className="admin-nav__item"
                onClick={() => onSection(id)}
              >
                <Icon aria-hidden />
                {ADMIN_SECTION_TITLES[id]}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
