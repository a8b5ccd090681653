import { describe, expect, it } from 'vitest';
import { invalidLogin, invalidRegistration, otpSent, throttleMessage } from '../../../../src/ui/features/sign-in/account-notices';

describe('throttleMessage', () => {
  it('says seconds under a minute, minutes (rounded up) from a minute on', () => {
    expect(throttleMessage(30)).toBe('Too many failed attempts. Try again in 30 seconds.');
    expect(throttleMessage(1)).toBe('Too many failed attempts. Try again in 1 second.');
    expect(throttleMessage(60)).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(throttleMessage(120)).toBe('Too many failed attempts. Try again in 2 minutes.');
    expect(throttleMessage(61)).toBe('Too many failed attempts. Try again in 2 minutes.');
  });
});

describe('the notices made from an outcome', () => {
  it("'OTP Sent' names the number as +91 98765 43210", () => {
    expect(otpSent('9876543210')).toEqual({ title: 'OTP Sent', description: 'A verification code was sent to +91 98765 43210' });
  });

  it('input a form should have refused: its first field message', () => {
    const errors = { phone: 'Phone number must be at least 10 digits', name: 'Name must be at least 3 characters' };
    expect(invalidRegistration(errors)).toEqual({ title: 'Registration Failed', description: 'Phone number must be at least 10 digits' });
    expect(invalidLogin({ password: 'Password must be at least 6 characters' })).toEqual({ title: 'Login Failed', description: 'Password must be at least 6 characters' });
  });
});
