import { z } from 'zod/mini';

// zod/mini, as the account forms: the returns page loads it and it stays small.

/** An order number: 'FZ' and 8 digits, as on the order confirmation (FZ24061234). */
export const ORDER_NUMBER_PATTERN = /^FZ\d{8}$/;
export const ORDER_NUMBER_EXAMPLE = 'FZ24061234';
export const ORDER_NUMBER_HINT = "'FZ' followed by 8 digits, as on your order confirmation";

export const ORDER_NUMBER_REQUIRED = 'Order number is required';
export const ORDER_NUMBER_INVALID = 'Order number must be FZ followed by 8 digits';
export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';

/** Spaces dropped and letters upper-cased, so 'fz 2406 1234' finds FZ24061234. */
export function normaliseOrderNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

const orderNumberSchema = z.pipe(
  z.string().check(z.overwrite(normaliseOrderNumber), z.minLength(1, ORDER_NUMBER_REQUIRED)),
  z.string().check(z.regex(ORDER_NUMBER_PATTERN, ORDER_NUMBER_INVALID)),
);

const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, EMAIL_REQUIRED)),
  z.email(EMAIL_INVALID),
);

/** The returns page's order lookup (spec §5: both required, the email in email format). */
export const returnLookupSchema = z.object({
  orderNumber: orderNumberSchema,
  email: emailSchema,
});

export type ReturnLookupInput = z.input<typeof returnLookupSchema>;
export type ReturnLookup = z.output<typeof returnLookupSchema>;
