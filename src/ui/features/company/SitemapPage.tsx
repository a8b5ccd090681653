import { Card, Grid, Heading } from '@radix-ui/themes';
import { useId } from 'react';
import { InfoPage } from '../../kit/InfoPage';
import { LinkList } from '../../kit/LinkList';
import { SITEMAP_GROUPS, type SitemapGroup } from './sitemap';
import './company.css';

function Group({ group }: { group: SitemapGroup }) {
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
