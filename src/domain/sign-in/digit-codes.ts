// The numbers the accounts ask for, all made of digits: the mobile number, the code sent to it and
// the authenticator's code (their lengths, their shape, what an input keeps of them).

/** Spec §9: a mobile number is 10 digits, shown with India's +91. */
export const PHONE_DIGITS = 10;
export const COUNTRY_CODE = '+91';
/** Spec §9: the one-time code sent to the phone, and the authenticator's code, are 6 digits. */
export const OTP_DIGITS = 6;
export const AUTHENTICATOR_CODE_DIGITS = 6;

/** Whether `code` is exactly `digits` digits: the shape of every number and code the store asks for. */
export function isDigitCode(code: string, digits: number): boolean {
  return code.length === digits && /^\d+$/.test(code);
}

/**
 * What a digits-only input keeps of what was typed or pasted: its digits, at most `max` of them
 * (spec §5: the phone input is limited to 10 characters, the OTP input to digits).
 */
export function digitsOnly(text: string, max: number): string {
  return text.replace(/\D/g, '').slice(0, Math.max(0, max));
}

/** '9876543210' → '+91 98765 43210', as the 'OTP Sent' toast names the number. */
export function formatPhone(phone: string): string {
  if (!isDigitCode(phone, PHONE_DIGITS)) return `${COUNTRY_CODE} ${phone}`;
  return `${COUNTRY_CODE} ${phone.slice(0, 5)} ${phone.slice(5)}`;
}
