import { describe, expect, it } from 'vitest';
import {
  authenticatorCodeFormSchema,
  authenticatorCodeSchema,
  createAccountSchema,
  loginSchema,
  otpFormSchema,
  otpSchema,
  phoneFormSchema,
  phoneSchema,
} from '../../src/domain/sign-in/account-schemas';
import { checkForm } from '../../src/domain/form-check';
import { digitsOnly } from '../../src/domain/sign-in/digit-codes';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('loginSchema and createAccountSchema', () => {
  for (const [label, schema] of [['login', loginSchema], ['create account', createAccountSchema]] as const) {
    it(`${label}: accepts a name of 3 and a password of 6, keeping the name without its spaces`, () => {
      expect(schema.parse({ name: '  Asha ', password: 'secret' })).toEqual({ name: 'Asha', password: 'secret' });
    });

    it(`${label}: says the spec's messages for a short name and a short password`, () => {
      expect(messages(schema.safeParse({ name: 'Al', password: '12345' }))).toEqual([
        'Name must be at least 3 characters',
        'Password must be at least 6 characters',
      ]);
    });

    it(`${label}: counts the name without the spaces around it, and the password with its spaces`, () => {
      expect(messages(schema.safeParse({ name: '  ab  ', password: '  pw  ' }))).toEqual(['Name must be at least 3 characters']);
      expect(schema.parse({ name: 'abc', password: ' 1234 ' }).password).toBe(' 1234 ');
    });

    it(`${label}: refuses a name over 50 characters (without the spaces around it), so that no form can fill the browser's storage`, () => {
      expect(schema.parse({ name: ` ${'a'.repeat(50)} `, password: 'secret' }).name).toBe('a'.repeat(50));
      expect(messages(schema.safeParse({ name: 'a'.repeat(51), password: 'secret' }))).toEqual(['Name must be at most 50 characters']);
      expect(messages(schema.safeParse({ name: 'a'.repeat(1_000_000), password: 'secret' }))).toEqual(['Name must be at most 50 characters']);
    });
  }
});

describe('phoneSchema', () => {
  it('accepts exactly ten digits', () => {
    expect(phoneSchema.parse('9876543210')).toBe('9876543210');
  });

  it("says the spec's messages for too few and too many digits", () => {
    expect(messages(phoneSchema.safeParse('987654321'))).toEqual(['Phone number must be at least 10 digits']);
    expect(messages(phoneSchema.safeParse('98765432101'))).toEqual(['Phone number must not exceed 10 digits']);
  });

  it('refuses anything but digits', () => {
    expect(phoneSchema.safeParse('98765 4321').success).toBe(false);
    expect(phoneSchema.safeParse('+919876543').success).toBe(false);
  });
});

describe('otpSchema and authenticatorCodeSchema', () => {
  it('accept exactly six digits', () => {
    expect(otpSchema.parse('012345')).toBe('012345');
    expect(authenticatorCodeSchema.parse('999999')).toBe('999999');
  });

  it("refuse five, seven or non-digits with 'OTP must be 6 digits' for the OTP", () => {
    for (const code of ['12345', '1234567', '12a456', '']) {
      expect(messages(otpSchema.safeParse(code))).toEqual(['OTP must be 6 digits']);
      expect(authenticatorCodeSchema.safeParse(code).success).toBe(false);
    }
  });
});

describe('the forms of sign-up and the authenticator code: one schema each, its messages by field', () => {
  it('phone, code sent to it, authenticator code', () => {
    expect(checkForm(phoneFormSchema, { phone: '98765' })).toMatchObject({ ok: false, fieldErrors: { phone: 'Phone number must be at least 10 digits' } });
    expect(checkForm(phoneFormSchema, { phone: '9876543210' })).toEqual({ ok: true, value: { phone: '9876543210' } });
    expect(checkForm(otpFormSchema, { otp: '12a' })).toMatchObject({ ok: false, fieldErrors: { otp: 'OTP must be 6 digits' } });
    expect(checkForm(otpFormSchema, { otp: '123456' })).toEqual({ ok: true, value: { otp: '123456' } });
    expect(checkForm(authenticatorCodeFormSchema, { code: '12345' })).toMatchObject({ ok: false, fieldErrors: { code: 'Code must be 6 digits' } });
    expect(checkForm(authenticatorCodeFormSchema, { code: '123456' })).toEqual({ ok: true, value: { code: '123456' } });
  });
});

describe('digitsOnly', () => {
  it('keeps the digits typed or pasted, at most max', () => {
    expect(digitsOnly('+91 98765-43210', 10)).toBe('9198765432');
    expect(digitsOnly('98a76', 10)).toBe('9876');
    expect(digitsOnly('1234567', 6)).toBe('123456');
    expect(digitsOnly('abc', 6)).toBe('');
  });
});
