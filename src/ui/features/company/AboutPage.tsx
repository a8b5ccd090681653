import { AccessibilityIcon, CheckCircledIcon, GlobeIcon } from '@radix-ui/react-icons';
import { Avatar, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { InfoCards, InfoPage, InfoSection } from '../../components/InfoPage';
import { ABOUT_STORY, ABOUT_VALUES, TEAM } from './content';
import './company.css';

const VALUE_ICONS = {
  Quality: <CheckCircledIcon width={20} height={20} />,
  Accessibility: <AccessibilityIcon width={20} height={20} />,
  Sustainability: <GlobeIcon width={20} height={20} />,
};

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** /about: the story, three values and the team. */
export function AboutPage() {
  return (
    <InfoPage title="About Us" intro="Clothes we would wear ourselves, at prices that are fair, for everyone in the family.">
      <InfoSection title="Our Story">
        {ABOUT_STORY.map((paragraph) => (
          <Text as="p" key={paragraph}>
            {paragraph}
          </Text>
        ))}
      </InfoSection>
      <InfoSection title="Our Values" plain>
        <InfoCards columns={3} cards={ABOUT_VALUES.map((value) => ({ ...value, icon: VALUE_ICONS[value.title] }))} />
      </InfoSection>
      <InfoSection title="Our Team" plain>
        <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
          {TEAM.map((member) => (
            <Card key={member.name} size="2">
              <Flex direction="column" align="center" gap="2">
                <Avatar size="5" radius="full" fallback={initials(member.name)} aria-hidden />
                <Heading as="h3" size="3" align="center">
                  {member.name}
                </Heading>
                <Text size="2" color="gray" align="center">
                  {member.role}
                </Text>
              </Flex>
            </Card>
          ))}
        </Grid>
      </InfoSection>
    </InfoPage>
  );
}
