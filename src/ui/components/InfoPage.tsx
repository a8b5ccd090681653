import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ComponentType, type ReactNode } from 'react';
import './info-page.css';

/**
 * The shape every information page shares (policies, company pages): one h1 with an optional lead
 * paragraph and 'Last updated' line, then h2 sections. Pages hand in their content; this holds only
 * the layout, so the pages stay plain data plus a few parts.
 */
interface InfoPageProps {
  /** The page's heading (the tab's title is the route manifest's). */
  title: string;
  /** One lead paragraph under the heading. */
  intro?: ReactNode;
  /** 'April 10, 2024': shown as 'Last updated April 10, 2024'. */
  lastUpdated?: string;
  children: ReactNode;
}

export function InfoPage({ title, intro, lastUpdated, children }: InfoPageProps) {
  return (
    <article className="page info-page">
      <header className="info-page__header">
        <Heading as="h1" size={{ initial: '7', md: '8' }}>
          {title}
        </Heading>
        {lastUpdated && (
          <Text as="p" size="2" color="gray" mt="1">
            Last updated {lastUpdated}
          </Text>
        )}
        {intro && (
          <Text as="p" size="3" color="gray" mt="2" className="info-page__intro">
            {intro}
          </Text>
        )}
      </header>
      <Flex direction="column" gap="5">
        {children}
      </Flex>
    </article>
  );
}

interface InfoSectionProps {
  title: string;
  /** A lead line under the section's heading. */
  description?: ReactNode;
  children: ReactNode;
  /** A plain section (no panel) for content that brings its own cards. */
  plain?: boolean;
}

/** One h2 section, named by its heading for assistive technology. */
export function InfoSection({ title, description, children, plain = false }: InfoSectionProps) {
  const headingId = useId();
  const body = (
    <>
      <Heading as="h2" size="5" id={headingId} mb="3">
        {title}
      </Heading>
      {description && (
        <Text as="p" color="gray" mb="3">
          {description}
        </Text>
      )}
      <div className="info-section__body">{children}</div>
    </>
  );
  return (
    <section aria-labelledby={headingId} className={plain ? 'info-section' : 'info-section info-section--panel'}>
      {body}
    </section>
  );
}

export interface InfoCardContent {
  title: string;
  text: ReactNode;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
}

/** `cards` each given the next of `icons` in turn (20 px), for a row whose icons follow no card's data. */
export function withIcons(cards: readonly InfoCardContent[], icons: readonly ComponentType<{ width: number; height: number }>[]): InfoCardContent[] {
  return cards.map((card, index) => {
    const Icon = icons[index % icons.length]!;
    return { ...card, icon: <Icon width={20} height={20} /> };
  });
}

/** A row of small cards: one column on a phone, two from 520 px, `columns` from 1024 px. (CSS grid, not Radix's Grid: one shared chunk less for the pages that use it.) */
export function InfoCards({ cards, columns = 4 }: { cards: readonly InfoCardContent[]; columns?: 2 | 3 | 4 }) {
  return (
    <div className={`info-cards info-cards--${columns}`}>
      {cards.map((card) => (
        <Card key={card.title} size="2">
          <Flex direction="column" gap="2">
            {card.icon && (
              <span className="info-cards__icon" aria-hidden>
                {card.icon}
              </span>
            )}
            <Heading as="h3" size="3">
              {card.title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {card.text}
            </Text>
          </Flex>
        </Card>
      ))}
    </div>
  );
}

/** A plain bulleted list of short facts. */
export function InfoList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="info-list">
      {items.map((item, index) => (
        <li key={index}>
          <Text size="3">{item}</Text>
        </li>
      ))}
    </ul>
  );
}
