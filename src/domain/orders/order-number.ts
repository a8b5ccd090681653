import { indiaDate } from './india-time';

/** An order's number: 'FZ' and 8 digits (the returns page asks for it in this form). */
export const ORDER_NUMBER_PATTERN = /^FZ\d{8}$/;

/** The order number of the `sequence`-th order (1 to 99,999,999). */
export function orderNumber(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999_999) throw new RangeError(`No order number for ${sequence}`);
  return `FZ${String(sequence).padStart(8, '0')}`;
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}

/**
 * The financial year (India: 1 April to 31 March) of an instant, as an invoice writes it: '26-27'
 * for 1 April 2026 to 31 March 2027.
 */
export function financialYear(ms: number): string {
  const [year, month] = indiaDate(ms).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** A tax invoice's number, as invoiceNumber writes it. */
export const INVOICE_NUMBER_PATTERN = /^FZ\/\d{2}-\d{2}\/\d{6}$/;

/** The most invoices one financial year can number. */
export const MAX_INVOICES_PER_YEAR = 999_999;

/**
 * A tax invoice's number, unique within its financial year and at most 16 characters (GST rule 46):
 * 'FZ/26-27/000123' for the 123rd invoice of 2026-27.
 */
export function invoiceNumber(issuedAt: number, sequenceInYear: number): string {
  if (!Number.isInteger(sequenceInYear) || sequenceInYear < 1 || sequenceInYear > MAX_INVOICES_PER_YEAR) {
    throw new RangeError(`No invoice number for ${sequenceInYear}`);
  }
  return `FZ/${financialYear(issuedAt)}/${String(sequenceInYear).padStart(6, '0')}`;
}
