import { Link as RadixLink, Text } from '@radix-ui/themes';
import { INFRINGEMENT, SUPPORT } from '../../../domain/policies/shop-policies';
import { InfoPage, InfoSection } from '../../components/InfoPage';
import { ReportForm } from './ReportForm';
import './company.css';

/** /report: the infringement report form. */
export function ReportPage() {
  return (
    <InfoPage
      title="Report Infringement"
      intro={`Found a product on Fashion Zone that infringes your rights? Tell us about it: we act on every report within ${INFRINGEMENT.actionHours} hours.`}
    >
      <InfoSection title="Your Report">
        <ReportForm />
      </InfoSection>
      <InfoSection title="Questions?">
        <Text as="p">
          Write to <RadixLink href={`mailto:${SUPPORT.email}`} underline="always">{SUPPORT.email}</RadixLink>. We keep the reports we receive confidential
          and use them only to investigate.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
