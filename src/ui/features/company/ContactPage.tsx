import { ClockIcon, EnvelopeClosedIcon, HomeIcon, MobileIcon } from '@radix-ui/react-icons';
import { Flex, Grid, Link as RadixLink, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { SUPPORT } from '../../../domain/policies/shop-policies';
import { InfoAccordion } from '../../components/InfoAccordion';
import { InfoPage, InfoSection } from '../../components/InfoPage';
import { ContactForm } from './ContactForm';
import { CONTACT_ADDRESS, CONTACT_FAQ } from './content';
import './company.css';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li>
      <Flex gap="3" align="start">
        <span className="info-cards__icon" aria-hidden>
          {icon}
        </span>
        <Flex direction="column">
          <Text weight="bold">{title}</Text>
          {children}
        </Flex>
      </Flex>
    </li>
  );
}

/** /contact: how to reach us, a message form, and common questions. */
export function ContactPage() {
  return (
    <InfoPage title="Contact Us" intro={`Questions about an order, a size or anything else? Write to us: we reply within ${SUPPORT.emailReplyHours} hours.`}>
      <Grid columns={{ initial: '1', md: '3' }} gap="5">
        <InfoSection title="Get in Touch">
          <ul className="company-details company-link-list">
            <Detail icon={<EnvelopeClosedIcon />} title="Email">
              <RadixLink href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</RadixLink>
            </Detail>
            <Detail icon={<MobileIcon />} title="Phone">
              <RadixLink href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</RadixLink>
            </Detail>
            <Detail icon={<ClockIcon />} title="Hours">
              {SUPPORT.hours.map((h) => (
                <Text key={h.days} size="2">
                  {h.days}: {h.hours}
                </Text>
              ))}
              <Text size="2">Chat: {SUPPORT.chatHours}</Text>
            </Detail>
            <Detail icon={<HomeIcon />} title="Address">
              {CONTACT_ADDRESS.map((line) => (
                <Text key={line} size="2">
                  {line}
                </Text>
              ))}
            </Detail>
          </ul>
        </InfoSection>
        <div className="contact-form-column">
          <InfoSection title="Send Us a Message">
            <ContactForm />
          </InfoSection>
        </div>
      </Grid>
      <InfoSection title="Frequently Asked Questions">
        <InfoAccordion items={CONTACT_FAQ} />
      </InfoSection>
    </InfoPage>
  );
}
