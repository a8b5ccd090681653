/** The admin panel's sections (spec), in the sidebar's order. The panel opens on products. */
export const ADMIN_SECTIONS = [
  'dashboard',
  'products',
  'orders',
  'delivery',
  'returns',
  'promotions',
  'reports',
  'access_logs',
  'settings',
  'payment_history',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const DEFAULT_ADMIN_SECTION: AdminSection = 'products';

export const ADMIN_SECTION_TITLES: Record<AdminSection, string> = {
  dashboard: 'Dashboard',
  products: 'Products',
  orders: 'Orders',
  delivery: 'Delivery',
  returns: 'Returns',
  promotions: 'Promotions',
  reports: 'Reports',
  access_logs: 'Access Logs',
  settings: 'Settings',
  payment_history: 'Payment History',
};

export function isAdminSection(value: unknown): value is AdminSection {
  return typeof value === 'string' && (ADMIN_SECTIONS as readonly string[]).includes(value);
}

/** The section a history entry's state names (`{ adminSection }`); the default for anything else. */
export function sectionOfState(state: unknown): AdminSection {
  if (typeof state !== 'object' || state === null) return DEFAULT_ADMIN_SECTION;
  const { adminSection } = state as { adminSection?: unknown };
  return isAdminSection(adminSection) ? adminSection : DEFAULT_ADMIN_SECTION;
}

/** `state` (whatever else it holds is kept) naming `section`. */
export function stateWithSection(state: unknown, section: AdminSection): Record<string, unknown> {
  const rest = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...rest, adminSection: section };
}
