import type { PageLoaders } from './page-loaders';
import type { SecondaryPageName } from './route-manifest';

/**
 * The code of each secondary page of the manifest (./route-manifest.ts: the information pages and
 * the admin area). Fetched by the route table with the first of them a visitor opens, so that the
 * storefront's first load carries one loader for all of them.
 */
export const secondaryPageLoaders: PageLoaders<SecondaryPageName> = {
  CustomerCarePage: () => import('../features/support/CustomerCarePage'),
  ShippingPage: () => import('../features/policies/ShippingPage'),
  CancellationPage: () => import('../features/policies/CancellationPage'),
  ReturnPolicyPage: () => import('../features/policies/ReturnPolicyPage'),
  ReturnsPage: () => import('../features/returns/ReturnsPage'),
  FaqPage: () => import('../features/policies/FaqPage'),
  SizeGuidePage: () => import('../features/product/size-guide/SizeGuidePage'),
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
  NotificationPreferencesPage: () => import('../features/notifications/NotificationPreferencesPage'),
  OrdersPage: () => import('../features/orders/OrdersPage'),
  WishlistPage: () => import('../features/wishlist/WishlistPage'),
  AccountPage: () => import('../features/profile/AccountPage'),
  CartPage: () => import('../features/cart/CartPage'),
  CheckoutPage: () => import('../features/checkout/CheckoutPage'),
  OrderPlacedPage: () => import('../features/orders/OrderPlacedPage'),
  OrderPage: () => import('../features/orders/OrderPage'),
  InvoicePage: () => import('../features/orders/InvoicePage'),
  AdminPage: adminRoot,
  AdminMigratePage: adminRoot,
};

// The four networks share one module: one import, and one list of its files to preload.
function socialPages() {
  return import('../features/social/social-pages');
}

// Both admin pages come from the admin area's one lazy root: the only admin module the app may import.
function adminRoot() {
  return import('../admin/entry/admin-root');
}
