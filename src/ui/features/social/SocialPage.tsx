import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Grid, Heading, Inset, Link as RadixLink, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { SocialNetwork } from './social-networks';
import './social.css';

/**
 * A link to the network's site: a new tab, with neither access to this page nor a referrer. Passes
 * on what a Radix Button or Link hands it (asChild): its class and props.
 */
function ExternalLink({ href, children, ...rest }: ComponentPropsWithoutRef<'a'> & { href: string; children: ReactNode }) {
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The showcase of one network: our profile there and a few sample posts. */
export function SocialPage({ network }: { network: SocialNetwork }) {
  return (
    <article className="page social-page">
      <Card size="3" mb="5" className="social-page__hero">
        <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" align={{ initial: 'start', sm: 'center' }} gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h1" size={{ initial: '7', md: '8' }}>
              Fashion Zone on {network.name}
            </Heading>
            <Text color="gray">
              {network.handle} · {network.followers}
            </Text>
            <Text as="p">{network.tagline}</Text>
          </Flex>
          <Button asChild size="3">
            <ExternalLink href={network.url} aria-label={`${network.followLabel} us on ${network.name} (opens in a new tab)`}>
              {network.followLabel} us on {network.name} <ExternalLinkIcon aria-hidden />
            </ExternalLink>
          </Button>
        </Flex>
      </Card>
      <Heading as="h2" size="5" mb="3">
        Latest Posts
      </Heading>
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4" asChild>
        <ul className="social-page__posts">
          {network.posts.map((post) => (
            <li key={post.id}>
              <Card size="2" asChild>
                <article className="social-post">
                  <Inset clip="padding-box" side="top" pb="current">
                    <img className="social-post__image" src={post.image} alt={post.alt} width={480} height={360} loading="lazy" />
                  </Inset>
                  <Flex direction="column" gap="2" flexGrow="1">
                    <Text as="p">{post.text}</Text>
                    <Text as="p" size="2" color="gray">
                      {post.stats}
                    </Text>
                    <Flex justify="between" align="center" mt="auto" wrap="wrap" gap="2">
                      <Text size="1" color="gray">
                        {post.date}
                      </Text>
                      <RadixLink asChild size="2">
                        <ExternalLink href={network.url} aria-label={`View on ${network.name}: ${post.text} (opens in a new tab)`}>
                          View on {network.name}
                        </ExternalLink>
                      </RadixLink>
                    </Flex>
                  </Flex>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      </Grid>
    </article>
  );
}
