import { SECURITY_INTRO, SECURITY_SECTIONS } from '../../../domain/policies/content/legal';
import { InfoPage } from '../../components/InfoPage';
import { LegalSections } from './LegalSections';
import { PolicyHelp } from './PolicyHelp';

export function SecurityPage() {
  return (
    <InfoPage title="Security" intro={SECURITY_INTRO}>
      <LegalSections sections={SECURITY_SECTIONS} />
      <PolicyHelp />
    </InfoPage>
  );
}
