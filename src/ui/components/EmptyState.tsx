import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import './empty-state.css';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** A way on: a button or a link. */
  action?: ReactNode;
}

/** Why there is nothing to show, and what to do next. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Flex direction="column" align="center" gap="3" className="browse-empty">
      <span className="browse-empty__icon" aria-hidden>
        {icon}
      </span>
      <Heading as="h2" size="4" className="browse-empty__title">
        {title}
      </Heading>
      {children && (
        <Text as="p" size="2" color="gray" className="browse-empty__text">
          {children}
        </Text>
      )}
      {action}
    </Flex>
  );
}
