import { z } from 'zod/mini';
import { AUTHENTICATOR_CODE_DIGITS, OTP_DIGITS, PHONE_DIGITS } from './digit-codes';

// zod/mini, as the catalogue's schema: the account pages load it, and it stays small there too.
// The messages are the spec's (§5), word for word. One schema per form (the *FormSchema and the
// login's and create-account's below): the form reads it through the formik bridge
// (ui/forms/formik-zod.ts) and the use case checks the same one again (domain/form-check.ts).

export const NAME_MIN_LENGTH = 3;
/**
 * Ours (the spec sets no maximum): a name is kept in the users and the login throttle's records,
 * and a form that took any length would let a page fill the browser's storage through it.
 */
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;

export const NAME_TOO_SHORT = 'Name must be at least 3 characters';
/** Ours, in the spec's words for the minimum. */
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX_LENGTH} characters`;
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PHONE_TOO_SHORT = 'Phone number must be at least 10 digits';
export const PHONE_TOO_LONG = 'Phone number must not exceed 10 digits';
export const PHONE_NOT_DIGITS = 'Phone number must contain digits only';
export const OTP_INVALID = 'OTP must be 6 digits';
export const AUTHENTICATOR_CODE_INVALID = 'Code must be 6 digits';

/** The name as it is kept: without the spaces around it, 3 to 50 characters. */
export const nameSchema = z.string().check(z.trim(), z.minLength(NAME_MIN_LENGTH, NAME_TOO_SHORT), z.maxLength(NAME_MAX_LENGTH, NAME_TOO_LONG));

/** Exact, spaces included: a password is never trimmed. */
export const passwordSchema = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT));

/** Ten digits, without the +91. */
export const phoneSchema = z
  .string()
  .check(
    z.regex(/^\d*$/, PHONE_NOT_DIGITS),
    z.minLength(PHONE_DIGITS, PHONE_TOO_SHORT),
    z.maxLength(PHONE_DIGITS, PHONE_TOO_LONG),
  );

const exactDigits = (count: number, message: string) => z.string().check(z.regex(new RegExp(`^\\d{${count}}$`), message));

/** The code sent to the phone at sign-up. */
export const otpSchema = exactDigits(OTP_DIGITS, OTP_INVALID);

/** The admin's authenticator (TOTP) code. */
export const authenticatorCodeSchema = exactDigits(AUTHENTICATOR_CODE_DIGITS, AUTHENTICATOR_CODE_INVALID);

/** The login form: name and password. */
export const loginSchema = z.object({ name: nameSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

/** Sign-up's first step: the mobile number. */
export const phoneFormSchema = z.object({ phone: phoneSchema });
export type PhoneFormInput = z.infer<typeof phoneFormSchema>;

/** Sign-up's second step: the code sent to the phone. */
export const otpFormSchema = z.object({ otp: otpSchema });
export type OtpFormInput = z.infer<typeof otpFormSchema>;

/** Sign-up's last step (the phone was checked in the first). */
export const createAccountSchema = z.object({ name: nameSchema, password: passwordSchema });
export type CreateAccountInput = z.infer<typeof createAccountSchema>;

/** The admin's authenticator code: the login's code step, and turning two-factor on or off. */
export const authenticatorCodeFormSchema = z.object({ code: authenticatorCodeSchema });
export type AuthenticatorCodeInput = z.infer<typeof authenticatorCodeFormSchema>;
