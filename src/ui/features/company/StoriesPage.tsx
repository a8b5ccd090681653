import { Button, Card, Flex, Grid, Heading, Inset, Text } from '@radix-ui/themes';
import { InfoPage } from '../../components/InfoPage';
import { STORIES } from './content';
import './company.css';

/** /stories: four articles from the shop's journal. */
export function StoriesPage() {
  return (
    <InfoPage title="Fashion Zone Stories" intro="Style guides, the people behind our clothes, and news from the shop.">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4" asChild>
        <ul className="company-steps">
          {STORIES.map((story) => (
            <li key={story.title}>
              <Card size="2" asChild>
                <article>
                  <Inset clip="padding-box" side="top" pb="current">
                    <img className="company-story__image" src={story.image} alt="" width={640} height={360} loading="lazy" />
                  </Inset>
                  <Flex direction="column" gap="2">
                    <Heading as="h2" size="5">
                      {story.title}
                    </Heading>
                    <Text as="p" color="gray">
                      {story.excerpt}
                    </Text>
                    <Text as="p" size="2">
                      By {story.author} · {story.date} · {story.readTime}
                    </Text>
                  </Flex>
                </article>
              </Card>
            </li>
          ))}
        </ul>
      </Grid>
      <Flex justify="center">
        {/* The spec's Load More Stories does nothing: these four are all the stories there are. */}
        <Button size="3" variant="outline" disabled>
          Load More Stories
        </Button>
      </Flex>
    </InfoPage>
  );
}
