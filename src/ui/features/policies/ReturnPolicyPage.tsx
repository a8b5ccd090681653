import { CounterClockwiseClockIcon, CubeIcon, ListBulletIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Button, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import {
  NON_RETURNABLE,
  REFUND_TEXT,
  RETURN_ELIGIBILITY,
  RETURN_POLICY_CARDS,
  RETURN_POLICY_INTRO,
  RETURN_POLICY_QUESTIONS,
} from '../../../domain/policies/content/return-policy';
import { pagePath } from '../../app/paths';
import { InfoAccordion } from '../../components/InfoAccordion';
import { InfoCards, InfoList, InfoPage, InfoSection, withIcons } from '../../components/InfoPage';
import { PolicyHelp } from './PolicyHelp';
import './policies.css';

const ICONS = [CounterClockwiseClockIcon, ListBulletIcon, ReloadIcon, CubeIcon];

export function ReturnPolicyPage() {
  return (
    <InfoPage title="Return Policy" intro={RETURN_POLICY_INTRO}>
      <InfoSection title="Returns at a Glance" plain>
        <InfoCards cards={withIcons(RETURN_POLICY_CARDS, ICONS)} />
      </InfoSection>
      <InfoSection title="What Can Be Returned">
        <div className="policy-columns">
          <div>
            <Heading as="h3" size="3" mb="2">
              Eligible for return
            </Heading>
            <InfoList items={RETURN_ELIGIBILITY} />
          </div>
          <div>
            <Heading as="h3" size="3" mb="2">
              Not returnable
            </Heading>
            <InfoList items={NON_RETURNABLE} />
          </div>
        </div>
      </InfoSection>
      <InfoSection title="Refunds">
        {REFUND_TEXT.map((paragraph) => (
          <Text as="p" key={paragraph}>
            {paragraph}
          </Text>
        ))}
        <Button asChild size="3" variant="soft" mt="2">
          <Link to={pagePath('ReturnsPage')}>Start a Return</Link>
        </Button>
      </InfoSection>
      <InfoSection title="Return Policy FAQ">
        <InfoAccordion items={RETURN_POLICY_QUESTIONS} />
      </InfoSection>
      <PolicyHelp />
    </InfoPage>
  );
}
