import { Link as RadixLink, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { LEGAL_LAST_UPDATED, PRIVACY_INTRO, PRIVACY_SECTIONS } from '../../../domain/policies/content/legal';
import { pagePath } from '../../app/paths';
import { InfoPage, InfoSection } from '../../components/InfoPage';
import { LegalSections } from './LegalSections';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy" lastUpdated={LEGAL_LAST_UPDATED} intro={PRIVACY_INTRO}>
      <LegalSections sections={PRIVACY_SECTIONS} />
      <InfoSection title={`${PRIVACY_SECTIONS.length + 1}. Your rights and data requests`}>
        <Text as="p">
          You can ask for a copy of the personal data we hold about you, have it corrected, or have your account and its data
          deleted. To make a request,{' '}
          <RadixLink asChild weight="medium" underline="always">
            <Link to={pagePath('ContactPage')}>contact us</Link>
          </RadixLink>
          ; we answer within 30 days.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
