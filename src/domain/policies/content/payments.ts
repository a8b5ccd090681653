import { formatRupees } from '../../money';
import { CASH_ON_DELIVERY, PAYMENT_METHODS } from '../shop-policies';

export type PaymentTabId = 'cards' | 'wallets' | 'cod';

export interface PaymentTab {
  readonly id: PaymentTabId;
  readonly label: string;
  readonly heading: string;
  readonly points: readonly string[];
}

/** The payment methods in a sentence: 'credit and debit cards, UPI, net banking, wallets and Cash on Delivery'. */
export function paymentMethodsText(): string {
  // Common nouns in lower case; acronyms (UPI) and the named service (Cash on Delivery) as they are.
  const names = PAYMENT_METHODS.map((name) => (/^[A-Z][a-z]/.test(name) && name !== 'Cash on Delivery' ? name[0]!.toLowerCase() + name.slice(1) : name));
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const PAYMENTS_INTRO = `We accept ${paymentMethodsText()}. Every payment is encrypted and processed securely.`;

export const PAYMENT_TABS: readonly PaymentTab[] = [
  {
    id: 'cards',
    label: 'Cards',
    heading: 'Credit and debit cards',
    points: [
      'Visa, Mastercard, RuPay and American Express credit and debit cards.',
      'Payments are confirmed with your bank’s one-time password (3-D Secure).',
      'We never store your full card number; saved cards are kept by our payment partner as secure tokens.',
      'EMI is available on eligible credit cards at checkout.',
    ],
  },
  {
    id: 'wallets',
    label: 'UPI & Wallets',
    heading: 'UPI, wallets and net banking',
    points: [
      'Pay with any UPI app, such as Google Pay, PhonePe or Paytm, by UPI ID or QR code.',
      'Popular wallets are accepted; you confirm the payment in the wallet’s own app.',
      'Net banking works with all major Indian banks.',
      'Refunds to UPI and wallets go back to the account you paid from.',
    ],
  },
  {
    id: 'cod',
    label: 'Cash on Delivery',
    heading: 'Cash on Delivery',
    points: [
      `Available for orders up to ${formatRupees(CASH_ON_DELIVERY.maxOrderTotal)}, in serviceable locations.`,
      'Pay the courier in cash, or by UPI where the courier offers it, when your order arrives.',
      'Please keep the exact amount ready; couriers may not carry change.',
      'Refunds for Cash on Delivery orders are made by bank transfer.',
    ],
  },
];

export const DEFAULT_PAYMENT_TAB: PaymentTabId = 'cards';
