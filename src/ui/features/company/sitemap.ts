import {
  ABOUT_PATH,
  CANCELLATION_PATH,
  CAREERS_PATH,
  CART_PATH,
  categoryPath,
  CONTACT_PATH,
  CUSTOMER_CARE_PATH,
  DEALS_PATH,
  FAQ_PATH,
  HOME_PATH,
  LOGIN_PATH,
  NOTIFICATION_PREFERENCES_PATH,
  ORDERS_PATH,
  PAYMENTS_PATH,
  PRIVACY_PATH,
  REPORT_PATH,
  RETURN_POLICY_PATH,
  RETURNS_PATH,
  SECURITY_PATH,
  SHIPPING_PATH,
  SIGN_UP_PATH,
  STORIES_PATH,
  TERMS_PATH,
  WHOLESALE_PATH,
  WISHLIST_PATH,
} from '../../app/paths';
import { SOCIAL_LINKS, type SiteLink } from '../../app/site-links';

export interface SitemapGroup {
  readonly title: string;
  readonly links: readonly SiteLink[];
}

/** The spec's eleven shop categories, by the slug of their page. */
export const SHOP_CATEGORIES = [
  { label: 'Men', slug: 'men' },
  { label: 'Women', slug: 'women' },
  { label: 'Kids', slug: 'kids' },
  { label: 'T-shirts', slug: 't-shirts' },
  { label: 'Hoodies', slug: 'hoodies' },
  { label: 'Shirts', slug: 'shirts' },
  { label: 'Jeans', slug: 'jeans' },
  { label: 'Dresses', slug: 'dresses' },
  { label: 'Accessories', slug: 'accessories' },
  { label: 'Outerwear', slug: 'outerwear' },
  { label: 'Activewear', slug: 'activewear' },
] as const;

/**
 * The spec's six groups, each with the routes that belong there. The help and policy pages are
 * written as their routes (their pages and path constants live with the policy pages).
 */
export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  {
    title: 'Main Pages',
    links: [
      { label: 'Home', to: HOME_PATH },
      { label: 'Deals of the Day', to: DEALS_PATH },
      { label: 'About Us', to: ABOUT_PATH },
      { label: 'Careers', to: CAREERS_PATH },
      { label: 'Fashion Zone Stories', to: STORIES_PATH },
      { label: 'Wholesale & Press', to: WHOLESALE_PATH },
    ],
  },
  { title: 'Shop', links: SHOP_CATEGORIES.map((category) => ({ label: category.label, to: categoryPath(category.slug) })) },
  {
    title: 'Orders & Returns',
    links: [
      { label: 'Cart', to: CART_PATH },
      { label: 'My Orders', to: ORDERS_PATH },
      { label: 'Returns & Exchanges', to: RETURNS_PATH },
      { label: 'Return Policy', to: RETURN_POLICY_PATH },
      { label: 'Cancellation & Returns', to: CANCELLATION_PATH },
      { label: 'Shipping', to: SHIPPING_PATH },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Login', to: LOGIN_PATH },
      { label: 'Sign Up', to: SIGN_UP_PATH },
      { label: 'Wishlist', to: WISHLIST_PATH },
      { label: 'Notification Preferences', to: NOTIFICATION_PREFERENCES_PATH },
    ],
  },
  {
    title: 'Help & Information',
    links: [
      { label: 'Customer Care', to: CUSTOMER_CARE_PATH },
      { label: 'Contact Us', to: CONTACT_PATH },
      { label: 'FAQ', to: FAQ_PATH },
      { label: 'Payments', to: PAYMENTS_PATH },
      { label: 'Report Infringement', to: REPORT_PATH },
      { label: 'Terms Of Use', to: TERMS_PATH },
      { label: 'Security', to: SECURITY_PATH },
      { label: 'Privacy', to: PRIVACY_PATH },
    ],
  },
  {
    title: 'Social',
    links: SOCIAL_LINKS,
  },
];
