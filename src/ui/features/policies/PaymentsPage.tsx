import { Heading, Tabs } from '@radix-ui/themes';
import { DEFAULT_PAYMENT_TAB, PAYMENT_TABS, PAYMENTS_INTRO } from '../../../domain/policies/content/payments';
import { InfoList, InfoPage, InfoSection } from '../../components/InfoPage';
import { PolicyHelp } from './PolicyHelp';
import './policies.css';

export function PaymentsPage() {
  return (
    <InfoPage title="Payment Options" intro={PAYMENTS_INTRO}>
      <InfoSection title="Ways to Pay">
        <Tabs.Root defaultValue={DEFAULT_PAYMENT_TAB}>
          <Tabs.List aria-label="Payment methods" size={{ initial: '1', xs: '2' }}>
            {PAYMENT_TABS.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {PAYMENT_TABS.map((tab) => (
            <Tabs.Content key={tab.id} value={tab.id} className="policy-tab-panel">
              <Heading as="h3" size="4" mb="3">
                {tab.heading}
              </Heading>
              <InfoList items={tab.points} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </InfoSection>
      <PolicyHelp />
    </InfoPage>
  );
}
