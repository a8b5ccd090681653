import { Link } from 'react-router-dom';
import { useStoreName } from '../kit/use-store-name';

const COLUMNS: readonly { title: string; links: readonly { label: string; to: string }[] }[] = [
  {
    title: 'About',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'About Us', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Fashion Zone Stories', to: '/stories' },
      { label: 'Press', to: '/wholesale' },
      { label: 'Wholesale', to: '/wholesale' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Payments', to: '/payments' },
      { label: 'Shipping', to: '/shipping' },
      { label: 'Cancellation & Returns', to: '/cancellation' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Report Infringement', to: '/report' },
    ],
  },
  {
    title: 'Consumer Policy',
    links: [
      { label: 'Return Policy', to: '/return-policy' },
      { label: 'Returns & Exchanges', to: '/returns' },
      { label: 'Terms Of Use', to: '/terms' },
      { label: 'Security', to: '/security' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
  {
    title: 'Social',
    links: [
      { label: 'Facebook', to: '/facebook' },
      { label: 'Twitter', to: '/twitter' },
      { label: 'YouTube', to: '/youtube' },
      { label: 'Instagram', to: '/instagram' },
    ],
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
