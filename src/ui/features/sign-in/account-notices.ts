import type { Notice } from '../../../application/ports/notifier';
import { formatPhone } from '../../../domain/sign-in/digit-codes';
import type { FieldErrors } from '../../../domain/form-check';

// Every toast of logging in and signing up (the code step's are in ui/forms/second-factor-notices.ts,
// logging out's in ui/stores/session-notices.ts). The spec's (§4, §8) word for word; those marked "ours"
// cover what the spec's product did not do (replay, throttle, taken names).

export const loginSuccessful = (name: string): Notice => ({ title: 'Login Successful', description: `Welcome back, ${name}!` });

export const USER_NOT_FOUND: Notice = { title: 'Login Failed', description: 'User not found. Please check your name or sign up.' };
/** Ours: the accounts could not be asked (a backend out of reach). */
export const LOGIN_UNAVAILABLE: Notice = { title: 'Login Failed', description: 'The store could not be reached. Please try again.' };
/** Ours: the password (and code) passed, but this browser could not keep the session. */
export const SESSION_NOT_SAVED: Notice = {
  title: 'Login Failed',
  description: 'You could not be logged in: this browser could not save your session (its storage may be full). Free some space and try again.',
};
/** Ours: the admin is in, but this sign-in is missing from the Access Logs. */
export const ACCESS_LOG_NOT_WRITTEN: Notice = {
  title: 'Access Log Not Updated',
  description: 'This sign-in could not be recorded in the Access Logs.',
};
export const INCORRECT_PASSWORD: Notice = { title: 'Login Failed', description: 'Incorrect password. Please try again.' };
/** Ours: a code step reached without a password checked by this page (expired, or never issued). */
export const LOGIN_EXPIRED: Notice = { title: 'Verification Failed', description: 'Your login has expired. Please log in again.' };

/** Ours: 'Too many failed attempts. Try again in 30 seconds.' — in minutes (rounded up) from a minute on. */
export function throttleMessage(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const wait = whole < 60 ? plural(whole, 'second') : plural(Math.ceil(whole / 60), 'minute');
  return `Too many failed attempts. Try again in ${wait}.`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Ours: too many failures for this name. */
export const throttled = (waitSeconds: number): Notice => ({ title: 'Too Many Attempts', description: throttleMessage(waitSeconds) });

/** Ours: the try could not be counted by the throttle (storage full or unavailable), so it was not checked. */
export const LOGIN_NOT_RECORDED: Notice = {
  title: 'Login Failed',
  description: 'Your login could not be recorded, so it was not checked. Free some browser storage and try again.',
};

/** Ours: what the form's own checks would have said, when a caller skipped them. */
export const invalidLogin = (errors: FieldErrors): Notice => ({ title: 'Login Failed', description: firstMessage(errors) });

export const otpSent = (phone: string): Notice => ({ title: 'OTP Sent', description: `A verification code was sent to ${formatPhone(phone)}` });
/** Ours: the code the phone received did not match. */
export const INVALID_OTP: Notice = { title: 'Verification Failed', description: 'Invalid OTP. Please check the code and try again.' };
export const registrationSuccessful = (name: string): Notice => ({ title: 'Registration Successful', description: `Welcome to the store, ${name}!` });

/** Ours: names are unique, ignoring case. Also the last step's own message, with its link to log in. */
export const NAME_TAKEN_MESSAGE = 'That name is taken. Choose another, or log in if it is yours.';
export const NAME_TAKEN: Notice = { title: 'Registration Failed', description: NAME_TAKEN_MESSAGE };
/** Ours: one account per phone. */
export const PHONE_TAKEN: Notice = { title: 'Registration Failed', description: 'This number already has an account. Log in instead.' };
/** Ours: the browser refused to store the account (storage full or blocked). */
export const REGISTRATION_NOT_SAVED: Notice = { title: 'Registration Failed', description: 'Your account could not be saved. Please try again.' };
/** Ours: sign-up input that the form should have refused. */
/** Ours: the account is kept, but this browser could not keep the session. */
export const registeredNotLoggedIn = (name: string): Notice => ({
  title: 'Account Created',
  description: `Your account ${name} was created, but this browser could not save your session (its storage may be full). Please log in.`,
});
export const invalidRegistration = (errors: FieldErrors): Notice => ({ title: 'Registration Failed', description: firstMessage(errors) });

/** The first field's message: the one a form would show first. */
function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0] ?? '';
}
