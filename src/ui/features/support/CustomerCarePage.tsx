import { Badge, Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { ChatBubbleIcon, EnvelopeClosedIcon, MobileIcon } from '@radix-ui/react-icons';
import { SUPPORT } from '../../../domain/policies/shop-policies';
import { ORDERS_PATH, pagePath } from '../../app/paths';
import { LinkList } from '../../components/LinkList';
import { ChatPanel } from './ChatPanel';
import './customer-care.css';

/** Quick answers elsewhere in the store (the information pages). */
const QUICK_LINKS = [
  { label: 'Track your orders', to: ORDERS_PATH },
  { label: 'Returns & Exchanges', to: pagePath('ReturnsPage') },
  { label: 'Shipping information', to: pagePath('ShippingPage') },
  { label: 'Cancellations', to: pagePath('CancellationPage') },
  { label: 'Payment options', to: pagePath('PaymentsPage') },
  { label: 'Frequently asked questions', to: pagePath('FaqPage') },
  { label: 'Contact us', to: pagePath('ContactPage') },
] as const;

/** /customer-care: the people to reach, quick links, and the support chat in the page (the widget's conversation). */
export function CustomerCarePage() {
  return (
    <div className="page customer-care">
      <Heading as="h1" size="7" mb="2">
        Customer Care
      </Heading>
      <Text as="p" color="gray" mb="5">
        We&apos;re here to help with your orders, returns and anything else.
      </Text>
      <Grid columns={{ initial: '1', md: '320px 1fr' }} gap="5" align="start">
        <Flex direction="column" gap="4">
          <Card size="3" asChild>
            <section aria-labelledby="care-contact">
              <Heading as="h2" size="4" mb="1" id="care-contact">
                Talk to a person
              </Heading>
              <Text as="p" size="2" color="gray" mb="3">
                Our customer care team answers from 9AM-9PM.
              </Text>
              <Flex direction="column" gap="2" mb="3">
                <Flex align="center" gap="2">
                  <MobileIcon aria-hidden />
                  <RadixLink href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</RadixLink>
                </Flex>
                <Flex align="center" gap="2">
                  <EnvelopeClosedIcon aria-hidden />
                  <RadixLink href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</RadixLink>
                </Flex>
              </Flex>
              <Heading as="h3" size="2" mb="1">
                Opening hours
              </Heading>
              <dl className="customer-care__hours">
                {SUPPORT.hours.map((row) => (
                  <div key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <Text as="p" size="2" color="gray" mt="2">
                We reply to emails within {SUPPORT.emailReplyHours} hours.
              </Text>
            </section>
          </Card>
          <Card size="3" asChild>
            <nav aria-labelledby="care-links">
              <Heading as="h2" size="4" mb="2" id="care-links">
                Quick links
              </Heading>
              <LinkList links={QUICK_LINKS} className="customer-care__links" />
            </nav>
          </Card>
        </Flex>
        <Card size="3" asChild>
          <section aria-labelledby="care-chat" className="customer-care__chat">
            <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
              <Flex align="center" gap="2">
                <ChatBubbleIcon aria-hidden />
                <Heading as="h2" size="4" id="care-chat">
                  Live Chat
                </Heading>
              </Flex>
              <Badge color="green" variant="soft">
                Online {SUPPORT.chatHours}
              </Badge>
            </Flex>
            <div className="customer-care__chat-body">
              <ChatPanel />
            </div>
          </section>
        </Card>
      </Grid>
    </div>
  );
}
