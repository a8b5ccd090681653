import { Card, Flex, Heading, IconButton, Link as RadixLink, Text } from '@radix-ui/themes';
import { Cross1Icon } from '@radix-ui/react-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../app/paths';
import { PageHead } from '../../components/PageHead';

/**
 * The frame of the login and sign-up pages: a centred card with the step's title, a close button
 * and 'Back to Store' (both to the store's home). A new step moves the keyboard focus to its title,
 * so that a screen reader says where the shopper is now.
 */
export function AccountCard({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTitle = useRef(title);
  useEffect(() => {
    if (title !== firstTitle.current) heading.current?.focus();
  }, [title]);
  return (
    <div className="page account-page">
      <PageHead title={title} />
      <Card size={{ initial: '3', sm: '4' }} className="account-card">
        <Flex direction="column" gap="5">
          <Flex justify="between" align="start" gap="3">
            <Heading as="h1" size="7" ref={heading} tabIndex={-1} className="account-card__title">
              {title}
            </Heading>
            <IconButton asChild variant="ghost" color="gray" size="3" highContrast>
              <Link to={HOME_PATH} aria-label="Close and go back to the store">
                <Cross1Icon aria-hidden width="18" height="18" />
              </Link>
            </IconButton>
          </Flex>
          {children}
          <Text as="p" size="2" align="center">
            <RadixLink asChild color="gray" highContrast>
              <Link to={HOME_PATH}>Back to Store</Link>
            </RadixLink>
          </Text>
        </Flex>
      </Card>
    </div>
  );
}
