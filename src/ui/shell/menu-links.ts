export interface MenuLink {
  label: string;
  to: string;
}

export const LOGIN_LINKS: readonly MenuLink[] = [
  { label: 'New Customer? Sign Up', to: '/signin' },
  { label: 'My Profile', to: '/login' },
  { label: 'Orders', to: '/orders' },
  { label: 'Wishlist', to: '/wishlist' },
];

export const MORE_LINKS: readonly MenuLink[] = [
  { label: 'Chat Support', to: '/customer-care' },
  { label: 'Notification Preferences', to: '/notification-preferences' },
  { label: 'Admin Panel', to: '/admin' },
];
