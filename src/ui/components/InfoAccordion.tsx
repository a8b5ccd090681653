import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Link as RadixLink, Text } from '@radix-ui/themes';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router-dom';
import './info-accordion.css';

export interface QuestionAndAnswer {
  readonly question: string;
  readonly answer: string;
  /** A page the answer leads on to, linked under it. */
  readonly link?: { readonly label: string; readonly to: string };
}

/**
 * Questions that open to their answers, any number at a time. Radix Themes has no accordion, so
 * this is Radix's own primitive (keyboard, aria-expanded, regions) dressed in the theme's tokens.
 * Each question is an h3 under the section's h2.
 */
export function InfoAccordion({ items }: { items: readonly QuestionAndAnswer[] }) {
  return (
    <Accordion.Root type="multiple" className="info-accordion">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question} className="info-accordion__item">
          <Accordion.Header asChild>
            <h3 className="info-accordion__header">
              <Accordion.Trigger className="info-accordion__trigger">
                <span>{item.question}</span>
                <ChevronDownIcon className="info-accordion__chevron" aria-hidden width={18} height={18} />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="info-accordion__content">
            <Text as="p" size="2" color="gray">
              {item.answer}
            </Text>
            {item.link && (
              <Text as="p" size="2" mt="2">
                <RadixLink asChild>
                  <Link to={item.link.to}>{item.link.label}</Link>
                </RadixLink>
              </Text>
            )}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
