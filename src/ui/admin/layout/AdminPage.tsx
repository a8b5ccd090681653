import type { ComponentType } from 'react';
import { ADMIN_SECTION_TITLES, type AdminSection } from '../../../domain/admin/sections';
import { PageHead } from '../../components/PageHead';
import { AccessLogsSection } from '../access-logs/AccessLogsSection';
import { DashboardSection } from '../dashboard/DashboardSection';
import { DeliverySection } from '../delivery/DeliverySection';
import { OrdersSection } from '../orders/OrdersSection';
import { PaymentHistorySection } from '../payments/PaymentHistorySection';
import { ProductsSection } from '../products/ProductsSection';
import { PromotionsSection } from '../promotions/PromotionsSection';
import { ReportsSection } from '../reports/ReportsSection';
import { ReturnsSection } from '../returns/ReturnsSection';
import { SettingsSection } from '../settings/SettingsSection';
import { AdminLayout } from './AdminLayout';
import { MigrationDoneNotice } from '../migrate/MigrationDoneNotice';
import { useAdminSection } from './use-admin-section';

const SECTIONS: Record<AdminSection, ComponentType> = {
  dashboard: DashboardSection,
  products: ProductsSection,
  orders: OrdersSection,
  delivery: DeliverySection,
  returns: ReturnsSection,
  promotions: PromotionsSection,
  reports: ReportsSection,
  access_logs: AccessLogsSection,
  settings: SettingsSection,
  payment_history: PaymentHistorySection,
};

/** /admin: the sections, one at a time, chosen in the sidebar (no URL change: see useAdminSection). */
export function AdminPage() {
  const [section, show] = useAdminSection();
  const Section = SECTIONS[section];
  return (
    <AdminLayout section={section} onSection={show}>
      <PageHead title={`${ADMIN_SECTION_TITLES[section]} | Admin`} />
      <MigrationDoneNotice />
      <Section key={section} />
    </AdminLayout>
  );
}
