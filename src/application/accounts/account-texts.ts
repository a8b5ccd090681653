import type { Notice } from '../ports/notifier';
import { formatPhone } from '../../domain/accounts/digit-codes';
import { throttleMessage } from '../../domain/accounts/login-throttle';

// Every toast of logging in, signing up and two-factor setup. The spec's (§4, §8) word for word;
// those marked "ours" cover what the spec's product did not do (replay, throttle, taken names).

export const loginSuccessful = (name: string): Notice => ({ title: 'Login Successful', description: `Welcome back, ${name}!` });

export const USER_NOT_FOUND: Notice = { title: 'Login Failed', description: 'User not found. Please check your name or sign up.' };
export const LOGIN_UNAVAILABLE: Notice = { title: 'Login Failed', description: 'The store could not be reached. Please try again.' };
export const INCORRECT_PASSWORD: Notice = { title: 'Login Failed', description: 'Incorrect password. Please try again.' };
export const SECOND_FACTOR_NOT_SET_UP: Notice = { title: 'Verification Failed', description: '2FA is not set up properly' };
export const INVALID_CODE: Notice = { title: 'Verification Failed', description: 'Invalid code. Please try again.' };
/** Ours: a code of a step already used. */
export const REPLAYED_CODE: Notice = { title: 'Verification Failed', description: 'This code has already been used. Wait for the next one.' };
/** Ours: too many failures for this name. */
export const throttled = (waitSeconds: number): Notice => ({ title: 'Too Many Attempts', description: throttleMessage(waitSeconds) });
/** Ours: what the form's own checks would have said, when a caller skipped them. */
export const invalidLogin = (message: string): Notice => ({ title: 'Login Failed', description: message });

export const otpSent = (phone: string): Notice => ({ title: 'OTP Sent', description: `A verification code was sent to ${formatPhone(phone)}` });
/** Ours: the code the phone received did not match. */
export const INVALID_OTP: Notice = { title: 'Verification Failed', description: 'Invalid OTP. Please check the code and try again.' };
export const registrationSuccessful = (name: string): Notice => ({ title: 'Registration Successful', description: `Welcome to the store, ${name}!` });
/** Ours: names are unique, ignoring case. */
export const NAME_TAKEN: Notice = { title: 'Registration Failed', description: 'That name is taken. Choose another, or log in if it is yours.' };
/** Ours: one account per phone. */
export const PHONE_TAKEN: Notice = { title: 'Registration Failed', description: 'This number already has an account. Log in instead.' };
/** Ours: the browser refused to store the account (storage full or blocked). */
export const REGISTRATION_NOT_SAVED: Notice = { title: 'Registration Failed', description: 'Your account could not be saved. Please try again.' };
/** Ours: sign-up input that the form should have refused. */
export const invalidRegistration = (message: string): Notice => ({ title: 'Registration Failed', description: message });

export { LOGGED_OUT } from './session-texts';

export const SETUP_COMPLETE: Notice = { title: 'Setup Complete', description: 'Two-factor authentication has been enabled' };
export const TWO_FACTOR_OFF: Notice = { title: 'Two-Factor Disabled', description: 'Two-factor authentication has been turned off' };
export const SETUP_FAILED: Notice = { title: 'Setup Failed', description: 'Failed to generate 2FA credentials' };
/** Ours: setup is for the logged-in admin only. */
export const SETUP_ADMIN_ONLY: Notice = { title: 'Setup Failed', description: 'Only the logged-in admin can set up two-factor authentication.' };
/** Ours: a code step reached without a password checked by this page (expired, or never issued). */
export const LOGIN_EXPIRED: Notice = { title: 'Verification Failed', description: 'Your login has expired. Please log in again.' };
