import type { Paise } from './paise';

/** The most one UPI payment may carry (NPCI's per-transaction limit for shopping). */
export const UPI_MAX_AMOUNT: Paise = 1_00_000_00;

/** A UPI note (tn) may hold at most this many characters. */
export const UPI_NOTE_MAX = 50;

export interface UpiPayment {
  /** The shop's UPI ID (payee address), e.g. 'fashionzone@upi'. */
  readonly payee: string;
  readonly payeeName: string;
  /** The order it pays for: its number is the transaction reference. */
  readonly orderNumber: string;
  readonly note: string;
  readonly amount: Paise;
}

/**
 * The `upi://pay` link a UPI app opens to pay for an order (NPCI's deep-link parameters): payee,
 * name, the order as the reference, a note of at most 50 characters, the amount with two decimals,
 * in rupees. Undefined when the amount is not one UPI can carry.
 */
export function upiPayLink(payment: UpiPayment): string | undefined {
  if (!Number.isInteger(payment.amount) || payment.amount <= 0 || payment.amount > UPI_MAX_AMOUNT) return undefined;
  const rupees = `${Math.floor(payment.amount / 100)}.${String(payment.amount % 100).padStart(2, '0')}`;
  const parameters = [
    ['pa', payment.payee],
    ['pn', payment.payeeName],
    ['tr', payment.orderNumber],
    ['tn', [...payment.note].slice(0, UPI_NOTE_MAX).join('')],
    ['am', rupees],
    ['cu', 'INR'],
  ];
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&')}`;
}
