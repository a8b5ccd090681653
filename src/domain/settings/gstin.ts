import { GST_STATE_CODES } from '../orders/gst-state-codes';
import type { IndianState } from '../orders/indian-states';

/*
 * The GSTIN (Goods and Services Tax Identification Number): the state's two-digit GST code, the
 * holder's PAN (five letters, four digits, a letter), the entity's number in that state (1–9, then
 * A–Z), 'Z', and a check character over the first fourteen. Checked by hand, without the
 * validation library: the adapters read stored settings with it on the first paint.
 */

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first fourteen characters (the GSTN's mod-36 scheme): each
 * character's value (0–9, A=10 … Z=35) times 1 or 2 by turns, each product's quotient and remainder
 * by 36 summed, the check is what takes the sum to a multiple of 36. Undefined for other characters.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  if (first14.length !== 14) return undefined;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = ALPHABET.indexOf(first14[index]!);
    if (value === -1) return undefined;
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

export type GstinProblem = 'format' | 'state' | 'check';

/** What is wrong with `gstin` for a shop registered in `state`, or undefined when it is right. */
export function gstinProblem(gstin: string, state: IndianState): GstinProblem | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (gstin.slice(0, 2) !== GST_STATE_CODES[state]) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check';
  return undefined;
}

/** A UPI ID (virtual payment address): a name of letters, digits, '.', '-' or '_', '@', and the bank's handle. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function isUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(value);
}
