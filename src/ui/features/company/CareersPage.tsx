import { Badge, Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { InfoPage, InfoSection } from '../../components/InfoPage';
import { CAREERS_EMAIL, POSITIONS } from './content';
import './company.css';

function applyLink(title: string): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${title}`)}`;
}

/** /careers: the open positions and where to apply. */
export function CareersPage() {
  return (
    <InfoPage title="Careers" intro="Help us dress India. We are a small team that ships quickly, listens to shoppers and cares about the details.">
      <InfoSection title="Open Positions" plain>
        <Flex direction="column" gap="3" asChild>
          <ul className="company-steps">
            {POSITIONS.map((position) => (
              <li key={position.title}>
                <Card size="2">
                  <div className="company-position">
                    <Flex direction="column" gap="2">
                      <Heading as="h3" size="4">
                        {position.title}
                      </Heading>
                      <Flex gap="2" wrap="wrap">
                        <Badge color="gray" size="2">
                          {position.department}
                        </Badge>
                        <Badge color="blue" size="2">
                          {position.location}
                        </Badge>
                        <Badge color="green" size="2">
                          {position.type}
                        </Badge>
                      </Flex>
                    </Flex>
                    <Button asChild variant="soft">
                      <a href={applyLink(position.title)} aria-label={`Apply for ${position.title}`}>
                        Apply Now
                      </a>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </Flex>
      </InfoSection>
      <InfoSection title="Don't see your role?">
        <Text as="p">
          We are always glad to meet people who love fashion and technology. Send your CV to{' '}
          <RadixLink href={`mailto:${CAREERS_EMAIL}`} underline="always">{CAREERS_EMAIL}</RadixLink> and tell us what you would like to do.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
