import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  contactSchema,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  isValidContactMessage,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
  SUBJECT_REQUIRED,
} from '../../src/domain/company/contact-form';

const valid = { name: 'Asha', email: 'asha@example.in', subject: 'Sizes', message: 'Do you stock XXL?' };

function messages(input: unknown): Record<string, string> {
  const result = z.safeParse(contactSchema, input);
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the contact form', () => {
  it('accepts a complete message, trimmed', () => {
    expect(z.parse(contactSchema, { ...valid, name: '  Asha ' })).toEqual(valid);
    expect(isValidContactMessage(valid)).toBe(true);
  });

  it('requires every field, spaces alone counting as nothing, each with its own message', () => {
    expect(messages({ name: '', email: '', subject: '   ', message: '' })).toEqual({
      name: NAME_REQUIRED,
      email: EMAIL_REQUIRED,
      subject: SUBJECT_REQUIRED,
      message: MESSAGE_REQUIRED,
    });
    expect(isValidContactMessage({ ...valid, message: ' ' })).toBe(false);
  });

  it.each(['asha', 'asha@', '@example.in', 'asha@example', 'asha example@x.in'])('refuses %j as an email', (email) => {
    expect(messages({ ...valid, email })).toEqual({ email: EMAIL_INVALID });
  });
});
