import { ArrowLeftIcon, HomeIcon, PersonIcon } from '@radix-ui/react-icons';
import { Avatar, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminSection } from '../../../domain/admin/sections';
import { HOME_PATH } from '../../app/paths';
import { useStoreName } from '../../hooks/use-store-name';
import { ADMIN_USER } from './admin-user';
import { AdminNav } from './AdminNav';
import { AdminSectionMenu } from './AdminSectionMenu';
import './admin.css';
import './admin-forms.css';


interface AdminLayoutProps {
  /** The section shown, when the page has sections (the migration page has none). */
  section?: AdminSection;
  onSection?: (section: AdminSection) => void;
  children: ReactNode;
}

function BackToStore({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <IconButton asChild variant="soft" color="gray" highContrast>
        <Link to={HOME_PATH} aria-label="Back to Store">
          <HomeIcon aria-hidden />
        </Link>
      </IconButton>
    );
  }
  return (
    <Button asChild variant="outline" color="gray">
      <Link to={HOME_PATH}>
        <ArrowLeftIcon aria-hidden />
        Back to Store
      </Link>
    </Button>
  );
}

/**
 * The admin area's frame: a sidebar with the sections, the user and the way back to the store;
 * under 768 px a top bar whose menu holds the sections instead.
 */
export function AdminLayout({ section, onSection, children }: AdminLayoutProps) {
  const storeName = useStoreName();
  const withSections = section !== undefined && onSection !== undefined;
  return (
    <div className="admin">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <aside className="admin__sidebar" aria-label="Admin panel">
        <div className="admin__brand">
          <Text as="div" size="4" weight="bold" className="admin__store-name">
            {storeName}
          </Text>
          <Text as="div" size="1" color="gray">
            Admin Panel
          </Text>
        </div>
        {withSections && <AdminNav section={section} onSection={onSection} />}
        <div className="admin__sidebar-foot">
          <Flex align="center" gap="3" className="admin__user">
            <Avatar size="2" radius="full" fallback={<PersonIcon aria-hidden />} />
            <div>
              <Text as="div" size="2" weight="bold">
                {ADMIN_USER.name}
              </Text>
              <Text as="div" size="1" color="gray">
                {ADMIN_USER.role}
              </Text>
            </div>
          </Flex>
          <BackToStore />
        </div>
      </aside>
      <div className="admin__body">
        <header className="admin__topbar">
          <Text as="div" size="3" weight="bold" className="admin__store-name admin__topbar-name">
            {storeName}
          </Text>
          <Flex align="center" gap="2" flexShrink="0">
            {withSections && <AdminSectionMenu section={section} onSection={onSection} />}
            <BackToStore compact />
          </Flex>
        </header>
        <main id="admin-main" className="admin__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
