import { formatRupees } from '../../money';
import { CANCELLATION, CASH_ON_DELIVERY, RETURNS, SUPPORT } from '../shop-policies';

/** The date on the terms and the privacy policy (spec §2). */
export const LEGAL_LAST_UPDATED = 'April 10, 2024';

export interface LegalSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export const TERMS_INTRO = 'These terms apply when you use Fashion Zone and buy from us. Please read them carefully.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Using our site',
    paragraphs: [
      `You must be at least ${SUPPORT.minimumAge} years old to use Fashion Zone; younger shoppers need a parent or guardian to order for them.`,
      'You are responsible for keeping your password secret and for what happens in your account.',
    ],
  },
  {
    title: 'Orders and prices',
    paragraphs: [
      'Prices are in Indian rupees and include GST. An order is accepted when we send the shipping confirmation; we may cancel an order with an obvious pricing error and refund you in full.',
      `Cash on Delivery is available for orders up to ${formatRupees(CASH_ON_DELIVERY.maxOrderTotal)} in serviceable locations.`,
    ],
  },
  {
    title: 'Cancellations and returns',
    paragraphs: [
      `You can cancel within ${CANCELLATION.selfServiceHours} hours of ordering, before the order ships, and return most items within ${RETURNS.windowDays} days of delivery, as our Cancellation and Return Policy pages describe.`,
    ],
  },
  {
    title: 'Content and trademarks',
    paragraphs: [
      'The text, images and logos on this site belong to Fashion Zone or to the brands we sell, and may not be copied without permission.',
    ],
  },
  {
    title: 'Liability',
    paragraphs: [
      'We take care that product information is accurate, but colours may look different on your screen. Our liability for an order is limited to what you paid for it.',
    ],
  },
  {
    title: 'Changes to these terms',
    paragraphs: ['We may update these terms; the date at the top of this page shows when they last changed.'],
  },
];

export const PRIVACY_INTRO = 'Your privacy matters to us. This policy explains what we collect, why, and the choices you have.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'What we collect',
    paragraphs: [
      'Your name, mobile number and password when you create an account; your delivery address and order history when you shop; and, if you allow it, your location to show delivery options near you.',
    ],
  },
  {
    title: 'How we use it',
    paragraphs: [
      'To deliver your orders, answer your questions, keep your account secure and, if you agree, tell you about offers. We do not sell your personal data.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: ['We keep your sign-in and preferences in your browser so the site remembers you. You can clear them in your browser settings at any time.'],
  },
  {
    title: 'Children',
    paragraphs: [`Our services are not meant for children under ${SUPPORT.minimumAge}, and we do not knowingly collect their data.`],
  },
];

export const SECURITY_INTRO = 'How we keep your account, your payments and your data safe, and what you can do too.';

export const SECURITY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Secure payments',
    paragraphs: [
      'All pages are served over encrypted HTTPS connections. Card payments are handled by a PCI DSS compliant payment partner and confirmed with your bank; we never see or store your full card number.',
    ],
  },
  {
    title: 'Protecting your account',
    paragraphs: [
      'Passwords are never stored in readable form. Sign-up is confirmed with a one-time code sent to your mobile number, and staff accounts use two-factor authentication.',
    ],
  },
  {
    title: 'Avoiding fraud',
    paragraphs: [
      'Fashion Zone will never ask for your password, one-time codes or card details by phone, email or chat. If someone does, do not share them and tell us straight away.',
    ],
  },
  {
    title: 'Reporting a problem',
    paragraphs: [
      `If you notice suspicious activity on your account or find a security issue, write to ${SUPPORT.email} or call ${SUPPORT.phone}.`,
    ],
  },
];
