import { CounterClockwiseClockIcon, ReloadIcon, TimerIcon, TokensIcon } from '@radix-ui/react-icons';
import { Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import {
  CANCELLATION_CARDS,
  CANCELLATION_INTRO,
  CANCELLATION_POLICY,
  CANCELLATION_QUESTIONS,
  NON_CANCELLABLE,
} from '../../../domain/policies/content/cancellation';
import { pagePath } from '../../app/paths';
import { InfoAccordion } from '../../components/InfoAccordion';
import { InfoCards, InfoList, InfoPage, InfoSection, withIcons } from '../../components/InfoPage';
import { PolicyHelp } from './PolicyHelp';

const ICONS = [TimerIcon, TokensIcon, CounterClockwiseClockIcon, ReloadIcon];

export function CancellationPage() {
  return (
    <InfoPage title="Cancellations & Returns" intro={CANCELLATION_INTRO}>
      <InfoSection title="At a Glance" plain>
        <InfoCards cards={withIcons(CANCELLATION_CARDS, ICONS)} />
      </InfoSection>
      <InfoSection title="Cancellation Policy">
        {CANCELLATION_POLICY.map((paragraph) => (
          <Text as="p" key={paragraph}>
            {paragraph}
          </Text>
        ))}
        <Text as="p" weight="medium">
          Orders with these items cannot be cancelled:
        </Text>
        <InfoList items={NON_CANCELLABLE} />
        <Text as="p" mt="3">
          To send back something you received, see our{' '}
          <RadixLink asChild underline="always">
            <Link to={pagePath('ReturnPolicyPage')}>Return Policy</Link>
          </RadixLink>{' '}
          or start a return on{' '}
          <RadixLink asChild underline="always">
            <Link to={pagePath('ReturnsPage')}>Returns & Exchanges</Link>
          </RadixLink>
          .
        </Text>
      </InfoSection>
      <InfoSection title="Cancellation FAQ">
        <InfoAccordion items={CANCELLATION_QUESTIONS} />
      </InfoSection>
      <PolicyHelp />
    </InfoPage>
  );
}
