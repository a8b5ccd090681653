import { Link } from 'react-router-dom';
import { useStoreName } from '../kit/use-store-name';
import { ABOUT_PATH, CANCELLATION_PATH, CAREERS_PATH, CONTACT_PATH, FAQ_PATH, PAYMENTS_PATH, PRIVACY_PATH, REPORT_PATH, RETURN_POLICY_PATH, RETURNS_PATH, SECURITY_PATH, SHIPPING_PATH, SITEMAP_PATH, STORIES_PATH, TERMS_PATH, WHOLESALE_PATH } from '../app/paths';
import { SOCIAL_LINKS, type SiteLink } from '../app/site-links';

const COLUMNS: readonly { title: string; links: readonly SiteLink[] }[] = [
  {
    title: 'About',
    links: [
      { label: 'Contact Us', to: CONTACT_PATH },
      { label: 'About Us', to: ABOUT_PATH },
      { label: 'Careers', to: CAREERS_PATH },
      { label: 'Fashion Zone Stories', to: STORIES_PATH },
      { label: 'Press', to: WHOLESALE_PATH },
      { label: 'Wholesale', to: WHOLESALE_PATH },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Payments', to: PAYMENTS_PATH },
      { label: 'Shipping', to: SHIPPING_PATH },
      { label: 'Cancellation & Returns', to: CANCELLATION_PATH },
      { label: 'FAQ', to: FAQ_PATH },
      { label: 'Report Infringement', to: REPORT_PATH },
    ],
  },
  {
    title: 'Consumer Policy',
    links: [
      { label: 'Return Policy', to: RETURN_POLICY_PATH },
      { label: 'Returns & Exchanges', to: RETURNS_PATH },
      { label: 'Terms Of Use', to: TERMS_PATH },
      { label: 'Security', to: SECURITY_PATH },
      { label: 'Privacy', to: PRIVACY_PATH },
      { label: 'Sitemap', to: SITEMAP_PATH },
    ],
  },
  {
    title: 'Social',
    links: SOCIAL_LINKS,
  },
];

export function Footer() {
  const storeName = useStoreName();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__copyright">© 2023 {storeName}. All rights reserved.</p>
    </footer>
  );
}
