import { Link } from 'react-router-dom';
import { useStoreName } from '../hooks/use-store-name';
import { FOOTER_COLUMNS, footerLinks } from '../app/route-manifest';

// Each column's links, as the route manifest places its pages.
const COLUMNS = FOOTER_COLUMNS.map((title) => ({ title, links: footerLinks(title) }));

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
