import type { PageLoaders } from './page-loaders';
import type { InformationPageName } from './pages';

/**
 * The code of each information page (./pages.ts). Fetched by the route table with the first of
 * them a visitor opens, so that the storefront's first load carries one loader for all of them.
 */
export const informationPageLoaders: PageLoaders<InformationPageName> = {
  CustomerCarePage: () => import('../features/support/CustomerCarePage'),
  ShippingPage: () => import('../features/policies/ShippingPage'),
  CancellationPage: () => import('../features/policies/CancellationPage'),
  ReturnPolicyPage: () => import('../features/policies/ReturnPolicyPage'),
  ReturnsPage: () => import('../features/policies/ReturnsPage'),
  FaqPage: () => import('../features/policies/FaqPage'),
  PaymentsPage: () => import('../features/policies/PaymentsPage'),
  TermsPage: () => import('../features/policies/TermsPage'),
  PrivacyPage: () => import('../features/policies/PrivacyPage'),
  SecurityPage: () => import('../features/policies/SecurityPage'),
  AboutPage: () => import('../features/company/AboutPage'),
  ContactPage: () => import('../features/company/ContactPage'),
  CareersPage: () => import('../features/company/CareersPage'),
  StoriesPage: () => import('../features/company/StoriesPage'),
  WholesalePage: () => import('../features/company/WholesalePage'),
  ReportPage: () => import('../features/company/ReportPage'),
  SitemapPage: () => import('../features/company/SitemapPage'),
  FacebookPage: socialPages,
  TwitterPage: socialPages,
  YouTubePage: socialPages,
  InstagramPage: socialPages,
  NotificationPreferencesPage: () => import('../features/shopper/NotificationPreferencesPage'),
  OrdersPage: () => import('../features/shopper/OrdersPage'),
  WishlistPage: () => import('../features/shopper/WishlistPage'),
  CartPage: () => import('../features/shopper/CartPage'),
};

// The four networks share one module: one import, and one list of its files to preload.
function socialPages() {
  return import('../features/social/social-pages');
}
