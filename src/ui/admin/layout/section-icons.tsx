import {
  ActivityLogIcon,
  BackpackIcon,
  BarChartIcon,
  CardStackIcon,
  DashboardIcon,
  GearIcon,
  ReaderIcon,
  ResetIcon,
  RocketIcon,
  TokensIcon,
} from '@radix-ui/react-icons';
import type { ComponentType } from 'react';
import type { AdminSection } from '../../../domain/admin/sections';

export const SECTION_ICONS: Record<AdminSection, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  dashboard: DashboardIcon,
  products: BackpackIcon,
  orders: ReaderIcon,
  delivery: RocketIcon,
  returns: ResetIcon,
  promotions: TokensIcon,
  reports: BarChartIcon,
  access_logs: ActivityLogIcon,
  settings: GearIcon,
  payment_history: CardStackIcon,
};
