import { Card, Grid, Heading } from '@radix-ui/themes';
import { useId } from 'react';
import { CATEGORY_STRIP } from '../../../domain/storefront/home-content';
import { InfoPage } from '../../components/InfoPage';
import { LinkList } from '../../components/LinkList';
import { linkTo, type LinkedPageName, type SiteLink } from '../../app/route-manifest';
import './company.css';

/** A page of the route manifest, in its own words or others ('Home' for the home page). */
type Entry = LinkedPageName | readonly [page: LinkedPageName, label: string];

const links = (entries: readonly Entry[]): SiteLink[] => entries.map((entry) => (typeof entry === 'string' ? linkTo(entry) : linkTo(...entry)));

/**
 * The spec's six groups, each with the pages that belong there: the pages are the route
 * manifest's, named by their key, and each link reads its address and words from there.
 */
export const SITEMAP_GROUPS: readonly { readonly title: string; readonly links: readonly SiteLink[] }[] = [
  {
    title: 'Main Pages',
    links: links([['HomePage', 'Home'], 'DealsPage', 'AboutPage', 'CareersPage', 'StoriesPage', ['WholesalePage', 'Wholesale & Press']]),
  },
  // The spec's eleven shop categories: the home page's strip.
  { title: 'Shop', links: CATEGORY_STRIP.map((category) => linkTo('CategoryPage', category.name, { name: category.slug })) },
  { title: 'Orders & Returns', links: links(['CartPage', 'OrdersPage', 'ReturnsPage', 'ReturnPolicyPage', 'CancellationPage', 'ShippingPage']) },
  { title: 'Account', links: links(['LoginPage', ['SignUpPage', 'Sign Up'], 'AccountPage', ['WishlistPage', 'Wishlist'], 'NotificationPreferencesPage']) },
  {
    title: 'Help & Information',
    links: links(['CustomerCarePage', 'ContactPage', 'FaqPage', 'SizeGuidePage', 'PaymentsPage', 'ReportPage', 'TermsPage', 'SecurityPage', 'PrivacyPage']),
  },
  { title: 'Social', links: links(['FacebookPage', 'TwitterPage', 'YouTubePage', 'InstagramPage']) },
];

function Group({ group }: { group: (typeof SITEMAP_GROUPS)[number] }) {
  const headingId = useId();
  return (
    <Card size="2" asChild>
      <nav aria-labelledby={headingId}>
        <Heading as="h2" size="4" id={headingId} mb="3">
          {group.title}
        </Heading>
        <LinkList links={group.links} className="company-sitemap__list" />
      </nav>
    </Card>
  );
}

/** /sitemap: every page of the shop, in six groups. */
export function SitemapPage() {
  return (
    <InfoPage title="Sitemap" intro="Every page of the shop in one place.">
      <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="4">
        {SITEMAP_GROUPS.map((group) => (
          <Group key={group.title} group={group} />
        ))}
      </Grid>
    </InfoPage>
  );
}
