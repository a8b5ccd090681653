import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { InfoCards, InfoPage, InfoSection } from '../../components/InfoPage';
import { PRESS_EMAIL, WHOLESALE_BENEFITS, WHOLESALE_EMAIL, WHOLESALE_STEPS } from './content';
import './company.css';

/** /wholesale (also the footer's Press): trade benefits, three steps, and whom to write to. */
export function WholesalePage() {
  return (
    <InfoPage
      title="Wholesale & Press"
      intro="Stock Fashion Zone in your shop at trade prices, or write to our press team for news, images and interviews."
    >
      <InfoSection title="Why Partner With Us" plain>
        <InfoCards cards={WHOLESALE_BENEFITS} />
      </InfoSection>
      <InfoSection title="How It Works" plain>
        <Grid columns={{ initial: '1', md: '3' }} gap="3" asChild>
          <ol className="company-steps">
            {WHOLESALE_STEPS.map((step, index) => (
              <li key={step.title}>
                <Card size="2">
                  <Flex gap="3" align="start">
                    <span className="company-step__number" aria-hidden>
                      {index + 1}
                    </span>
                    <Flex direction="column" gap="1">
                      <Heading as="h3" size="4">
                        {step.title}
                      </Heading>
                      <Text as="p" size="2" color="gray">
                        {step.text}
                      </Text>
                    </Flex>
                  </Flex>
                </Card>
              </li>
            ))}
          </ol>
        </Grid>
      </InfoSection>
      <InfoSection title="Get in Touch">
        <Text as="p">Applications and press enquiries go to our teams by email; we answer within two business days.</Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild size="3">
            <a href={`mailto:${WHOLESALE_EMAIL}?subject=${encodeURIComponent('Wholesale account')}`}>Apply for a Wholesale Account</a>
          </Button>
          <Button asChild size="3" variant="outline">
            <a href={`mailto:${PRESS_EMAIL}`}>Contact the Press Team</a>
          </Button>
        </Flex>
      </InfoSection>
    </InfoPage>
  );
}
