import { ChatBubbleIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT } from '../../../domain/policies/shop-policies';
import { CUSTOMER_CARE_PATH } from '../../app/paths';
import { InfoSection } from '../../components/InfoPage';

/** The closing 'Still need help?' section of a policy page: the support hours and a way to customer care. */
export function PolicyHelp({ children }: { children?: ReactNode }) {
  return (
    <InfoSection title="Still need help?">
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ initial: 'start', sm: 'center' }} justify="between">
        <Text as="p" color="gray">
          Our team is here {SUPPORT.hours.map((slot) => `${slot.days} ${slot.hours}`).join(', ')}, and the chat answers {SUPPORT.chatHours}.
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild size="3">
            <Link to={CUSTOMER_CARE_PATH}>
              <ChatBubbleIcon aria-hidden />
              Contact Customer Care
            </Link>
          </Button>
          {children}
        </Flex>
      </Flex>
    </InfoSection>
  );
}
