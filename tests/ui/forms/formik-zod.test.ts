import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { FORM_ERROR, toFormikValidate } from '../../../src/ui/forms/formik-zod';

const address = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  pin: z.string().regex(/^\d{6}$/, 'PIN code must be 6 digits').refine((pin) => !pin.startsWith('0'), 'PIN code cannot start with 0'),
  lines: z.array(z.string().min(1, 'Line cannot be empty')),
});

describe('toFormikValidate', () => {
  const validate = toFormikValidate(address);

  it('answers no errors for valid values', () => {
    expect(validate({ name: 'Asha', pin: '560001', lines: ['12 MG Road'] })).toEqual({});
  });

  it("gives each field its first issue's message, nested as formik expects", () => {
    expect(validate({ name: '  ', pin: '0123', lines: ['12 MG Road', ''] })).toEqual({
      name: 'Name is required',
      pin: 'PIN code must be 6 digits',
      lines: [undefined, 'Line cannot be empty'],
    });
  });

  it('works with the zod/mini schemas of the domain', () => {
    const validateMini = toFormikValidate(mini.object({ quantity: mini.number().check(mini.gte(1, 'At least 1')) }));
    expect(validateMini({ quantity: 0 })).toEqual({ quantity: 'At least 1' });
    expect(validateMini({ quantity: 2 })).toEqual({});
  });

  it('keeps an issue of the whole form, so that the form does not submit', () => {
    const passwords = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, 'Passwords do not match');
    expect(toFormikValidate(passwords)({ password: 'a', confirm: 'b' })).toEqual({ [FORM_ERROR]: 'Passwords do not match' });
  });
});
