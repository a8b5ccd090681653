import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  ORDER_NUMBER_EXAMPLE,
  ORDER_NUMBER_INVALID,
  ORDER_NUMBER_REQUIRED,
  returnLookupSchema,
} from '../../src/domain/policies/return-lookup';

function messages(input: { orderNumber: string; email: string }): Record<string, string> {
  const result = returnLookupSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the return lookup', () => {
  it('asks for both fields first', () => {
    expect(messages({ orderNumber: '', email: '' })).toEqual({ orderNumber: ORDER_NUMBER_REQUIRED, email: EMAIL_REQUIRED });
    expect(messages({ orderNumber: '   ', email: '  ' })).toEqual({ orderNumber: ORDER_NUMBER_REQUIRED, email: EMAIL_REQUIRED });
  });

  it('takes an order number of FZ and 8 digits, spaces and letter case aside', () => {
    expect(returnLookupSchema.parse({ orderNumber: 'fz 2406 1234', email: 'a@b.in' }).orderNumber).toBe('FZ24061234');
    expect(returnLookupSchema.parse({ orderNumber: ORDER_NUMBER_EXAMPLE, email: 'a@b.in' }).orderNumber).toBe(ORDER_NUMBER_EXAMPLE);
    for (const wrong of ['FZ1234567', 'FZ123456789', '12345678', 'AB12345678', 'FZ1234567A']) {
      expect(messages({ orderNumber: wrong, email: 'a@b.in' }), wrong).toEqual({ orderNumber: ORDER_NUMBER_INVALID });
    }
  });

  it('wants an email in email format, without the spaces around it', () => {
    expect(messages({ orderNumber: 'FZ12345678', email: 'not-an-email' })).toEqual({ email: EMAIL_INVALID });
    expect(messages({ orderNumber: 'FZ12345678', email: 'a@b' })).toEqual({ email: EMAIL_INVALID });
    expect(returnLookupSchema.parse({ orderNumber: 'FZ12345678', email: ' asha@example.in ' }).email).toBe('asha@example.in');
  });
});
