import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface SectionHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
}

/** A section's heading (the page's h1), what it is for, and its buttons. */
export function SectionHeader({ title, description, actions }: SectionHeaderProps) {
  return (
    <Flex align="start" justify="between" gap="3" wrap="wrap" className="admin-section__header">
      <div>
        <Heading as="h1" size="6" id="admin-section-title">
          {title}
        </Heading>
        {description && (
          <Text as="p" size="2" color="gray" mt="1">
            {description}
          </Text>
        )}
      </div>
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
