import { LEGAL_LAST_UPDATED, TERMS_INTRO, TERMS_SECTIONS } from '../../../domain/policies/content/legal';
import { InfoPage } from '../../components/InfoPage';
import { LegalSections } from './LegalSections';
import { PolicyHelp } from './PolicyHelp';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Use" lastUpdated={LEGAL_LAST_UPDATED} intro={TERMS_INTRO}>
      <LegalSections sections={TERMS_SECTIONS} />
      <PolicyHelp />
    </InfoPage>
  );
}
