import { Link as RadixLink } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { SiteLink } from '../app/route-manifest';

/** A list of links to pages of the store, in Radix's link style (a page's quick links, a sitemap group). */
export function LinkList({ links, className }: { links: readonly SiteLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <RadixLink asChild>
            <Link to={link.to}>{link.label}</Link>
          </RadixLink>
        </li>
      ))}
    </ul>
  );
}
