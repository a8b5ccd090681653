// Every route of spec §2, each with its page's one h1 and, for the information pages, content that
// proves the page is the right one: the table the route report (scripts/routes-report.mjs) visits.
// The journeys (each page family's e2e spec) test what the pages do; this table is the one place
// that looks at every page as it first renders.

/**
 * @typedef {{ h2?: string, text?: string, link?: readonly [name: string, href: string] }} Content
 * @typedef {{ path: string, h1: string, content?: Content, access?: 'admin', notFound?: true }} Route
 */

/** @type {readonly Route[]} */
export const ROUTES = [
  { path: '/', h1: 'Fashion Zone' },
  { path: '/product/1', h1: 'Classic Crew Neck Cotton T-Shirt' },
  { path: '/categories/tshirts', h1: 'T-shirts' },
  { path: '/deals', h1: 'Deals of the Day' },
  { path: '/login', h1: 'Login' },
  { path: '/signin', h1: 'Sign In' },
  { path: '/signup', h1: 'Sign In' },
  { path: '/customer-care', h1: 'Customer Care' },
  { path: '/cart', h1: 'My Cart' },
  { path: '/orders', h1: 'My Orders' },
  { path: '/wishlist', h1: 'My Wishlist' },
  { path: '/account', h1: 'My Account' },
  { path: '/notification-preferences', h1: 'Notification Preferences' },
  { path: '/about', h1: 'About Us' },
  { path: '/contact', h1: 'Contact Us' },
  { path: '/careers', h1: 'Careers' },
  { path: '/stories', h1: 'Fashion Zone Stories' },
  { path: '/wholesale', h1: 'Wholesale & Press' },
  { path: '/report', h1: 'Report Infringement' },
  { path: '/sitemap', h1: 'Sitemap' },
  { path: '/facebook', h1: 'Fashion Zone on Facebook' },
  { path: '/twitter', h1: 'Fashion Zone on Twitter' },
  { path: '/youtube', h1: 'Fashion Zone on YouTube' },
  { path: '/instagram', h1: 'Fashion Zone on Instagram' },
  { path: '/shipping', h1: 'Shipping Information', content: { h2: 'Delivery Options', text: '₹49 (free on orders of ₹499 or more)', link: ['Contact Customer Care', '/customer-care'] } },
  { path: '/cancellation', h1: 'Cancellations & Returns', content: { h2: 'Cancellation Policy', text: 'Cancel Within 24 Hours', link: ['Contact Customer Care', '/customer-care'] } },
  { path: '/return-policy', h1: 'Return Policy', content: { h2: 'What Can Be Returned', text: 'Opened beauty products', link: ['Start a Return', '/returns'] } },
  // A visitor is asked to log in: returns are made from the account's own orders.
  { path: '/returns', h1: 'Returns & Exchanges', content: { h2: 'Find Your Order', text: 'Returns are made from the orders in your account.' } },
  { path: '/faq', h1: 'Frequently Asked Questions', content: { h2: 'Browse by Topic', text: 'How do I track my order?', link: ['Chat With Us', '/customer-care'] } },
  { path: '/payments', h1: 'Payment Options', content: { h2: 'Ways to Pay', text: 'We accept Cash on Delivery and UPI', link: ['Contact Customer Care', '/customer-care'] } },
  { path: '/terms', h1: 'Terms of Use', content: { h2: '1. Using our site', text: 'Last updated April 10, 2024', link: ['Contact Customer Care', '/customer-care'] } },
  { path: '/privacy', h1: 'Privacy Policy', content: { h2: '1. What we collect', text: 'Last updated April 10, 2024', link: ['contact us', '/contact'] } },
  { path: '/security', h1: 'Security', content: { h2: '1. Secure payments', text: 'PCI DSS', link: ['Contact Customer Care', '/customer-care'] } },
  // Any other path: the not-found page, which logs the address it could not find as a console error (spec §2).
  { path: '/no-such-page', h1: 'Page Not Found', notFound: true },
  { path: '/admin', h1: 'Products', access: 'admin' },
  { path: '/admin/migrate', h1: 'Migrate to Supabase', access: 'admin' },
];
