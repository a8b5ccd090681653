import { ACCOUNT_PATH, ADMIN_PATH, CUSTOMER_CARE_PATH, LOGIN_PATH, NOTIFICATION_PREFERENCES_PATH, ORDERS_PATH, SIGN_UP_PATH, WISHLIST_PATH } from '../app/paths';
import type { SiteLink } from '../app/route-manifest';

export type MenuLink = SiteLink;

/** A menu item that does something rather than go somewhere (Logout). */
export interface MenuAction {
  label: string;
  onSelect: () => void;
}

/** The Login menu's links: 'My Profile' is the login form for a visitor, the account page once logged in. */
export function loginLinks(loggedIn: boolean): readonly MenuLink[] {
  return [
    { label: 'New Customer? Sign Up', to: SIGN_UP_PATH },
    { label: 'My Profile', to: loggedIn ? ACCOUNT_PATH : LOGIN_PATH },
    { label: 'Orders', to: ORDERS_PATH },
    { label: 'Wishlist', to: WISHLIST_PATH },
  ];
}

export const MORE_LINKS: readonly MenuLink[] = [
  // The page with the support chat in it (the floating button opens the same conversation anywhere).
  { label: 'Chat Support', to: CUSTOMER_CARE_PATH },
  { label: 'Notification Preferences', to: NOTIFICATION_PREFERENCES_PATH },
  { label: 'Admin Panel', to: ADMIN_PATH },
];
