import { Text } from '@radix-ui/themes';
import type { LegalSection } from '../../../domain/policies/content/legal';
import { InfoSection } from '../../components/InfoPage';

/** The numbered h2 sections of a legal page, each its paragraphs. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return sections.map((section, index) => (
    <InfoSection key={section.title} title={`${index + 1}. ${section.title}`}>
      {section.paragraphs.map((paragraph) => (
        <Text as="p" key={paragraph}>
          {paragraph}
        </Text>
      ))}
    </InfoSection>
  ));
}
