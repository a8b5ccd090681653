import { formatRupees } from '../../money';
import { CHECKOUT_PAYMENT_METHODS, PAYMENT_METHOD_NAMES } from '../../orders/order-totals';
import { toRupees } from '../../orders/paise';
import { UPI_MAX_AMOUNT } from '../../orders/upi-link';
import { CASH_ON_DELIVERY } from '../shop-policies';

// The methods the checkout takes, from its own list (CHECKOUT_PAYMENT_METHODS): the page, the FAQ
// and the support chat promise no other. The tabs are the spec's (cards, wallets, cod); the cards
// tab says that cards are not taken yet, and how to pay instead.

export type PaymentTabId = 'cards' | 'wallets' | 'cod';

export interface PaymentTab {
  readonly id: PaymentTabId;
  readonly label: string;
  readonly heading: string;
  readonly points: readonly string[];
}

/** The names of the methods the checkout takes, in its order: 'Cash on Delivery', 'UPI'. */
export const PAYMENT_METHOD_LIST: readonly string[] = CHECKOUT_PAYMENT_METHODS.map((method) => PAYMENT_METHOD_NAMES[method]);

/** The payment methods in a sentence: 'Cash on Delivery and UPI'. */
export function paymentMethodsText(): string {
  const names = PAYMENT_METHOD_LIST;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}

const COD_LIMIT = formatRupees(CASH_ON_DELIVERY.maxOrderTotal);
const UPI_LIMIT = formatRupees(toRupees(UPI_MAX_AMOUNT));

export const PAYMENTS_INTRO = `We accept ${paymentMethodsText()}: Cash on Delivery on orders up to ${COD_LIMIT}, and UPI on payments up to ${UPI_LIMIT}. Every payment is encrypted and processed securely.`;

export const PAYMENT_TABS: readonly PaymentTab[] = [
  {
    id: 'cards',
    label: 'Cards',
    heading: 'Credit and debit cards',
    points: [
      `Our checkout does not take cards yet: pay with ${paymentMethodsText()}.`,
      'A RuPay credit card linked to your UPI app can pay through UPI.',
      'We never ask for your card number, CVV or one-time password by phone, email or chat.',
    ],
  },
  {
    id: 'wallets',
    label: 'UPI & Wallets',
    heading: 'UPI',
    points: [
      'Pay with any UPI app, such as Google Pay, PhonePe, Paytm or BHIM, once your order is placed: the Pay with UPI app button opens your app with the amount filled in, or scan the QR code from a computer.',
      'Your order shows Payment pending until we confirm your payment.',
      `UPI takes payments of up to ${UPI_LIMIT} per order.`,
      'Wallet balances and net banking are not taken at checkout.',
      'Refunds go back to the UPI account you paid from.',
    ],
  },
  {
    id: 'cod',
    label: 'Cash on Delivery',
    heading: 'Cash on Delivery',
    points: [
      `Available for orders up to ${COD_LIMIT}, in serviceable locations.`,
      'Pay the courier in cash when your order arrives.',
      'Please keep the exact amount ready; couriers may not carry change.',
      'Refunds for Cash on Delivery orders are made by bank transfer.',
    ],
  },
];

export const DEFAULT_PAYMENT_TAB: PaymentTabId = 'cards';
